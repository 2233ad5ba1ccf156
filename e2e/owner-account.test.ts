import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');
const BIN = fileURLToPath(new URL('../apps/server/bin/atrium.mjs', import.meta.url));
// A second owner, invited by the first: the first owner's password stays as every other file expects it.
const GRACE = { name: 'Grace Owner', email: 'grace@example.com', password: 'grace’s first passphrase' };
const NEW_PASSWORD = 'grace’s second passphrase';

/** `atrium owner-reset` on the server's machine, as its operator would type it. */
async function ownerResetLink(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [BIN, 'owner-reset', '--email', email, '--json'],
    {
      env: { ...process.env, ATRIUM_DATA_DIR: system!.dataDir, DATABASE_URL: '' },
    },
  );
  return (JSON.parse(stdout) as { link: string }).link;
}

async function signIn(page: Page, password: string, code?: string) {
  await page.goto(`${system!.dashboardUrl}/sign-in`);
  await page.getByLabel('Email').fill(GRACE.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code === undefined) return;
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!system)('an owner’s own account, in a real browser', () => {
  const browser = useBrowser();

  it('invites a second owner, who recovers a forgotten password and turns on two-factor sign-in', async () => {
    const ada = await browser.page('owner-invites');
    await signInOwner(ada, system!.dashboardUrl);
    // The setup link, once used, says so on opening.
    await ada.goto(system!.setupLink);
    await ada.getByRole('heading', { name: 'This setup link has been used' }).waitFor();
    await ada.goto(system!.dashboardUrl);
    await section(ada, 'Owners').click();
    await ada.getByLabel('Invite by email').fill(GRACE.email);
    await ada.getByRole('button', { name: 'Create invitation' }).click();
    const inviteUrl = (await ada.getByTestId('shown-once').textContent())!;

    const page = await browser.page('owner-account', { width: 375, height: 740 });
    await page.goto(inviteUrl);
    await page.getByLabel('Your name').fill(GRACE.name);
    await page.getByLabel('Password').fill(GRACE.password);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();

    // Forgotten: the page says that this server sends no mail and names the command that prints a link.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(GRACE.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    const noMail = page.getByRole('alert').filter({ hasText: 'This server sends no mail' });
    await noMail.getByText(`npx atrium owner-reset --email ${GRACE.email}`, { exact: true }).waitFor();

    await page.goto(await ownerResetLink(GRACE.email));
    await page.getByText('At least 10 characters').waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('link', { name: 'Sign in with the new password' }).click();
    await signIn(page, NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    // Her account: the name, then an authenticator app.
    await page.getByRole('button', { name: 'Show the sections' }).click();
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await page.getByRole('region', { name: 'Your name' }).getByRole('status').getByText('Saved.').waitFor();
    await page.getByLabel('Your password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    const totp = new TOTP({
      secret: Secret.fromBase32((await page.getByTestId('totp-secret').textContent())!),
    });
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('On: signing in asks for a code').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Signing in now asks for a code; a recovery code works once.
    const fresh = await browser.page('owner-second-factor');
    await signIn(fresh, NEW_PASSWORD, codes[0]!);
    await fresh.getByRole('heading', { name: 'Overview' }).waitFor();
  });
});
