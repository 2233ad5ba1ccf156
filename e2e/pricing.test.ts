import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { addToCart } from './shopper.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

describe.skipIf(!system)('discounts and shipping, from the dashboard to the cart', () => {
  const browser = useBrowser();

  it('an owner makes a 10% coupon and a flat rate; a shopper applies the coupon and sees the exact total', async () => {
    const page = await browser.page('pricing');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Discounts').click();
    await page.getByRole('heading', { name: 'Discounts', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const coupon = page.getByRole('dialog', { name: 'New coupon' });
    await coupon.getByLabel('Code').fill('TENOFF');
    await coupon.getByLabel('Percentage off').fill('10');
    await coupon.getByRole('button', { name: 'Create coupon' }).click();
    await coupon.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'TENOFF' });
    await row.getByText('10% off').waitFor();
    await row.getByText('ACTIVE').waitFor();

    await section(page, 'Shipping').click();
    await page.getByRole('heading', { name: 'Shipping', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New shipping option' }).click();
    const option = page.getByRole('dialog', { name: 'New shipping option' });
    await option.getByLabel('Name').fill('Standard post');
    await option.getByLabel('Price').fill('4.99');
    await option.getByRole('button', { name: 'Create option' }).click();
    await option.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Standard post' }).getByText('4.99 flat').waitFor();

    const shop = await browser.page('pricing-shop');
    await shop.goto(`${system!.storefrontUrl}/products/stoneware-mug`);
    await shop.getByRole('heading', { name: 'Stoneware mug' }).waitFor();
    await addToCart(shop, 1);
    await shop.getByTestId('cart-count').click();
    await shop.getByRole('heading', { name: 'Your cart' }).waitFor();
    await shop.getByLabel('Quantity of Stoneware mug').fill('2');
    await shop.getByTestId('cart-subtotal').getByText('$25.00').waitFor();

    await shop.getByLabel('Coupon code').fill('NOSUCHCODE');
    await shop.getByRole('button', { name: 'Apply' }).click();
    await shop.getByRole('alert').getByText('No coupon has this code.').waitFor();
    await shop.getByLabel('Coupon code').fill('tenoff');
    await shop.getByRole('button', { name: 'Apply' }).click();
    await shop.getByTestId('applied-coupon').getByText('TENOFF').waitFor();
    // 25.00 − 2.50 + 4.99 shipping, no tax configured: exactly 27.49.
    await shop.getByTestId('cart-discount').getByText('−$2.50').waitFor();
    await shop.getByTestId('cart-shipping').getByText('$4.99').waitFor();
    await shop.getByTestId('cart-total').getByText('$27.49').waitFor();
    expect(await shop.getByTestId('cart-tax').textContent()).toBe('$0.00');
  });

  it('an owner issues a gift card, copies its code once, and disables it', async () => {
    const page = await browser.page('gift-cards');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Gift cards').click();
    await page.getByRole('heading', { name: 'Gift cards', exact: true }).waitFor();
    await page.getByLabel('Balance').fill('25');
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const code = (await page.getByTestId('shown-once').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: `****${code.slice(-4)}` });
    await row.getByText('25.00 USD').waitFor();
    await row.getByText('ACTIVE').waitFor();
    // The code is never shown again.
    expect(await page.getByText(code).count()).toBe(0);
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await row.getByText('DISABLED').waitFor();
  });

  it('an owner sets a country’s rate; a shopper there sees the tax in the total', async () => {
    const page = await browser.page('tax');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Tax').click();
    await page.getByRole('heading', { name: 'Tax', exact: true }).waitFor();
    await page.getByLabel('Country').fill('DE');
    await page.getByLabel('Rate (%)').fill('nineteen');
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('alert').getByText('The rate is a percentage from 0 to 100').waitFor();
    await page.getByLabel('Rate (%)').fill('19');
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('row').filter({ hasText: 'DE' }).getByText('19%').waitFor();

    const shop = await browser.page('tax-shop');
    await shop.goto(`${system!.storefrontUrl}/products/stoneware-mug`);
    await addToCart(shop, 1);
    await shop.getByTestId('cart-count').click();
    await shop.getByLabel(/^Country/).fill('DE');
    await shop.getByRole('button', { name: 'Estimate shipping and tax' }).click();
    // 12.50 × 19% = 2.375 → 2.38; with 4.99 shipping (shipping has no rate of its own in DE): 19.87.
    await shop.getByTestId('cart-tax').getByText('$2.38').waitFor();
    await shop.getByTestId('cart-total').getByText('$19.87').waitFor();
  });
});
