import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { APPROVES, CHECKOUTS, line, orderTestApp, address } from '../../test/orders.js';
import { violatedFields } from '../../test/wire.js';

const TEMPLATES = '/ecom/v1/checkout-templates';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  await admin.ok(
    await admin.send('POST', '/atrium/v1/coupons', {
      coupon: { code: 'LOCKED5', type: 'PERCENTAGE', percentage: 5 },
    }),
  );
});
afterAll(async () => atrium?.close());

describe("a template's customization on the checkouts it makes", () => {
  it('locks the coupon and takes offline payment away from the buyer, not from the site', async () => {
    const cup = await admin.create(mug({ name: 'Locked cup', priceData: { price: '40' } }));
    const { checkoutTemplate } = await admin.ok(
      await admin.send('POST', TEMPLATES, {
        checkoutTemplate: {
          lineItems: [line(cup.id)],
          couponCode: 'LOCKED5',
          customization: { lockedCoupon: true, disabledManualPayment: true },
        },
      }),
    );
    const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const { checkoutId } = await me.ok(
      await me.send('POST', `${TEMPLATES}/${checkoutTemplate.id}/create-checkout-from-template`, {
        siteId: atrium.site.siteId,
      }),
    );
    const at = `${CHECKOUTS}/${checkoutId}`;
    const { checkout } = await me.ok(await me.send('GET', at));
    expect(checkout.customSettings).toEqual({
      lockCouponCode: true,
      lockGiftCard: false,
      disabledManualPayment: true,
      disabledPolicyAgreementCheckbox: false,
    });
    expect(checkout.priceSummary.discount.amount).toBe('2.00');

    expect(code(await me.send('POST', `${at}/remove-coupon`, {}))).toBe('CHECKOUT_CODE_LOCKED');
    const swapped = await me.send('PATCH', at, { checkout: { id: checkoutId }, couponCode: 'OTHER' });
    expect(code(swapped)).toBe('CHECKOUT_CODE_LOCKED');
    const settings = await me.send('PATCH', at, {
      checkout: { id: checkoutId, customSettings: { lockCouponCode: false } },
    });
    expect(violatedFields(settings)).toEqual(['checkout.customSettings']);

    await me.ok(
      await me.send('PATCH', at, {
        checkout: { id: checkoutId, buyerInfo: { email: 'locked@example.com' } },
      }),
    );
    await me.ok(
      await me.send('PATCH', at, {
        checkout: { id: checkoutId, shippingInfo: { shippingDestination: { address } } },
      }),
    );
    expect(code(await me.send('POST', `${at}/create-order`, {}))).toBe('PAYMENT_TOKEN_REQUIRED');
    const { token } = await me.ok(
      await me.send('POST', '/atrium/v1/payments/sandbox/tokens', {
        card: { number: APPROVES, expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    );
    const paid = await me.ok(await me.send('POST', `${at}/create-order-and-charge`, { paymentToken: token }));
    expect(paid.orderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the site itself change a locked coupon', async () => {
    const cup = await admin.create(mug({ name: 'Site cup' }));
    const made = await admin.ok(
      await admin.send('POST', CHECKOUTS, {
        lineItems: [line(cup.id)],
        channelType: 'WEB',
        couponCode: 'LOCKED5',
        checkoutInfo: { customSettings: { lockCouponCode: true } },
      }),
    );
    const removed = await admin.ok(
      await admin.send('POST', `${CHECKOUTS}/${made.checkout.id}/remove-coupon`, {}),
    );
    expect(removed.checkout.appliedDiscounts).toEqual([]);
  });
});
