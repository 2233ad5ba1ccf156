import { describe, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { addToCart } from './shopper.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

// pricing.test.ts, after this file, expects exact totals: the option made here is deleted at the end.
describe.skipIf(!system)('a store pickup, from the dashboard to the cart', () => {
  const browser = useBrowser();

  it('an owner makes a free option a store pickup; a shopper chooses it and pays no shipping', async () => {
    const page = await browser.page('pickup');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Shipping').click();
    await page.getByRole('heading', { name: 'Shipping', exact: true }).waitFor();
    // No carrier is installed on the test system: the page says how one would be.
    await page.getByText('No carrier is installed on this server').waitFor();
    await page.getByRole('button', { name: 'New shipping option' }).click();
    const create = page.getByRole('dialog', { name: 'New shipping option' });
    await create.getByLabel('Name').fill('Collect at the studio');
    await create.getByLabel('Price').fill('0');
    await create.getByRole('button', { name: 'Create option' }).click();
    await create.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Collect at the studio' });
    await row.getByRole('button', { name: 'Pickup and slots' }).click();
    const form = page.getByRole('dialog', { name: 'Collect at the studio: pickup and time slots' });
    await form.getByText('Store pickup').click();
    await form.getByLabel('Country').fill('U');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('The country must be its two-letter code').waitFor();
    await form.getByLabel('Country').fill('US');
    await form.getByLabel('Street and number').fill('12 Kiln Lane');
    await form.getByLabel('Postal code').fill('97201');
    await form.getByLabel('City').fill('Portland');
    await form.getByLabel('Instructions').fill('Ring the studio bell');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const shop = await browser.page('pickup-shop');
    await shop.goto(`${system!.storefrontUrl}/products/stoneware-mug`);
    await addToCart(shop, 1);
    await shop.getByTestId('cart-count').click();
    // Unasked, the delivery is chosen (12.50 + 4.99); the pickup is offered beside it.
    await shop.getByTestId('cart-total').getByText('$17.49').waitFor();
    const choice = shop.getByTestId('shipping-choice');
    const pickup = choice.getByRole('radio', { name: /Collect at the studio/ });
    await choice.getByText('Collect at 12 Kiln Lane, 97201 Portland, US').waitFor();
    await choice.getByText('Ring the studio bell').waitFor();
    await pickup.check();
    await shop.getByTestId('cart-shipping').getByText('$0.00').waitFor();
    await shop.getByTestId('cart-total').getByText('$12.50').waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this shipping option?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await row.waitFor({ state: 'detached' });
  });
});
