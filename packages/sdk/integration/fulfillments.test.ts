import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  checkout,
  createClient,
  currentCart,
  isApplicationError,
  OAuthStrategy,
  orderFulfillments,
  orders,
  products,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

describe('order fulfillments against the real server', () => {
  it('fulfils, lists, updates and deletes through the SDK', async () => {
    const site = createClient({
      modules: { products, orders, orderFulfillments },
      auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
      host: atrium.host,
    });
    const ebook = await site.products.createProduct({
      name: 'SDK e-book',
      productType: 'DIGITAL',
      priceData: { price: '8' },
    });
    const me = createClient({
      modules: { currentCart, checkout, orderFulfillments },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 3, catalogReference: { appId: APP_ID, catalogItemId: ebook._id! } }],
    });
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'reader@example.com',
    });
    const { orderId } = await me.checkout.createOrder(checkoutId!);
    const lineId = (await site.orders.getOrder(orderId!)).lineItems![0]!._id!;

    const made = await site.orderFulfillments.createFulfillment(orderId!, {
      lineItems: [{ _id: lineId, quantity: 2 }],
      trackingInfo: { trackingNumber: 'SDK-1', shippingProvider: 'Parcel Co' },
    });
    expect(made.orderWithFulfillments?.fulfillments?.[0]).toMatchObject({
      _id: made.fulfillmentId,
      _createdDate: expect.any(Date),
      lineItems: [{ _id: lineId, quantity: 2 }],
      trackingInfo: { trackingNumber: 'SDK-1' },
    });
    expect((await site.orders.getOrder(orderId!)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');

    const updated = await site.orderFulfillments.updateFulfillment(
      { orderId: orderId!, fulfillmentId: made.fulfillmentId! },
      { fulfillment: { trackingInfo: { trackingLink: 'https://track.example.com/SDK-1' }, completed: true } },
    );
    expect(updated.fulfillments?.[0]).toMatchObject({
      trackingInfo: {
        trackingNumber: 'SDK-1',
        shippingProvider: 'Parcel Co',
        trackingLink: 'https://track.example.com/SDK-1',
      },
      completed: true,
    });

    const tooMany = await site.orderFulfillments
      .createFulfillment(orderId!, { lineItems: [{ _id: lineId, quantity: 2 }] })
      .catch((e: unknown) => e);
    expect(isApplicationError(tooMany) && tooMany.code).toBe('FULFILLMENT_QUANTITY_EXCEEDED');

    const bulk = await site.orderFulfillments.bulkCreateFulfillments([
      { orderId: orderId!, fulfillments: [{}] },
    ]);
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect(bulk.results?.[0]?.item?.fulfillments).toHaveLength(2);
    expect((await site.orders.getOrder(orderId!)).fulfillmentStatus).toBe('FULFILLED');

    const one = await site.orderFulfillments.listFulfillmentsForSingleOrder(orderId!);
    expect(one.orderWithFulfillments?.fulfillments?.map((f) => f._id)).toEqual([
      made.fulfillmentId,
      bulk.results![0]!.item!.fulfillments![1]!._id,
    ]);
    const many = await site.orderFulfillments.listFulfillmentsForMultipleOrders([orderId!]);
    expect(many.ordersWithFulfillments?.[0]?.orderId).toBe(orderId);

    const deleted = await site.orderFulfillments.deleteFulfillment({
      orderId: orderId!,
      fulfillmentId: made.fulfillmentId!,
    });
    expect(deleted.orderWithFulfillments?.fulfillments).toHaveLength(1);
    expect((await site.orders.getOrder(orderId!)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');

    // A visitor's client cannot call the site's methods at all.
    await expect(me.orderFulfillments.listFulfillmentsForSingleOrder(orderId!)).rejects.toThrow();
  });
});
