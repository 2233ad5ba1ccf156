import { Secret, TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';

const system = inject('system');
const atriumUrl = () => new URL(system!.dashboardUrl).origin;

describe.skipIf(!system)('a member with an authenticator app signs in through the hosted second step', () => {
  const browser = useBrowser();

  it('asks for the app’s code after the password, then lands back signed in', async () => {
    const page = await browser.page('mfa-sign-in');
    await page.goto(system!.storefrontUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Email').fill('rosa@example.com');
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('member-name').getByText('Rosa').waitFor();

    // The member's own token (kept by the storefront in its cookie) enrols an authenticator through the API.
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'atrium-tokens')!;
    const token = JSON.parse(decodeURIComponent(stored.value)).accessToken.value as string;
    const call = (path: string, body: object) =>
      fetch(`${atriumUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<Record<string, never>>);
    const enrolled = (await call('/atrium/v1/members/me/factors/totp', {})) as unknown as {
      secret: string;
      factor: { factorId: string };
    };
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.secret) });
    const activated = (await call(`/atrium/v1/members/me/factors/${enrolled.factor.factorId}/activate`, {
      code: totp.generate(),
    })) as unknown as { recoveryCodes: string[] };
    expect(activated.recoveryCodes).toHaveLength(10);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('rosa@example.com');
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    // A recovery code works as well as the app's code (whose current one was spent on activation).
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('One of your recovery codes').fill(activated.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${system!.storefrontUrl}/`);
    await page.getByTestId('member-name').getByText('Rosa').waitFor();
  });
});
