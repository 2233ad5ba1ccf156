import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { addToCart } from './shopper.js';

const system = inject('system');

describe.skipIf(!system)('the demo shop, in a real browser', () => {
  const browser = useBrowser();

  it('fills a cart, changes a quantity, keeps it across a reload and a sign-in', async () => {
    const page = await browser.page('shop');
    await page.goto(system!.storefrontUrl);
    const count = page.getByTestId('cart-count');
    await count.getByText('Cart (0)').waitFor();

    // A product without options.
    await page.getByTestId('product-card').filter({ hasText: 'Stoneware mug' }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Stoneware mug' }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).toBe('$12.50');
    await addToCart(page, 1);

    // A product with two options: the button waits for a choice of each.
    await page.goto(`${system!.storefrontUrl}/products/organic-t-shirt`);
    await page.getByRole('button', { name: 'Choose options' }).waitFor();
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Colour').selectOption('Blue');
    await addToCart(page, 2);

    await count.click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    const lines = page.getByTestId('cart-line');
    expect(await lines.count()).toBe(2);
    await page.getByLabel('Quantity of Stoneware mug').fill('3');
    await count.getByText('Cart (4)').waitFor();
    await page.getByTestId('cart-subtotal').getByText('$57.50').waitFor();

    await page.reload();
    await count.getByText('Cart (4)').waitFor();
    await page.getByTestId('cart-subtotal').getByText('$57.50').waitFor();

    // Signing in on the hosted page brings the cart along.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/hosted\/login\?session=/);
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill('Shopper');
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel('Password').fill('a fine password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${system!.storefrontUrl}/cart`);
    await page.getByTestId('member-name').getByText('Shopper').waitFor();
    await count.getByText('Cart (4)').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
  });

  it('shows what goes with a product, never the product itself, and leads to it', async () => {
    const page = await browser.page('also-like');
    await page.goto(`${system!.storefrontUrl}/products/stoneware-mug`);
    await page.getByRole('heading', { name: 'Stoneware mug' }).waitFor();
    const shelf = page.getByTestId('also-like');
    await shelf.getByRole('heading', { name: 'You may also like' }).waitFor();
    // What was bought with the mug comes first; the rest of its shown category (Kitchen) fills the row.
    const names = await shelf.getByTestId('product-card').locator('.name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names).not.toContain('Stoneware mug');
    expect(names).toContain('Cast iron teapot');

    await shelf.getByRole('link', { name: 'Cast iron teapot' }).click();
    await page.getByRole('heading', { name: 'Cast iron teapot' }).waitFor();
    const next = await page
      .getByTestId('also-like')
      .getByTestId('product-card')
      .locator('.name')
      .allTextContents();
    expect(next).not.toContain('Cast iron teapot');
  });
});
