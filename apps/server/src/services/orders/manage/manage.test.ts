import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, visitorToken, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { address, line, ORDERS, orderTestApp, placedOrder } from '../../../test/orders.js';
import { violatedFields } from '../../../test/wire.js';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Manage cup', stock: { trackInventory: true, quantity: 50 } }));
});
afterAll(async () => atrium?.close());

const stock = async () => (await admin.get(cup.id)).stock.quantity as number;
const read = async (id: string) => (await admin.ok(await admin.send('GET', `${ORDERS}/${id}`))).order;
const setStatus = (orderId: string, status: string, as = admin) =>
  as.send('POST', `${ORDERS}/${orderId}/update-status`, { orderId, status });

describe('managing orders', () => {
  it('moves a status only as the transitions allow', async () => {
    const { orderId } = await placedOrder(atrium, [line(cup.id)]);
    expect(applicationCode(await setStatus(orderId, 'APPROVED'))).toBe('STATUS_ALREADY_SET');
    expect(applicationCode(await setStatus(orderId, 'PENDING'))).toBe('UNSUPPORTED_TRANSITION');
    const before = await stock();
    const canceled = await admin.ok(await setStatus(orderId, 'CANCELED'));
    expect(canceled.order).toMatchObject({ status: 'CANCELED' });
    expect(canceled.order.activities.map((a: { type: string }) => a.type)).toContain('ORDER_CANCELED');
    // A status move alone gives no stock back: cancelOrder with restockAllItems does.
    expect(await stock()).toBe(before);
    expect(applicationCode(await setStatus(orderId, 'APPROVED'))).toBe('UNSUPPORTED_TRANSITION');
    const body = (await setStatus(orderId, 'SHIPPED')).json();
    expect(body.details.validationError.fieldViolations[0].field).toBe('status');
  });

  it('cancels with the stock given back once and the buyer told', async () => {
    const { orderId, me } = await placedOrder(atrium, [line(cup.id, 3)]);
    const before = await stock();
    const cancel = (body: object = {}) =>
      admin.send('POST', `${ORDERS}/${orderId}/cancel`, { id: orderId, ...body });
    const { order } = await admin.ok(
      await cancel({
        restockAllItems: true,
        sendOrderCanceledEmail: true,
        customMessage: 'Sorry: <sold out>',
      }),
    );
    expect(order).toMatchObject({ status: 'CANCELED', lineItems: [{ restockQuantity: 3 }] });
    expect(await stock()).toBe(before + 3);
    expect(applicationCode(await cancel({ restockAllItems: true }))).toBe('STATUS_ALREADY_SET');
    expect(await stock()).toBe(before + 3);
    const mail = await atrium.core.mail.list(atrium.site.siteId);
    const sent = mail.find((m) => m.subject.includes(`#${order.number}`));
    expect(sent).toMatchObject({ to: 'buyer@example.com' });
    expect(sent!.html).toContain('Sorry: &lt;sold out&gt;');
    // Only the site cancels.
    const other = await placedOrder(atrium, [line(cup.id)]);
    expect(
      applicationCode(await me.send('POST', `${ORDERS}/${other.orderId}/cancel`, { id: other.orderId })),
    ).toBe('FORBIDDEN');
  });

  it('updates what the mask names, refusing derived and fixed fields', async () => {
    const { orderId } = await placedOrder(atrium, [line(cup.id)]);
    const patch = (order: object, fieldMask?: string) =>
      admin.send('PATCH', `${ORDERS}/${orderId}`, { order: { id: orderId, ...order }, fieldMask });
    const { order } = await admin.ok(
      await patch(
        {
          buyerNote: 'Ring twice',
          recipientInfo: { address: { ...address, city: 'Leeds' } },
          archived: true,
          buyerInfo: { email: 'new@example.com' },
        },
        'buyerNote,recipientInfo,archived,buyerInfo',
      ),
    );
    expect(order).toMatchObject({
      buyerNote: 'Ring twice',
      archived: true,
      recipientInfo: { address: { city: 'Leeds' } },
      buyerInfo: { email: 'new@example.com' },
      priceSummary: { total: { amount: '17.50' } },
    });
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual([
      'ORDER_PLACED',
      'EMAIL_EDITED',
      'SHIPPING_ADDRESS_EDITED',
    ]);
    for (const [body, field] of [
      [{ paymentStatus: 'PAID' }, 'order.paymentStatus'],
      [{ status: 'CANCELED' }, 'order.status'],
      [{ buyerNote: 'x'.repeat(1001) }, 'order.buyerNote'],
      [{ buyerNote: 'a\u0000b' }, 'order.buyerNote'],
      [{ archived: 'yes' }, 'order.archived'],
    ] as const) {
      const answer = await patch(body);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    expect((await patch({ buyerNote: 'x' }, 'lineItems')).statusCode).toBe(400);
    expect((await read(orderId)).paymentStatus).toBe('NOT_PAID');
    const missing = crypto.randomUUID();
    expect(
      applicationCode(
        await admin.send('PATCH', `${ORDERS}/${missing}`, { order: { id: missing, buyerNote: 'x' } }),
      ),
    ).toBe('ORDER_NOT_FOUND');
  });

  it('updates a line’s name and handling, never its quantity or price', async () => {
    const { orderId } = await placedOrder(atrium, [line(cup.id, 2)]);
    const lineId = (await read(orderId)).lineItems[0].id;
    const patch = (lineItem: object, fieldMask?: string) =>
      admin.send('PATCH', `${ORDERS}/${orderId}/line-item/${lineId}`, {
        id: orderId,
        lineItem: { id: lineId, ...lineItem },
        fieldMask,
      });
    const fulfiller = crypto.randomUUID();
    const { order } = await admin.ok(
      await patch(
        { productName: { original: 'Engraved cup' }, fulfillerId: fulfiller, descriptionLines: [] },
        'productName,fulfillerId,descriptionLines',
      ),
    );
    expect(order.lineItems[0]).toMatchObject({
      productName: { original: 'Engraved cup' },
      fulfillerId: fulfiller,
      quantity: 2,
      totalPriceAfterTax: { amount: '25.00' },
    });
    for (const [body, field] of [
      [{ quantity: 5 }, 'lineItem.quantity'],
      [{ price: { amount: '0.01' } }, 'lineItem.price'],
      [{ productName: { original: 'x'.repeat(300) } }, 'lineItem.productName.original'],
      [{ fulfillerId: 'nope' }, 'lineItem.fulfillerId'],
    ] as const) {
      const answer = await patch(body);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    const missing = crypto.randomUUID();
    expect(
      applicationCode(
        await admin.send('PATCH', `${ORDERS}/${orderId}/line-item/${missing}`, {
          id: orderId,
          lineItem: { id: missing, fulfillerId: fulfiller },
        }),
      ),
    ).toBe('LINE_ITEM_NOT_FOUND');
    expect((await read(orderId)).priceSummary.total.amount).toBe('30.00');
  });

  it('searches the site’s orders, and a buyer only their own', async () => {
    const mine = await placedOrder(atrium, [line(cup.id, 2)]);
    const theirs = await placedOrder(atrium, [line(cup.id)]);
    const search = (body: object, as = admin) => as.send('POST', `${ORDERS}/search`, body);
    const all = await admin.ok(await search({ search: { cursorPaging: { limit: 100 } } }));
    const ids = all.orders.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([mine.orderId, theirs.orderId]));
    const numbers = all.orders.map((o: { number: string }) => Number(o.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const own = await mine.me.ok(await search({ search: {} }, mine.me));
    expect(own.orders.map((o: { id: string }) => o.id)).toEqual([mine.orderId]);
    const filtered = await admin.ok(
      await search({ search: { filter: { number: { $eq: Number((await read(theirs.orderId)).number) } } } }),
    );
    expect(filtered.orders.map((o: { id: string }) => o.id)).toEqual([theirs.orderId]);
    const page = await admin.ok(await search({ search: { cursorPaging: { limit: 1 } } }));
    expect(page.metadata).toMatchObject({ count: 1, hasNext: true });
    const next = await admin.ok(
      await search({ search: { cursorPaging: { cursor: page.metadata.cursors.next } } }),
    );
    expect(next.orders[0].id).not.toBe(page.orders[0].id);
    const unknown = await search({ search: { filter: { secret: 'x' } } });
    expect(unknown.statusCode).toBe(400);
    expect(violatedFields(unknown)[0]).toContain('search.filter');
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    expect(applicationCode(await search({}, limited))).toBe('MISSING_PERMISSION');
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect((await stranger.ok(await search({}, stranger))).orders).toEqual([]);
  });
});
