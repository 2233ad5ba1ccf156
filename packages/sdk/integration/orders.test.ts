import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApplicationError, orders, products } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { APP_ID, siteClient, visitorOrder } from './shopper.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

const site = () => siteClient(atrium, { products, orders });
const placed = (productId: string) => visitorOrder(atrium, productId, 'notes@example.com');

describe('the orders module: activities and tags, against the real server', () => {
  it("writes comments and custom activities on an order's timeline, and tags orders", async () => {
    const shop = site();
    const ebook = await shop.products.createProduct({
      name: 'SDK notes ebook',
      productType: 'DIGITAL',
      priceData: { price: '3' },
    });
    const { me, orderId } = await placed(ebook._id!);

    const added = await shop.orders.addActivity(orderId, { merchantComment: { message: 'Gift wrap it' } });
    expect(added.activityId).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.order._id).toBe(orderId);
    expect(added.order._updatedDate).toBeInstanceOf(Date);
    const comment = added.order.activities!.at(-1)!;
    expect(comment).toMatchObject({ _id: added.activityId, merchantComment: { message: 'Gift wrap it' } });
    expect(comment._createdDate).toBeInstanceOf(Date);

    const many = await shop.orders.addActivities(orderId, {
      orderActivities: [
        { merchantComment: { message: 'Wrapped' } },
        { customActivity: { appId: APP_ID, type: 'LABEL_PRINTED', additionalData: { carrier: 'DHL' } } },
      ],
    });
    expect(many.activityIds).toHaveLength(2);
    expect(many.order.activities!.map((a) => a.merchantComment?.message ?? a.type)).toEqual([
      'ORDER_PLACED',
      'Gift wrap it',
      'Wrapped',
      'CUSTOM_ACTIVITY',
    ]);

    const updated = await shop.orders.updateActivity(
      { _id: orderId, activityId: added.activityId! },
      { merchantComment: { message: 'Gift wrap it in red' } },
    );
    expect(updated.order.activities![1]!.merchantComment?.message).toBe('Gift wrap it in red');
    const deleted = await shop.orders.deleteActivity({ _id: orderId, activityId: many.activityIds![0]! });
    expect(deleted.order.activities!.map((a) => a._id)).not.toContain(many.activityIds![0]);

    const placedId = deleted.order.activities![0]!._id!;
    const refused = await shop.orders
      .deleteActivity({ _id: orderId, activityId: placedId })
      .catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('ACTIVITY_NOT_EDITABLE');
    const missing = await shop.orders
      .updateActivity({ _id: orderId, activityId: randomUUID() }, { merchantComment: { message: 'x' } })
      .catch((e: unknown) => e);
    expect(isApplicationError(missing) && missing.code).toBe('ACTIVITY_NOT_FOUND');
    // A buyer's client has no elevated strategy: refused before anything travels.
    await expect(
      me.orders.addActivity(orderId, { merchantComment: { message: 'From the buyer' } }),
    ).rejects.toThrow();

    const [vip, gift, unknown] = [randomUUID(), randomUUID(), randomUUID()];
    const tagged = await shop.orders.bulkUpdateOrderTags([orderId, unknown], {
      assignTags: { tags: { tagIds: [vip] }, privateTags: { tagIds: [gift] } },
    });
    expect(tagged.results.map((r) => [r.itemMetadata._id, r.itemMetadata.success])).toEqual([
      [orderId, true],
      [unknown, false],
    ]);
    expect(tagged.results[1]!.itemMetadata.error?.code).toBe('ORDER_NOT_FOUND');
    expect(tagged.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    await shop.orders.bulkUpdateOrderTags([orderId], { unassignTags: { privateTags: { tagIds: [gift] } } });
    const order = await shop.orders.getOrder(orderId);
    expect(order.tags).toEqual({ tags: { tagIds: [vip] }, privateTags: { tagIds: [] } });
  });

  it('searches, updates, moves and cancels orders', async () => {
    const shop = site();
    const ebook = await shop.products.createProduct({
      name: 'SDK managed ebook',
      productType: 'DIGITAL',
      priceData: { price: '4' },
    });
    const { me, orderId } = await placed(ebook._id!);
    const found = await shop.orders.searchOrders({ filter: { checkoutId: { $exists: true } } });
    expect(found.orders.map((order) => order._id)).toContain(orderId);
    const own = await me.orders.searchOrders();
    expect(own.orders.map((order) => order._id)).toEqual([orderId]);
    const updated = await shop.orders.updateOrder(orderId, { buyerNote: 'Leave at reception' });
    expect(updated.buyerNote).toBe('Leave at reception');
    const lineItemId = updated.lineItems[0]!._id!;
    const renamed = await shop.orders.updateOrderLineItem(
      { _id: orderId, lineItemId },
      { productName: { original: 'Managed ebook, signed' } },
    );
    expect(renamed.order.lineItems[0]?.productName?.original).toBe('Managed ebook, signed');
    const refused = await shop.orders.updateOrderStatus(orderId, 'APPROVED').catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('STATUS_ALREADY_SET');
    const { order } = await shop.orders.cancelOrder(orderId, { restockAllItems: true });
    expect(order.status).toBe('CANCELED');
    const bulk = await shop.orders.bulkUpdateOrders(
      [{ order: { _id: orderId, archived: true } }, { order: { _id: randomUUID(), archived: true } }],
      { returnEntity: true },
    );
    expect(bulk.results.map((r) => r.itemMetadata?.success)).toEqual([true, false]);
    expect(bulk.results[0]?.item?.archived).toBe(true);
  });

  it('creates and imports orders, deletes imported ones and sets the number counter', async () => {
    const shop = site();
    const made = await shop.orders.createOrder(
      {
        lineItems: [
          { productName: { original: 'SDK phone order' }, quantity: 3, price: { amount: '10.00' } },
        ],
        appliedDiscounts: [{ merchantDiscount: { amount: { amount: '2.50' } } }],
        shippingInfo: { title: 'Courier', cost: { price: { amount: '4.99' } } },
        taxInfo: { totalTax: { amount: '1.20' } },
      },
      { settings: { notifications: { sendNotificationToBuyer: false } } },
    );
    expect(made._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made._createdDate).toBeInstanceOf(Date);
    expect(made.priceSummary.total?.amount).toBe('33.69');
    expect(made.paymentStatus).toBe('NOT_PAID');
    const refused = await shop.orders
      .createOrder({
        lineItems: [{ productName: { original: 'x' }, quantity: 1, price: { amount: '1.001' } }],
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ details: { validationError: expect.anything() } });

    const number = String(900_000 + Math.floor(Math.random() * 90_000));
    const { order: imported } = await shop.orders.importOrder({
      number,
      _createdDate: new Date('2022-01-02T03:04:05.000Z'),
      lineItems: [{ productName: { original: 'SDK imported' }, quantity: 1, price: { amount: '7.00' } }],
      priceSummary: { total: { amount: '7.00' } },
      paymentStatus: 'PAID',
    });
    expect(imported).toMatchObject({ number, imported: true, paymentStatus: 'PAID' });
    expect(imported._createdDate?.toISOString()).toBe('2022-01-02T03:04:05.000Z');
    const taken = await shop.orders
      .importOrder({
        number,
        lineItems: [{ productName: { original: 'Again' }, quantity: 1, price: { amount: '1' } }],
      })
      .catch((e: unknown) => e);
    expect(isApplicationError(taken) && taken.code).toBe('ORDER_NUMBER_TAKEN');

    // The import moved the counter past its number; lowering it below an existing order is refused.
    const next = await shop.orders.createOrder({
      lineItems: [{ productName: { original: 'After import' }, quantity: 1, price: { amount: '1' } }],
    });
    expect(Number(next.number)).toBe(Number(number) + 1);
    const lowered = await shop.orders
      .setOrderNumberCounter(number, { allowLowerCounter: true })
      .catch((e: unknown) => e);
    expect(isApplicationError(lowered) && lowered.code).toBe('ORDER_COUNTER_BELOW_EXISTING_ORDER');
    const raised = await shop.orders.setOrderNumberCounter(String(Number(number) + 100));
    expect(raised).toEqual({ oldCounter: next.number, newCounter: String(Number(number) + 100) });

    const { jobId } = await shop.orders.bulkDeleteImportedOrders([imported._id!, next._id!]);
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await shop.orders.getOrder(next._id!))._id).toBe(next._id);
    const gone = await shop.orders.getOrder(imported._id!).catch((e: unknown) => e);
    expect(isApplicationError(gone) && gone.code).toBe('ORDER_NOT_FOUND');
  });
});
