import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

describe.skipIf(!system)('email verification through the dashboard’s mailbox', () => {
  const browser = useBrowser();

  it('registers on the storefront, reads the code in the mailbox, verifies and lands back signed in', async () => {
    const owner = await browser.page('verification-owner');
    await signInOwner(owner, system!.dashboardUrl);
    await section(owner, 'Members').click();
    const verify = owner.getByRole('switch', { name: /confirm their email address/ });
    // The switch shows the saved setting: it turns once the server has it.
    await verify.click();
    await expect.poll(() => verify.isChecked()).toBe(true);

    const member = await browser.page('verification-member');
    await member.goto(system!.storefrontUrl);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await member.getByRole('button', { name: 'New here? Create an account' }).click();
    await member.getByLabel('First name').fill('Hana');
    await member.getByLabel('Email').fill('hana@example.com');
    await member.getByLabel('Password').fill('a fine password');
    await member.getByRole('button', { name: 'Create account' }).click();
    await member.getByRole('heading', { name: 'Confirm your email' }).waitFor();

    await section(owner, 'Mailbox').click();
    await owner
      .getByRole('button', { name: /Your code for Demo site/ })
      .first()
      .click();
    const text =
      (await owner
        .getByText(/Your confirmation code is/)
        .first()
        .textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(text)![1]!;

    await member.getByLabel('The six-digit code from the email').fill(code);
    await member.getByRole('button', { name: 'Confirm' }).click();
    await member.waitForURL(`${system!.storefrontUrl}/`);
    await member.getByTestId('member-name').getByText('Hana').waitFor();

    await section(owner, 'Members').click();
    const row = owner.getByRole('row', { name: /hana@example\.com/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('active');
    // The member's own page: what can be done to them, the profile, and their orders (none yet).
    await row.getByRole('link', { name: 'hana@example.com' }).click();
    await owner.getByRole('heading', { name: 'Hana' }).waitFor();
    await owner.getByRole('button', { name: 'Block' }).waitFor();
    expect(await owner.getByRole('region', { name: 'Profile' }).textContent()).toContain(
      'hana@example.com (verified)',
    );
    await owner.getByRole('region', { name: 'Orders' }).getByText('No orders yet.').waitFor();
    await owner.getByRole('link', { name: '← All members' }).click();
    await owner.getByRole('switch', { name: /confirm their email address/ }).click();
    await expect
      .poll(() => owner.getByRole('switch', { name: /confirm their email address/ }).isChecked())
      .toBe(false);
  });
});
