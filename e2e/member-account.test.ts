import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';
import { registerOnStorefront } from './shopper.js';

const system = inject('system');
const OLD = 'iris@example.com';
const NEW = 'iris.new@example.com';

/** The latest six-digit code mailed to an address, as the dashboard's mailbox shows it. */
async function codeMailedTo(owner: Page, to: string): Promise<string> {
  await section(owner, 'Mailbox').click();
  const pattern = new RegExp(`Your code for .*To ${to.replace(/[.]/g, '\\.')}`);
  await owner.getByRole('button', { name: pattern }).first().click();
  const text = (await owner.getByRole('region', { name: pattern }).first().textContent()) ?? '';
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describe.skipIf(!system)('the member’s account page', () => {
  const browser = useBrowser();

  it('changes the name (kept after a reload) and the email address (confirmed by its code), at phone width', async () => {
    const page = await browser.page('member-account', { width: 375, height: 800 });
    await registerOnStorefront(page, system!.storefrontUrl, { firstName: 'Iris', email: OLD });
    await page.getByRole('button', { name: 'Account security' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const name = page.getByRole('form', { name: 'Your name' });
    await name.getByLabel('First name').fill('Irene');
    await name.getByLabel('Last name').fill('Quinn');
    await name.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name is saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await page.getByRole('form', { name: 'Your name' }).getByLabel('Last name').inputValue()).toBe(
      'Quinn',
    );

    const email = page.getByRole('form', { name: 'Change email' });
    await email.getByLabel('New email').fill(NEW);
    await email.getByLabel('Password').fill('a fine password');
    await email.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a code to ${NEW}.`).waitFor();
    const owner = await browser.page('member-account-owner');
    await signInOwner(owner, system!.dashboardUrl);
    const code = await codeMailedTo(owner, NEW);
    await page.getByLabel('Code from the email').fill(code);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await page.getByText(`Your email address is now ${NEW}.`).waitFor();
    // The old address is told.
    await owner.reload();
    await owner.getByRole('button', { name: new RegExp(`email address was changed.*To ${OLD}`) }).waitFor();

    await page.getByRole('link', { name: /^Back to / }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(NEW);
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('member-name').getByText('Irene').waitFor();
  });
});
