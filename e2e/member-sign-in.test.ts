import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

describe.skipIf(!system)('members sign in on the storefront through the hosted pages', () => {
  const browser = useBrowser();

  it('registers on the hosted page, comes back signed in, resumes silently, and signs out', async () => {
    const page = await browser.page('member-sign-in');
    await page.goto(system!.storefrontUrl);
    await page.getByTestId('session-state').getByText('Visitor session').waitFor();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/hosted\/login\?session=/);
    expect(await page.locator('.hosted-site').textContent()).toBe('Demo site');
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${system!.storefrontUrl}/`);
    await page.getByTestId('member-name').getByText('Grace').waitFor();
    expect(await page.getByTestId('session-state').textContent()).toBe('Signed in');

    // The storefront forgets its tokens; the hosted session signs the member in again without a page.
    await page.context().clearCookies({ name: 'atrium-tokens' });
    await page.reload();
    await page.getByTestId('member-name').getByText('Grace').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${system!.storefrontUrl}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByTestId('session-state').textContent()).not.toBe('Signed in');
  });

  it('says clearly when the password is wrong', async () => {
    const page = await browser.page('member-wrong-password');
    await page.goto(system!.storefrontUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/hosted\/login/);
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('The email or the password is not correct.').waitFor();
  });

  it('states the password rule before it is typed, and refuses a short one with the rule', async () => {
    const page = await browser.page('member-short-password');
    await page.goto(system!.storefrontUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/hosted\/login/);
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    const password = page.getByLabel('Password');
    expect(await password.getAttribute('aria-describedby')).toBe('password-rule');
    expect(await page.locator('#password-rule').textContent()).toContain('at least 8 characters');
    await page.getByLabel('Email').fill('ada.short@example.com');
    await password.fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('alert')
      .getByText('The password is too short: use at least 8 characters.')
      .waitFor();
    await password.fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${system!.storefrontUrl}/`);
    await page.getByTestId('session-state').getByText('Signed in').waitFor();
  });

  it('resets a forgotten password from the mailed link, which names the site and leads back to it', async () => {
    const page = await browser.page('member-reset');
    await page.goto(system!.storefrontUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/hosted\/login/);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill('ada.short@example.com');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByText('If an account uses this address').waitFor();

    const owner = await browser.page('member-reset-mailbox');
    await signInOwner(owner, system!.dashboardUrl);
    await section(owner, 'Mailbox').click();
    await owner
      .getByRole('button', { name: /Reset your password for Demo site/ })
      .first()
      .click();
    const mail =
      (await owner
        .getByText(/\/hosted\/reset-password\?token=/)
        .first()
        .textContent()) ?? '';
    const link = /https?:\/\/\S+\/hosted\/reset-password\?token=[\w-]+/.exec(mail)![0];

    await page.goto(link);
    await page.getByText('For your account on Demo site.').waitFor();
    await page.getByLabel('New password').fill('a brand new passphrase');
    await page.getByLabel('The same password again').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('link', { name: 'Go back to Demo site' }).click();
    await page.waitForURL(`${system!.storefrontUrl}/`);
  });
});
