import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { OWNER, section, signInOwner } from './owner.js';

const system = inject('system');
const signIn = (page: Page) => signInOwner(page, system!.dashboardUrl);

describe.skipIf(!system)('the dashboard, in a real browser', () => {
  const browser = useBrowser();

  it('creates the first owner from the printed link, then signs out and in again', async () => {
    const page = await browser.page('first-owner');
    await page.goto(system!.setupLink);
    await page.getByLabel('Your name').fill(OWNER.name);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The first owner adopts the demo site and lands on it.
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Site name' }).inputValue()).toBe('Demo site');
    // The overview's getting-started list: the demo site has its OAuth client, whose id the snippet names.
    const start = page.getByRole('region', { name: 'Getting started' });
    await start.getByRole('listitem', { name: 'Connect your site: done' }).waitFor();
    expect(await start.getByLabel('SDK snippet').textContent()).toMatch(/clientId: '[0-9a-f-]{36}'/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('The email or the password is not correct.').waitFor();
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
  });

  it('creates an OAuth client and an API key, lists them, and revokes the key', async () => {
    const page = await browser.page('clients-and-keys');
    await signIn(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    await section(page, 'OAuth clients').click();
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Mobile app');
    await dialog.getByLabel('Allowed origins').fill('https://app.example.com');
    await dialog.getByLabel('Allowed origins').press('Enter');
    await dialog.getByLabel('Redirect URIs').fill('https://app.example.com/callback');
    await dialog.getByLabel('Redirect URIs').press('Enter');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    const row = page.getByRole('row', { name: /Mobile app/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('https://app.example.com');
    // The list shows where the client may send a signed-in visitor back to.
    expect(await row.textContent()).toContain('https://app.example.com/callback');
    // Its id is copied in one click, for the SDK's OAuthStrategy.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: 'Copy the client id of Mobile app' }).click();
    await row.getByRole('button', { name: 'Copy the client id of Mobile app' }).getByText('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(await row.locator('code').first().textContent()).toBe(copied);
    expect(copied).toMatch(/^[0-9a-f-]{36}$/);

    await section(page, 'API keys').click();
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Order export');
    await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
    const shown = await page.getByTestId('shown-once').textContent();
    expect(shown).toMatch(/^atr_[0-9a-f]{32}_[\w-]{43}$/);
    const keyRow = page.getByRole('row', { name: /Order export/ });
    await keyRow.waitFor();
    expect(await keyRow.textContent()).toContain('Never');

    await keyRow.getByRole('button', { name: 'Revoke Order export' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await keyRow.waitFor({ state: 'detached' });
    // The revoked key no longer works against the API.
    const response = await page.request.get(`${new URL(system!.dashboardUrl).origin}/atrium/v1/site`, {
      headers: { authorization: shown! },
    });
    expect(response.status()).toBe(401);
  });

  it('fits a phone’s width: the sections move behind a menu button', async () => {
    const page = await browser.page('phone', { width: 375, height: 740 });
    await signIn(page);
    await page.getByRole('button', { name: 'Show the sections' }).click();
    await section(page, 'Webhooks').click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('creates a second site and switches between the owner’s sites', async () => {
    const page = await browser.page('sites');
    await signIn(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    // The new-site page has a way back.
    await page.getByRole('textbox', { name: 'Site', exact: true }).click();
    await page.getByRole('option', { name: '+ New site' }).click();
    await page.getByRole('heading', { name: 'Create a site' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    await page.getByRole('textbox', { name: 'Site', exact: true }).click();
    await page.getByRole('option', { name: '+ New site' }).click();
    await page.getByLabel('Site name').fill('Second shop');
    await page.getByRole('button', { name: 'Create site' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Site name' }).inputValue()).toBe('Second shop');
    // A new site has its client and nothing else yet: the list and the figures say so.
    const start = page.getByRole('region', { name: 'Getting started' });
    await start.getByRole('listitem', { name: 'Add a product: to do' }).waitFor();
    await start.getByRole('listitem', { name: 'Set up shipping: to do' }).waitFor();
    await page.getByRole('table', { name: 'Key figures' }).getByRole('row', { name: 'Products 0' }).waitFor();
    // A saved setting says so.
    await page.getByRole('textbox', { name: 'Site name' }).fill('Second store');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    // A new site starts with its own default client, and none of the demo site's.
    await section(page, 'OAuth clients').click();
    await page.getByRole('row', { name: /Default client/ }).waitFor();
    expect(await page.getByRole('row', { name: /Mobile app/ }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Site', exact: true }).click();
    await page.getByRole('option', { name: 'Demo site' }).click();
    await page.getByRole('row', { name: /Mobile app/ }).waitFor();
  });
});
