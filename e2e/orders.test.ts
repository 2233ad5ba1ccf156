import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';

const system = inject('system');

describe.skipIf(!system)('the hosted checkout, in a real browser on a phone', () => {
  const browser = useBrowser();

  it('takes a shopper from the cart through the sandbox card to the storefront’s thank-you page', async () => {
    const page = await browser.page('checkout', { width: 390, height: 844 });
    await page.goto(`${system!.storefrontUrl}/products/stoneware-mug`);
    await page.getByRole('heading', { name: 'Stoneware mug' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('cart-count').getByText('Cart (1)').waitFor();
    await page.getByTestId('cart-count').click();
    await page.getByRole('button', { name: 'Check out' }).click();

    await page.waitForURL(/\/hosted\/checkout\?session=/);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByLabel('Email').fill('phone.buyer@example.com');
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByLabel('Street address').fill('1 Canal Street');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Postal code').fill('N1 9GU');
    await page.getByLabel('Country code (such as GB or US)').fill('GB');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Your details are saved.').waitFor();

    // The delivery methods and the total come from the server.
    const delivery = page.getByRole('group', { name: 'Delivery method' });
    await delivery.getByRole('radio').first().check();
    const total = page.locator('.checkout-total dd');
    await expect.poll(() => total.textContent()).toBe('$17.49');

    // A declined card is said plainly, and nothing is placed.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $17.49' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $17.49' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.getByRole('link', { name: /Return to/ }).click();

    await page.waitForURL(new RegExp(`^${system!.storefrontUrl}/thank-you\\?orderId=`));
    const placed = page.getByTestId('order-placed');
    await placed.waitFor();
    expect(await placed.textContent()).toMatch(
      /^Order #\d+ is placed: \$17\.49 paid\..*phone\.buyer@example\.com/,
    );
    await page.getByTestId('cart-count').getByText('Cart (0)').waitFor();
  });
});
