import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';
import { addToCart, fillCheckoutDetails, registerOnStorefront } from './shopper.js';

const system = inject('system');
const PLAN = 'A fresh towel every three months';

describe.skipIf(!system)('subscriptions, in a real browser', () => {
  const browser = useBrowser();

  it('a member subscribes at checkout, sees the subscription and cancels it; the owner sees its history', async () => {
    const page = await browser.page('subscriber');
    await registerOnStorefront(page, system!.storefrontUrl, {
      firstName: 'Sam',
      email: 'sam.subscriber@example.com',
    });

    await page.getByTestId('product-card').filter({ hasText: 'Linen tea towel' }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Linen tea towel' }).waitFor();
    await page.getByRole('radio', { name: new RegExp(`Subscribe: ${PLAN}`) }).check();
    await addToCart(page, 1);
    await page.getByTestId('cart-count').click();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/hosted\/checkout\?session=/);
    await fillCheckoutDetails(page, {
      email: 'sam.subscriber@example.com',
      firstName: 'Sam',
      lastName: 'Subscriber',
    });
    await page.getByRole('group', { name: 'Delivery method' }).getByRole('radio').first().check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.getByRole('link', { name: /Return to/ }).click();
    await page.waitForURL(new RegExp(`^${system!.storefrontUrl}/thank-you`));

    // The contract is made from the order by a job: the page shows it once it exists.
    await page.getByRole('link', { name: 'Subscriptions' }).click();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Your subscriptions' }).waitFor();
          return page.getByTestId('subscriptions').getByText(PLAN).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const mine = page.getByTestId('subscriptions').getByRole('listitem').filter({ hasText: PLAN });
    await mine.getByText('Active').waitFor();
    await mine.getByRole('button', { name: 'Cancel subscription' }).click();
    await mine.getByText('Canceled').waitFor();

    const owner = await browser.page('subscriptions-owner');
    await signInOwner(owner, system!.dashboardUrl);
    await section(owner, 'Subscriptions').click();
    const row = owner.getByRole('row').filter({ hasText: 'sam.subscriber@example.com' });
    await row.getByText('CANCELED').waitFor();
    await row.getByRole('button', { name: 'History' }).click();
    await owner.getByRole('cell', { name: 'Started', exact: true }).waitFor();
    await owner.getByRole('cell', { name: 'Canceled', exact: true }).waitFor();
  });
});
