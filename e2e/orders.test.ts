import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';
import { addToCart, fillCheckoutDetails, registerOnStorefront } from './shopper.js';

const system = inject('system');

/** Adds `count` of the product at `slug`, once its page shows the heading `name`. */
async function addProduct(page: Page, { slug, name, count }: { slug: string; name: string; count: number }) {
  await page.goto(`${system!.storefrontUrl}/products/${slug}`);
  await page.getByRole('heading', { name }).waitFor();
  await addToCart(page, count);
}

describe.skipIf(!system)(
  'orders, in a real browser: the hosted checkout on a phone, then the dashboard',
  () => {
    const browser = useBrowser();

    it('a member buys with the sandbox card, the owner refunds a line, and the member sees the refund', async () => {
      const page = await browser.page('checkout', { width: 390, height: 844 });
      await registerOnStorefront(page, system!.storefrontUrl, {
        firstName: 'Pat',
        email: 'pat.buyer@example.com',
      });

      await addProduct(page, { slug: 'stoneware-mug', name: 'Stoneware mug', count: 1 });
      await addProduct(page, { slug: 'linen-tea-towel', name: 'Linen tea towel', count: 2 });
      await page.getByTestId('cart-count').click();
      await page.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL(/\/hosted\/checkout\?session=/);
      await page.getByRole('heading', { name: 'Order summary' }).waitFor();
      await fillCheckoutDetails(page, {
        email: 'phone.buyer@example.com',
        firstName: 'Pat',
        lastName: 'Buyer',
      });

      // The delivery methods and the total come from the server.
      await page.getByRole('group', { name: 'Delivery method' }).getByRole('radio').first().check();
      const total = page.locator('.checkout-total dd');
      await expect.poll(() => total.textContent()).toBe('$26.99');

      // A declined card is said plainly, beside the button, and nothing is placed.
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: 'Pay $26.99' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /declined/i })
        .waitFor();

      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay $26.99' }).click();
      await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      await page.getByRole('link', { name: /Return to/ }).click();
      await page.waitForURL(new RegExp(`^${system!.storefrontUrl}/thank-you\\?orderId=`));
      const placed = page.getByTestId('order-placed');
      await placed.waitFor();
      const number = /^Order #(\d+) is placed: \$26\.99 paid\./.exec((await placed.textContent()) ?? '')?.[1];
      expect(number).toBeTruthy();
      await page.getByTestId('cart-count').getByText('Cart (0)').waitFor();

      // The owner finds the order and refunds the tea towel, restocking it.
      const owner = await browser.page('orders-owner');
      await signInOwner(owner, system!.dashboardUrl);
      await section(owner, 'Orders').click();
      await owner.getByLabel('Search orders').fill(number!);
      await owner.getByRole('link', { name: `#${number}` }).click();
      await owner.getByRole('heading', { name: `Order #${number}` }).waitFor();
      await owner.getByRole('button', { name: 'Refund Linen tea towel' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Refund' });
      await dialog.getByLabel('Restock').check();
      await dialog.getByRole('button', { name: 'Confirm refund' }).click();
      await owner.getByRole('status').filter({ hasText: 'Refund made.' }).waitFor();
      await owner.getByRole('row', { name: /Refunded \$9\.50/ }).waitFor();

      // The member's account shows it.
      await page.getByRole('link', { name: 'Your orders' }).click();
      await page.getByRole('link', { name: `Order #${number}` }).click();
      await page.getByTestId('order-refunded').getByText('$9.50').waitFor();
      expect(await page.getByTestId('order-payment').textContent()).toBe('Partly refunded');
    });
  },
);
