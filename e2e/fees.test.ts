import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { addToCart } from './shopper.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

/** A shopper's cart holding one stoneware mug ($12.50), on the demo storefront. */
async function cartWithOneMug(shop: Page) {
  await shop.goto(`${system!.storefrontUrl}/products/stoneware-mug`);
  await shop.getByRole('heading', { name: 'Stoneware mug' }).waitFor();
  await addToCart(shop, 1);
  await shop.getByTestId('cart-count').click();
  await shop.getByRole('heading', { name: 'Your cart' }).waitFor();
  await shop.getByTestId('cart-subtotal').getByText('$12.50').waitFor();
}

// The files after this one price carts too (pricing.test.ts expects exact totals): each test takes away what
// it added.
describe.skipIf(!system)('fees and discount rules, from the dashboard to the cart', () => {
  const browser = useBrowser();

  it('an owner adds a 2.00 handling fee per order; a shopper’s cart shows it in the total', async () => {
    const page = await browser.page('fees');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Fees').click();
    await page.getByRole('heading', { name: 'Fees', exact: true }).waitFor();
    await page.getByText('No fees').waitFor();
    await page.getByRole('button', { name: 'New fee' }).click();
    const form = page.getByRole('dialog', { name: 'New fee' });
    await form.getByLabel('Name').fill('Packing');
    await form.getByLabel('Amount').fill('two');
    await form.getByRole('button', { name: 'Add fee' }).click();
    await form.getByRole('alert').getByText('The amount must be an amount such as 4.99').waitFor();
    await form.getByLabel('Amount').fill('2.00');
    await form.getByRole('button', { name: 'Add fee' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Packing' });
    await row.getByText('2.00 per order').waitFor();
    await row.getByText('Handling').waitFor();

    const shop = await browser.page('fees-shop');
    await cartWithOneMug(shop);
    const fees = shop.locator('.totals dt:text-is("Fees") + dd');
    await fees.getByText('$2.00').waitFor();
    // The demo shop's delivery is 4.99 under 50, and no tax is set up yet: 12.50 + 4.99 + 2.00 = 19.49.
    await shop.getByTestId('cart-shipping').getByText('$4.99').waitFor();
    await shop.getByTestId('cart-total').getByText('$19.49').waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Packing' });
    await edit.getByLabel('Amount').fill('1.50');
    await edit.getByText('Per item').click();
    await edit.getByRole('button', { name: 'Save fee' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('1.50 per item').waitFor();
    await shop.reload();
    // Per item, one mug: 12.50 + 4.99 + 1.50 = 18.99.
    await fees.getByText('$1.50').waitFor();
    await shop.getByTestId('cart-total').getByText('$18.99').waitFor();

    await row.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this fee?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('No fees').waitFor();
    await shop.reload();
    await shop.getByTestId('cart-total').getByText('$17.49').waitFor();
    expect(await fees.count()).toBe(0);
  });

  it('an owner makes a discount rule with the form and sees it live, then switches it off and deletes it', async () => {
    const page = await browser.page('discount-rules');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Discounts').click();
    await page.getByRole('heading', { name: 'Discount rules' }).waitFor();
    await page.getByRole('button', { name: 'New discount rule' }).click();
    const form = page.getByRole('dialog', { name: 'New discount rule' });
    await form.getByRole('button', { name: 'Create discount rule' }).click();
    await form.getByRole('alert').getByText('The name is required.').waitFor();
    await form.getByLabel('Name').fill('Big spender');
    await form.getByLabel('Percentage').fill('5');
    // Far above any cart of these tests, so that the live rule changes no total they check.
    await form.getByLabel('Minimum subtotal').fill('1000.00');
    await form.getByRole('button', { name: 'Create discount rule' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Big spender' });
    await row.getByText('LIVE').waitFor();
    await row.getByText('5% off over 1000.00').waitFor();
    const on = row.getByRole('switch');
    expect(await on.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'New discount rule' }).click();
    await form.getByLabel('Name').fill('Next year');
    await form.getByLabel('Percentage').fill('10');
    await form.getByLabel('Starts').fill('2099-01-01T09:00');
    await form.getByRole('button', { name: 'Create discount rule' }).click();
    await form.waitFor({ state: 'detached' });
    const later = page.getByRole('row').filter({ hasText: 'Next year' });
    await later.getByText('PENDING').waitFor();

    await row.locator('.mantine-Switch-track').click();
    await expect.poll(() => on.isChecked()).toBe(false);
    for (const name of ['Big spender', 'Next year']) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this discount rule?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
    }
  });
});
