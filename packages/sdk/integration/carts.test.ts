import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  cart,
  checkout,
  coupons,
  createClient,
  deliveryRegions,
  discountRules,
  currentCart,
  isApplicationError,
  manualTaxMappings,
  OAuthStrategy,
  orders,
  products,
  sandboxPayments,
  shippingOptions,
  taxGroups,
  taxRegions,
  taxSettings,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

const admin = () =>
  createClient({
    modules: {
      products,
      cart,
      checkout,
      coupons,
      discountRules,
      shippingOptions,
      deliveryRegions,
      taxGroups,
      taxRegions,
      manualTaxMappings,
      taxSettings,
    },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });
const shopper = () =>
  createClient({
    modules: { currentCart, products, checkout },
    auth: OAuthStrategy({ clientId: atrium.site.clientId }),
    host: atrium.host,
  });

describe('the products and cart modules against the real server', () => {
  it('lets a visitor fill their current cart from the catalogue, call for call', async () => {
    const shop = admin();
    const mug = await shop.products.createProduct({
      name: 'SDK mug',
      priceData: { price: '12.50' },
      stock: { trackInventory: true, quantity: 5 },
    });
    expect(mug).toMatchObject({ priceData: { price: '12.50', currency: 'USD' }, stock: { quantity: 5 } });
    expect(mug._createdDate).toBeInstanceOf(Date);

    const me = shopper();
    const missing = await me.currentCart.getCurrentCart().catch((e: unknown) => e);
    expect(isApplicationError(missing) && missing.code).toBe('OWNED_CART_NOT_FOUND');
    const reference = { appId: APP_ID, catalogItemId: mug._id };
    const added = await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 2, catalogReference: reference }],
    });
    const line = added.cart.lineItems[0]!;
    expect(line).toMatchObject({ quantity: 2, url: '/products/sdk-mug', lineItemPrice: { amount: '25.00' } });
    const updated = await me.currentCart.updateCurrentCartLineItemQuantity([{ id: line._id!, quantity: 4 }]);
    expect(updated.cart.lineItems[0]!.quantity).toBe(4);
    const totals = await me.currentCart.estimateCurrentCartTotals();
    expect(totals.priceSummary?.total?.amount).toBe('50.00');
    const read = await me.currentCart.getCurrentCart();
    expect(read._id).toBe(added.cart._id);
    expect(read._updatedDate).toBeInstanceOf(Date);

    // The site sees the cart by id; a quantity error names the caller's argument.
    expect((await shop.cart.getCart(read._id!))._id).toBe(read._id);
    const bad = await me.currentCart
      .updateCurrentCartLineItemQuantity([{ id: line._id!, quantity: 0 }])
      .catch((e: unknown) => e);
    expect(String(bad)).toContain('lineItems[0].quantity');
    await me.currentCart.removeLineItemsFromCurrentCart([line._id!]);
    await me.currentCart.deleteCurrentCart();
  });

  it('updates a cart by id with its contact address in the client’s names', async () => {
    const shop = admin();
    const made = await shop.cart.createCart({ cartInfo: { buyerNote: 'Leave at door' } });
    const address = {
      country: 'GB',
      city: 'London',
      addressLine1: '1 High St',
      location: { latitude: 51.5, longitude: 0 },
    };
    const changed = await shop.cart.updateCart(made._id!, {
      cartInfo: { contactInfo: { address } },
    } as never);
    expect(changed.contactInfo?.address).toMatchObject({
      addressLine1: '1 High St',
      location: { latitude: 51.5 },
    });
    expect(changed.buyerNote).toBe('Leave at door');
    await shop.cart.deleteCart(made._id!);
    const gone = await shop.cart.getCart(made._id!).catch((e: unknown) => e);
    expect(isApplicationError(gone) && gone.code).toBe('CART_NOT_FOUND');
  });

  it('makes a checkout from a cart, with its addresses in the client’s names both ways', async () => {
    const shop = admin();
    const mug = await shop.products.createProduct({ name: 'Checkout SDK mug', priceData: { price: '7.25' } });
    const me = shopper();
    const { cart: mine } = await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
    });
    const address = {
      country: 'GB',
      city: 'Leeds',
      addressLine1: '2 Park Row',
      formatted: '2 Park Row, Leeds',
    };
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'sdk@example.com',
      shippingAddress: address,
    } as never);
    const made = await me.checkout.getCheckout(checkoutId);
    expect(made).toMatchObject({
      _id: checkoutId,
      cartId: mine._id,
      buyerInfo: { email: 'sdk@example.com' },
      shippingInfo: { shippingDestination: { address } },
      priceSummary: { total: { amount: '14.50' } },
    });
    expect(made.lineItems[0]).toMatchObject({ quantity: 2, url: '/products/checkout-sdk-mug' });
    expect(made._createdDate).toBeInstanceOf(Date);
    // The site finds it from the cart, and makes the cart's checkout again: the same one.
    expect((await shop.checkout.getCheckoutByCartId(mine._id!)).checkout._id).toBe(checkoutId);
    const again = await shop.cart.createCheckout(mine._id!, { channelType: 'BACKOFFICE_MERCHANT' });
    expect(again.checkoutId).toBe(checkoutId);
    const empty = await shop.cart.createCart({});
    const refused = await shop.cart
      .createCheckout(empty._id!, { channelType: 'WEB' })
      .catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('CART_EMPTY');
  });

  it('lets a shopper edit their checkout: billing address in the client’s names, quantities, lines', async () => {
    const shop = admin();
    const mug = await shop.products.createProduct({ name: 'Edit SDK mug', priceData: { price: '5' } });
    const plate = await shop.products.createProduct({ name: 'Edit SDK plate', priceData: { price: '8' } });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [
        { quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: mug._id } },
        { quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: plate._id } },
      ],
    });
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const address = { country: 'NL', city: 'Delft', addressLine1: 'Markt 1' };
    const updated = await me.checkout.updateCheckout(checkoutId!, {
      buyerInfo: { email: 'edit@example.com' },
      billingInfo: { address } as never,
    });
    expect(updated.billingInfo?.address).toMatchObject(address);
    const [first, second] = updated.lineItems;
    const more = await me.checkout.updateLineItemsQuantity(checkoutId!, [{ id: first!._id!, quantity: 3 }]);
    expect(more.checkout.priceSummary?.subtotal?.amount).toBe('23.00');
    const fewer = await me.checkout.removeLineItems(checkoutId!, [second!._id!]);
    expect(fewer.checkout.lineItems.map((item) => item._id)).toEqual([first!._id]);
    const refused = await me.checkout
      .updateCheckout(checkoutId!, {}, { couponCode: 'NO-SUCH-CODE' })
      .catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('COUPON_DOES_NOT_EXIST');
  });

  it('makes a checkout from lines and adds to it, addresses in the client’s names', async () => {
    const shop = admin();
    const cup = await shop.products.createProduct({ name: 'Lines SDK cup', priceData: { price: '6' } });
    const me = shopper();
    const address = { country: 'NL', city: 'Delft', addressLine1: 'Markt 2' };
    const ref = { appId: APP_ID, catalogItemId: cup._id! };
    const made = await me.checkout.createCheckout({
      channelType: 'WEB',
      lineItems: [{ quantity: 1, catalogReference: ref }],
      checkoutInfo: { buyerInfo: { email: 'lines@example.com' }, billingInfo: { address } as never },
    });
    expect(made.billingInfo?.address).toMatchObject(address);
    expect(made.cartId ?? null).toBeNull();
    const added = await me.checkout.addToCheckout(made._id!, {
      lineItems: [{ quantity: 2, catalogReference: ref }],
    });
    expect(added.checkout.lineItems.map((item) => item.quantity)).toEqual([3]);
    expect(added.checkout.priceSummary?.subtotal?.amount).toBe('18.00');
    const refused = await me.checkout
      .addToCheckout(made._id!, {
        customLineItems: [{ quantity: 1, price: '0.01', productName: { original: 'Cheap' } }],
      })
      .catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('PRICE_OVERRIDE_NOT_ALLOWED');
  });

  it('places an order from a checkout, charged to a sandbox card, and reads it back', async () => {
    const shop = admin();
    const ebook = await shop.products.createProduct({
      name: 'SDK ebook',
      productType: 'DIGITAL',
      priceData: { price: '7.50' },
    });
    const me = createClient({
      modules: { currentCart, checkout, orders, sandboxPayments },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: ebook._id! } }],
    });
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'reader@example.com',
    });
    const declined = await me.checkout
      .createOrderAndCharge(checkoutId!, {
        paymentToken: (
          await me.sandboxPayments.createSandboxToken({
            number: '4000000000000002',
            expMonth: 12,
            expYear: 2030,
            cvc: '123',
          })
        ).token,
      })
      .catch((e: unknown) => e);
    expect(isApplicationError(declined) && declined.code).toBe('PAYMENT_DECLINED');
    const { token } = await me.sandboxPayments.createSandboxToken({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const { orderId } = await me.checkout.createOrderAndCharge(checkoutId!, { paymentToken: token });
    const order = await me.orders.getOrder(orderId!);
    expect(order).toMatchObject({
      _id: orderId,
      paymentStatus: 'PAID',
      priceSummary: { total: { amount: '15.00' } },
      buyerInfo: { email: 'reader@example.com' },
    });
    expect(order._createdDate).toBeInstanceOf(Date);
    expect((await me.checkout.createOrder(checkoutId!)).orderId).toBe(orderId);
    await me.checkout.markCheckoutAsCompleted(checkoutId!, { orderId });
  });

  it('lets the site make a coupon that a shopper applies to their cart', async () => {
    const shop = admin();
    const made = await shop.coupons.createCoupon({ code: 'SDK15', type: 'PERCENTAGE', percentage: 15 });
    expect(made).toMatchObject({ code: 'SDK15', status: 'ACTIVE', usageCount: 0 });
    expect(made._createdDate).toBeInstanceOf(Date);
    const found = await shop.coupons.queryCoupons().eq('code', 'SDK15').find();
    expect(found.items.map((item) => item._id)).toEqual([made._id]);
    const mug = await shop.products.createProduct({ name: 'Coupon SDK mug', priceData: { price: '20' } });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
    });
    const refused = await me.currentCart.updateCurrentCart({ couponCode: 'NOPE' }).catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('COUPON_DOES_NOT_EXIST');
    const applied = await me.currentCart.updateCurrentCart({ couponCode: 'sdk15' });
    expect(applied.appliedDiscounts).toEqual([{ coupon: { _id: made._id, code: 'SDK15' } }]);
    const totals = await me.currentCart.estimateCurrentCartTotals({ calculateShipping: false });
    expect(totals.priceSummary?.total?.amount).toBe('17.00');
    await shop.coupons.deleteCoupon(made._id!);
  });

  it('lets the site run an automatic discount that a shopper’s estimate applies, and query it both ways', async () => {
    const shop = admin();
    const made = await shop.discountRules.createDiscountRule({
      name: 'SDK two for 30',
      discounts: { values: [{ quantityBased: { configurations: [{ quantity: 2, price: '30' }] } }] },
    });
    expect(made).toMatchObject({ status: 'LIVE', active: true, usageCount: 0 });
    const built = await shop.discountRules.queryDiscountRules().eq('name', 'SDK two for 30').find();
    expect(built.items.map((item) => item._id)).toEqual([made._id]);
    const typed = await shop.discountRules.queryDiscountRules({ filter: { name: 'SDK two for 30' } });
    expect(typed.discountRules.map((item) => item._id)).toEqual([made._id]);
    const mug = await shop.products.createProduct({ name: 'Rule SDK mug', priceData: { price: '20' } });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
    });
    const totals = await me.currentCart.estimateCurrentCartTotals({ calculateShipping: false });
    expect(totals.priceSummary?.total?.amount).toBe('30.00');
    const off = await shop.discountRules.updateDiscountRule(made._id!, { active: false });
    expect(off.active).toBe(false);
    expect(
      (await me.currentCart.estimateCurrentCartTotals({ calculateShipping: false })).priceSummary?.total
        ?.amount,
    ).toBe('40.00');
    await shop.discountRules.deleteDiscountRule(made._id!);
    const gone = await shop.discountRules.getDiscountRule(made._id!).catch((e: unknown) => e);
    expect(isApplicationError(gone) && gone.code).toBe('DISCOUNT_RULE_NOT_FOUND');
  });

  it('lets the site offer shipping to a region, which a shopper’s estimate prices at their address', async () => {
    const shop = admin();
    const region = await shop.deliveryRegions.createDeliveryRegion({
      name: 'SDK Benelux',
      destinations: [{ country: 'NL' }, { country: 'BE' }],
    });
    const made = await shop.shippingOptions.createShippingOption({
      title: 'SDK courier',
      deliveryRegionIds: [region._id!],
      rates: [{ amount: '6.50' }],
    });
    expect(made.deliveryRegionIds).toEqual([region._id]);
    const page = await shop.shippingOptions.queryShippingOptions().eq('title', 'SDK courier').find();
    expect(page.items.map((item) => item._id)).toEqual([made._id]);
    const { deliveryRegions: all } = await shop.deliveryRegions.listDeliveryRegions();
    expect(all.some((entry) => entry.everywhere)).toBe(true);
    const mug = await shop.products.createProduct({
      name: 'Ship SDK mug',
      priceData: { price: '10' },
      weight: 1,
    });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
    });
    const totals = await me.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'NL', city: 'Utrecht', addressLine1: 'Oudegracht 1' },
    } as never);
    expect(totals.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: made._id,
      title: 'SDK courier',
    });
    expect(totals.priceSummary?.total?.amount).toBe('16.50');
    await shop.shippingOptions.deleteShippingOption(made._id!);
    await shop.deliveryRegions.deleteDeliveryRegion(region._id!);
  });

  it('lets the site set a rate for a region, which a shopper’s estimate charges', async () => {
    const shop = admin();
    const [physical] = (await shop.taxGroups.listDefaultTaxGroups()).taxGroups;
    const region = await shop.taxRegions.createTaxRegion({ country: 'IE' });
    const mapping = await shop.manualTaxMappings.createManualTaxMapping({
      taxGroupId: physical!._id,
      taxRegionId: region._id,
      taxRate: '0.23',
      taxName: 'VAT',
    });
    expect(mapping).toMatchObject({ taxRate: '0.23', taxRegionId: region._id });
    const found = await shop.manualTaxMappings.queryManualTaxMappings().eq('taxRegionId', region._id).find();
    expect(found.items.map((item) => item._id)).toEqual([mapping._id]);
    expect(await shop.taxSettings.getTaxSettings()).toMatchObject({ taxableAddress: 'SHIPPING' });
    const mug = await shop.products.createProduct({ name: 'Tax SDK mug', priceData: { price: '10' } });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
    });
    const totals = await me.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'IE' },
      calculateShipping: false,
    } as never);
    expect(totals.priceSummary?.tax?.amount).toBe('2.30');
    await shop.taxRegions.deleteTaxRegion(region._id!);
    const gone = await shop.manualTaxMappings.getManualTaxMapping(mapping._id!).catch((e: unknown) => e);
    expect(isApplicationError(gone) && gone.code).toBe('MANUAL_TAX_MAPPING_NOT_FOUND');
  });
});
