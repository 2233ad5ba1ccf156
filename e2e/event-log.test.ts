import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { OWNER, section, signInOwner } from './owner.js';

const system = inject('system');

describe.skipIf(!system)('the event log, in a real browser', () => {
  const browser = useBrowser();

  it("shows the owner's changes with who made them, by type, with the data as a tree that fits a phone", async () => {
    const page = await browser.page('event-log');
    await signInOwner(page, system!.dashboardUrl);

    // Two changes: an API key made, then revoked.
    await section(page, 'API keys').click();
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Audit export');
    await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
    const keyRow = page.getByRole('row', { name: /Audit export/ });
    await keyRow.waitFor();
    await keyRow.getByRole('button', { name: 'Revoke Audit export' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await keyRow.waitFor({ state: 'detached' });

    await section(page, 'Event log').click();
    const events = page.getByRole('article');
    const revoked = events.filter({ hasText: 'api_key.revoked' }).first();
    await revoked.waitFor();
    expect(await revoked.textContent()).toContain(`By Owner ${OWNER.email}`);
    await events.filter({ hasText: 'api_key.created' }).first().waitFor();

    // One type only: every other event leaves the list.
    await page.getByRole('textbox', { name: 'Event types' }).click();
    await page.getByRole('option', { name: 'api_key.revoked' }).click();
    await page.keyboard.press('Escape');
    await events.filter({ hasNotText: 'api_key.revoked' }).first().waitFor({ state: 'detached' });
    expect(await events.count()).toBeGreaterThan(0);

    // The newest is this key's revocation; its data opens as keys and values.
    await revoked.getByRole('button', { name: 'Show data' }).click();
    const tree = revoked.getByRole('group', { name: 'Data of api_key.revoked' });
    await tree.getByText('Audit export').waitFor();
    expect(await tree.textContent()).toContain('name:');

    // On a phone the page wraps instead of scrolling sideways, the tree open.
    await page.setViewportSize({ width: 375, height: 740 });
    await tree.getByText('Audit export').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
