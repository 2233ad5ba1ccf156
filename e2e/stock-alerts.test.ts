import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');
const ITEM = 'Espresso cups, set of two';

describe.skipIf(!system)('back-in-stock requests, in a real browser', () => {
  const browser = useBrowser();

  it('a shopper asks about a sold-out item, the owner restocks it, and the shopper is mailed once', async () => {
    const shop = await browser.page('stock-alerts-shop');
    await shop.goto(system!.storefrontUrl);
    await shop.getByTestId('product-card').filter({ hasText: ITEM }).getByRole('link').click();
    await shop.getByRole('heading', { name: ITEM }).waitFor();
    expect(await shop.getByTestId('stock-state').textContent()).toBe('Sold out');
    await shop.getByLabel("Email me when it's back").fill('cups.fan@example.com');
    await shop.getByRole('button', { name: 'Notify me' }).click();
    await shop.getByTestId('notify-me-done').getByText('cups.fan@example.com').waitFor();

    const owner = await browser.page('stock-alerts-owner');
    await signInOwner(owner, system!.dashboardUrl);
    await section(owner, 'Back in stock').click();
    const waiting = owner.getByRole('row').filter({ hasText: ITEM });
    expect(await waiting.getByTestId('waiting-count').textContent()).toBe('1');
    await owner.getByRole('row').filter({ hasText: 'cups.fan@example.com' }).getByText('RECEIVED').waitFor();

    // Restocked through the product's stock panel: the rise from zero is what mails the shopper.
    await section(owner, 'Products').click();
    await owner.getByRole('row').filter({ hasText: ITEM }).getByRole('button', { name: 'Edit' }).click();
    const edit = owner.getByRole('dialog', { name: `Edit ${ITEM}` });
    await edit.getByLabel('Quantity', { exact: true }).fill('6');
    await edit.getByRole('button', { name: 'Set', exact: true }).click();
    await edit.getByRole('cell', { name: '6', exact: true }).waitFor();
    await owner.keyboard.press('Escape');

    const subject = `${ITEM} is back in stock at Demo site`;
    await section(owner, 'Mailbox').click();
    // The mailbox refreshes itself: the job mails within moments of the restock.
    const mail = owner.getByRole('button', { name: new RegExp(subject) });
    await mail.waitFor({ timeout: 20_000 });
    expect(await mail.count()).toBe(1);
    await section(owner, 'Back in stock').click();
    await owner
      .getByRole('row')
      .filter({ hasText: 'cups.fan@example.com' })
      .getByText('NOTIFICATION SENT')
      .waitFor();
    await owner.getByRole('row').filter({ hasText: ITEM }).getByText('NOTIFICATION SENT').waitFor();
    await owner.getByText('Nobody is waiting for an item.').waitFor();
  });
});
