import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { addToCart } from './shopper.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

describe.skipIf(!system)('products in the dashboard', () => {
  const browser = useBrowser();

  it('creates a product with two options, prices a variant, and the storefront sells it', async () => {
    const page = await browser.page('products');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Products').click();
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Stoneware mug' }).waitFor();

    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name').fill('Rain jacket');
    await dialog.getByLabel(/^Price/).fill('80');
    await dialog.getByRole('button', { name: 'Add an option' }).click();
    await dialog.getByLabel('Option 1 name').fill('Size');
    await dialog.getByLabel('Option 1 choices').fill('S');
    await dialog.getByLabel('Option 1 choices').press('Enter');
    await dialog.getByLabel('Option 1 choices').fill('L');
    await dialog.getByLabel('Option 1 choices').press('Enter');
    await dialog.getByRole('button', { name: 'Add an option' }).click();
    await dialog.getByLabel('Option 2 name').fill('Colour');
    await dialog.getByLabel('Option 2 choices').fill('Yellow');
    await dialog.getByLabel('Option 2 choices').press('Enter');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Rain jacket' });
    await row.getByText('Sold out').waitFor();

    // Stock and a price per variant, in the same dialog as the product.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Rain jacket' });
    await edit.getByLabel('Price of L / Yellow').fill('85');
    await edit.getByLabel('Stock of L / Yellow').fill('4');
    await edit.getByRole('button', { name: 'Save product' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('4 in stock').waitFor();

    const shop = await browser.page('products-shop');
    await shop.goto(system!.storefrontUrl);
    await shop.getByTestId('product-card').filter({ hasText: 'Rain jacket' }).getByRole('link').click();
    await shop.getByRole('heading', { name: 'Rain jacket' }).waitFor();
    await shop.getByLabel('Size').selectOption('L');
    await shop.getByLabel('Colour').selectOption('Yellow');
    expect(await shop.getByTestId('product-price').textContent()).toBe('$85.00');
    expect(await shop.getByTestId('stock-state').textContent()).toBe('Only 4 left');
    await addToCart(shop, 1);
  });
});
