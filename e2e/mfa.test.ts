import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';

const system = inject('system');

describe.skipIf(!system)('second factors: enrolled on the hosted account page, asked for at sign-in', () => {
  const browser = useBrowser();

  async function register(page: Page, name: string, email: string) {
    await page.goto(system!.storefrontUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('member-name').getByText(name).waitFor();
  }

  async function signOutAndIn(page: Page, email: string) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
  }

  async function openAccount(page: Page, email: string) {
    await page.getByRole('button', { name: 'Account security' }).click();
    await page.getByRole('heading', { name: 'Sign-in security' }).waitFor();
    await page.getByText(`Signed in as ${email}`).waitFor();
  }

  it('enrols an authenticator app from its QR code page, then signs in with the app’s code', async () => {
    const page = await browser.page('mfa-totp');
    await register(page, 'Rosa', 'rosa@example.com');
    await openAccount(page, 'rosa@example.com');
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const totp = new TOTP({ secret: Secret.fromBase32(await page.getByTestId('totp-secret').innerText()) });
    await page
      .getByLabel('The six-digit code the app shows')
      .fill('000000' === totp.generate() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not right').waitFor();
    await page.getByLabel('The six-digit code the app shows').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByText('Authenticator app', { exact: false }).first().waitFor();

    await page.getByRole('link', { name: /^Back to / }).click();
    await page.getByTestId('member-name').getByText('Rosa').waitFor();
    await signOutAndIn(page, 'rosa@example.com');
    // The activation spent this period's code; the next period's is accepted for clock drift.
    await page
      .getByLabel('The six-digit code from your authenticator app')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('member-name').getByText('Rosa').waitFor();
  });

  it('adds a passkey (a virtual authenticator in Chromium) and signs in with it', async () => {
    const page = await browser.page('mfa-passkey');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await register(page, 'Sam', 'sam@example.com');
    await openAccount(page, 'sam@example.com');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Your passkey is added').waitFor();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await page.getByRole('link', { name: /^Back to / }).click();
    await signOutAndIn(page, 'sam@example.com');
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.getByTestId('member-name').getByText('Sam').waitFor();
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
  });
});
