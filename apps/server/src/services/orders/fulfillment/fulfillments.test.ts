import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, visitorToken, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { line, ORDERS, orderTestApp, placedOrder } from '../../../test/orders.js';
import { outboxEvents, violatedFields, wireError } from '../../../test/wire.js';

const F = '/ecom/v1/fulfillments';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };
let plate: { id: string };

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  const stock = { trackInventory: true, quantity: 10_000 };
  cup = await admin.create(mug({ name: 'Fulfilment cup', stock }));
  plate = await admin.create(mug({ name: 'Fulfilment plate', stock }));
});
afterAll(async () => atrium?.close());

type Api = ReturnType<typeof productsApi>;
interface Fulfilment {
  id: string;
  lineItems: Array<{ id: string; quantity: number }>;
  trackingInfo?: Record<string, string>;
  customInfo?: { fieldsData: Record<string, string> };
  status?: string | null;
  completed?: boolean | null;
}

const read = async (id: string) => (await admin.ok(await admin.send('GET', `${ORDERS}/${id}`))).order;
const create = (orderId: string, fulfillment: object, as: Api = admin) =>
  as.send('POST', `${F}/orders/${orderId}/create-fulfillment`, { orderId, fulfillment });
const update = (
  orderId: string,
  { fulfillmentId, fulfillment }: { fulfillmentId: string; fulfillment: object },
  as: Api = admin,
) => as.send('PATCH', `${F}/${fulfillmentId}/orders/${orderId}`, { fulfillment });
const remove = (orderId: string, fulfillmentId: string, as: Api = admin) =>
  as.send('DELETE', `${F}/${fulfillmentId}/orders/${orderId}`);
const listed = async (orderId: string): Promise<Fulfilment[]> =>
  (await admin.ok(await admin.send('GET', `${F}/orders/${orderId}`))).orderWithFulfillments.fulfillments;
const types = (order: { activities: Array<{ type: string }> }) => order.activities.map((a) => a.type);
const count = (list: string[], type: string) => list.filter((t) => t === type).length;

async function revisionOf(orderId: string) {
  const result = await atrium.database.executeSql('select revision from orders where id = $1', [orderId]);
  return Number((result.rows[0] as { revision: number | string }).revision);
}

/** An order of these lines, and its line ids in the same order. */
async function orderOf(...lines: object[]) {
  const placed = await placedOrder(atrium, lines);
  const order = await read(placed.orderId);
  return { ...placed, lineIds: order.lineItems.map((l: { id: string }) => l.id) as string[] };
}

describe('order fulfillments', () => {
  it('fulfils part, then the rest, moving the status with its timeline, revision and events', async () => {
    const { orderId, lineIds } = await orderOf(line(cup.id, 3), line(plate.id, 2));
    const [cupLine, plateLine] = lineIds as [string, string];
    const revision = await revisionOf(orderId);
    const tracking = {
      trackingNumber: 'TN-1',
      shippingProvider: 'Parcel Co',
      trackingLink: 'https://track.example.com/TN-1',
    };
    const first = await admin.ok(
      await create(orderId, { lineItems: [{ id: cupLine, quantity: 2 }], trackingInfo: tracking }),
    );
    expect(first.fulfillmentId).toEqual(expect.any(String));
    expect(first.orderWithFulfillments).toEqual({
      orderId,
      fulfillments: [
        {
          id: first.fulfillmentId,
          createdDate: expect.any(String),
          lineItems: [{ id: cupLine, quantity: 2 }],
          trackingInfo: tracking,
          status: null,
          completed: null,
        },
      ],
    });
    let order = await read(orderId);
    expect(order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(types(order)).toEqual(expect.arrayContaining(['TRACKING_NUMBER_ADDED', 'TRACKING_LINK_ADDED']));
    expect(types(order)).not.toContain('ORDER_FULFILLED');
    expect(await revisionOf(orderId)).toBe(revision + 1);

    // No line items: what is left of every line ships.
    const rest = await admin.ok(
      await create(orderId, { customInfo: { fieldsData: { courier: 'Bike' } }, status: 'Handed over' }),
    );
    expect(rest.orderWithFulfillments.fulfillments[1]).toMatchObject({
      id: rest.fulfillmentId,
      lineItems: [
        { id: cupLine, quantity: 1 },
        { id: plateLine, quantity: 2 },
      ],
      customInfo: { fieldsData: { courier: 'Bike' } },
      status: 'Handed over',
    });
    expect(rest.orderWithFulfillments.fulfillments[1].trackingInfo).toBeUndefined();
    order = await read(orderId);
    expect(order.fulfillmentStatus).toBe('FULFILLED');
    expect(count(types(order), 'ORDER_FULFILLED')).toBe(1);
    expect(count(types(order), 'TRACKING_NUMBER_ADDED')).toBe(1);
    expect(await revisionOf(orderId)).toBe(revision + 2);

    const none = await create(orderId, {});
    wireError(none, 409);
    expect(none.json().details.applicationError).toMatchObject({
      code: 'FULFILLMENT_QUANTITY_EXCEEDED',
      data: { remaining: 0 },
    });
    expect((await listed(orderId)).map((f) => f.id)).toEqual([first.fulfillmentId, rest.fulfillmentId]);
    const many = await admin.ok(
      await admin.send('POST', `${F}/list-by-ids`, { orderIds: [orderId, crypto.randomUUID()] }),
    );
    expect(many.ordersWithFulfillments.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    expect(many.ordersWithFulfillments[0].fulfillments).toHaveLength(2);
    const events = (await outboxEvents(atrium)).filter(
      (e) => e.type === 'order.fulfillments_updated' && e.entityId === orderId,
    );
    expect(events.map((e) => [e.data.previousFulfillmentStatus, e.data.fulfillmentStatus])).toEqual([
      ['NOT_FULFILLED', 'PARTIALLY_FULFILLED'],
      ['PARTIALLY_FULFILLED', 'FULFILLED'],
    ]);
    expect(events[1]!.data).toMatchObject({ orderId, fulfillments: [{}, {}] });
  });

  it('refuses more of a line than is left, saying how many are left, and lines the order lacks', async () => {
    const { orderId, lineIds } = await orderOf(line(cup.id, 3));
    const cupLine = lineIds[0]!;
    const tooMany = await create(orderId, { lineItems: [{ id: cupLine, quantity: 4 }] });
    wireError(tooMany, 409);
    expect(tooMany.json().details.applicationError).toMatchObject({
      code: 'FULFILLMENT_QUANTITY_EXCEEDED',
      data: { lineItemId: cupLine, requested: 4, remaining: 3 },
    });
    await admin.ok(await create(orderId, { lineItems: [{ id: cupLine, quantity: 2 }] }));
    const over = await create(orderId, { lineItems: [{ id: cupLine, quantity: 2 }] });
    expect(over.json().details.applicationError).toMatchObject({
      code: 'FULFILLMENT_QUANTITY_EXCEEDED',
      data: { remaining: 1 },
    });
    expect(over.json().message).toContain('1 left');
    expect(
      applicationCode(await create(orderId, { lineItems: [{ id: crypto.randomUUID(), quantity: 1 }] })),
    ).toBe('LINE_ITEM_NOT_FOUND');
    // A line of another order is not a line of this one.
    const other = await orderOf(line(cup.id));
    expect(applicationCode(await create(orderId, { lineItems: [{ id: other.lineIds[0] }] }))).toBe(
      'LINE_ITEM_NOT_FOUND',
    );
    expect(await listed(orderId)).toHaveLength(1);
    // No quantity: what is left of the line.
    const left = await admin.ok(await create(orderId, { lineItems: [{ id: cupLine }] }));
    expect(left.orderWithFulfillments.fulfillments[1].lineItems).toEqual([{ id: cupLine, quantity: 1 }]);
    expect((await read(orderId)).fulfillmentStatus).toBe('FULFILLED');
  });

  it('never over-fulfils a line when asked at once many times', async () => {
    const { orderId, lineIds } = await orderOf(line(cup.id, 5));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(orderId, { lineItems: [{ id: lineIds[0], quantity: 2 }] })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(applicationCode(refused)).toBe('FULFILLMENT_QUANTITY_EXCEEDED');
    const whole = await orderOf(line(cup.id, 2), line(plate.id, 1));
    const all = await Promise.all(Array.from({ length: 6 }, () => create(whole.orderId, {})));
    expect(all.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const shipped = (await listed(whole.orderId)).flatMap((f) => f.lineItems);
    expect(shipped).toEqual([
      { id: whole.lineIds[0], quantity: 2 },
      { id: whole.lineIds[1], quantity: 1 },
    ]);
    expect((await listed(orderId)).flatMap((f) => f.lineItems.map((i) => i.quantity))).toEqual([2, 2]);
    expect(count(types(await read(whole.orderId)), 'ORDER_FULFILLED')).toBe(1);
  });

  it('updates tracking field by field, with its timeline, and never a fulfillment’s lines', async () => {
    const { orderId, lineIds } = await orderOf(line(cup.id, 2));
    const made = await admin.ok(
      await create(orderId, {
        lineItems: [{ id: lineIds[0], quantity: 1 }],
        customInfo: { fieldsData: { note: 'x' } },
      }),
    );
    const id = made.fulfillmentId as string;
    const revision = await revisionOf(orderId);
    const first = await admin.ok(
      await update(orderId, { fulfillmentId: id, fulfillment: { trackingInfo: { trackingNumber: 'A-1' } } }),
    );
    expect(first.orderWithFulfillments.fulfillments[0]).toMatchObject({
      trackingInfo: { trackingNumber: 'A-1' },
    });
    expect(first.orderWithFulfillments.fulfillments[0].customInfo).toBeUndefined();
    await admin.ok(
      await update(orderId, {
        fulfillmentId: id,
        fulfillment: { trackingInfo: { shippingProvider: 'Parcel Co' } },
      }),
    );
    const second = await admin.ok(
      await update(orderId, {
        fulfillmentId: id,
        fulfillment: {
          trackingInfo: { trackingNumber: 'A-2', trackingLink: 'https://track.example.com/A-2' },
          status: 'In transit',
          completed: true,
        },
      }),
    );
    expect(second.orderWithFulfillments.fulfillments[0]).toMatchObject({
      lineItems: [{ id: lineIds[0], quantity: 1 }],
      trackingInfo: {
        trackingNumber: 'A-2',
        shippingProvider: 'Parcel Co',
        trackingLink: 'https://track.example.com/A-2',
      },
      status: 'In transit',
      completed: true,
    });
    // Null removes a field; sending back its own lines is no change.
    const third = await admin.ok(
      await update(orderId, {
        fulfillmentId: id,
        fulfillment: {
          trackingInfo: { shippingProvider: null },
          lineItems: [{ id: lineIds[0], quantity: 1 }],
          status: null,
        },
      }),
    );
    expect(third.orderWithFulfillments.fulfillments[0]).toMatchObject({
      trackingInfo: { trackingNumber: 'A-2', trackingLink: 'https://track.example.com/A-2' },
      status: null,
      completed: true,
    });
    expect(third.orderWithFulfillments.fulfillments[0].trackingInfo.shippingProvider).toBeUndefined();
    const timeline = types(await read(orderId));
    expect(count(timeline, 'TRACKING_NUMBER_ADDED')).toBe(1);
    expect(count(timeline, 'TRACKING_NUMBER_EDITED')).toBe(1);
    expect(count(timeline, 'TRACKING_LINK_ADDED')).toBe(1);
    expect(await revisionOf(orderId)).toBe(revision + 4);
    const changedLines = await update(orderId, {
      fulfillmentId: id,
      fulfillment: { lineItems: [{ id: lineIds[0], quantity: 2 }] },
    });
    expect(violatedFields(changedLines)).toEqual(['fulfillment.lineItems']);
    expect(
      applicationCode(
        await update(orderId, { fulfillmentId: crypto.randomUUID(), fulfillment: { status: 'x' } }),
      ),
    ).toBe('FULFILLMENT_NOT_FOUND');
    // A fulfillment of another order of the site is not this order's.
    const other = await orderOf(line(cup.id));
    expect(
      applicationCode(await update(other.orderId, { fulfillmentId: id, fulfillment: { status: 'x' } })),
    ).toBe('FULFILLMENT_NOT_FOUND');
    expect(applicationCode(await remove(other.orderId, id))).toBe('FULFILLMENT_NOT_FOUND');
    expect(await listed(orderId)).toHaveLength(1);
  });

  it('deletes a fulfillment, taking the order back to not fulfilled', async () => {
    const { orderId, lineIds } = await orderOf(line(cup.id, 2));
    const part = await admin.ok(await create(orderId, { lineItems: [{ id: lineIds[0], quantity: 1 }] }));
    const rest = await admin.ok(await create(orderId, {}));
    expect((await read(orderId)).fulfillmentStatus).toBe('FULFILLED');
    const afterOne = await admin.ok(await remove(orderId, rest.fulfillmentId));
    expect(afterOne.orderWithFulfillments.fulfillments.map((f: Fulfilment) => f.id)).toEqual([
      part.fulfillmentId,
    ]);
    let order = await read(orderId);
    expect(order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(count(types(order), 'ORDER_NOT_FULFILLED')).toBe(1);
    await admin.ok(await remove(orderId, part.fulfillmentId));
    order = await read(orderId);
    expect(order.fulfillmentStatus).toBe('NOT_FULFILLED');
    // Only leaving FULFILLED is written down.
    expect(count(types(order), 'ORDER_NOT_FULFILLED')).toBe(1);
    expect(applicationCode(await remove(orderId, part.fulfillmentId))).toBe('FULFILLMENT_NOT_FOUND');
    // What was deleted may ship again.
    await admin.ok(await create(orderId, {}));
    expect((await read(orderId)).fulfillmentStatus).toBe('FULFILLED');
    const events = (await outboxEvents(atrium)).filter(
      (e) => e.type === 'order.fulfillments_updated' && e.entityId === orderId,
    );
    expect(events).toHaveLength(5);
  });

  it('refuses new fulfillments of a canceled order, and creates in bulk each order on its own', async () => {
    const canceled = await orderOf(line(cup.id));
    const made = await admin.ok(await create(canceled.orderId, { lineItems: [{ id: canceled.lineIds[0] }] }));
    await admin.ok(
      await admin.send('POST', `${ORDERS}/${canceled.orderId}/cancel`, { id: canceled.orderId }),
    );
    await admin.ok(await remove(canceled.orderId, made.fulfillmentId));
    const refused = await create(canceled.orderId, {});
    wireError(refused, 409);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'ORDER_NOT_FULFILLABLE',
      data: { status: 'CANCELED' },
    });
    expect(refused.json().message).toContain('CANCELED');

    const good = await orderOf(line(cup.id, 2), line(plate.id));
    const bad = await orderOf(line(cup.id, 2));
    const missing = crypto.randomUUID();
    const bulk = await admin.ok(
      await admin.send('POST', `${F}/orders/bulk/create-fulfillments`, {
        ordersWithFulfillments: [
          {
            orderId: good.orderId,
            fulfillments: [
              { lineItems: [{ id: good.lineIds[0], quantity: 1 }], trackingInfo: { trackingNumber: 'B-1' } },
              { lineItems: [{ id: good.lineIds[0] }, { id: good.lineIds[1] }] },
            ],
          },
          // Together these ask 3 of a line of 2: neither is made.
          {
            orderId: bad.orderId,
            fulfillments: [
              { lineItems: [{ id: bad.lineIds[0], quantity: 2 }] },
              { lineItems: [{ id: bad.lineIds[0], quantity: 1 }] },
            ],
          },
          { orderId: canceled.orderId, fulfillments: [{}] },
          { orderId: missing, fulfillments: [{}] },
        ],
      }),
    );
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 3, undetailedFailures: 0 });
    expect(bulk.results.map((r: { itemMetadata: object }) => r.itemMetadata)).toEqual([
      { id: good.orderId, originalIndex: 0, success: true },
      expect.objectContaining({
        id: bad.orderId,
        success: false,
        error: expect.objectContaining({ code: 'FULFILLMENT_QUANTITY_EXCEEDED' }),
      }),
      expect.objectContaining({
        id: canceled.orderId,
        error: expect.objectContaining({ code: 'ORDER_NOT_FULFILLABLE' }),
      }),
      expect.objectContaining({ id: missing, error: expect.objectContaining({ code: 'ORDER_NOT_FOUND' }) }),
    ]);
    expect(bulk.results[0].item.fulfillments).toHaveLength(2);
    expect(bulk.results[0].item.fulfillments[1].lineItems).toEqual([
      { id: good.lineIds[0], quantity: 1 },
      { id: good.lineIds[1], quantity: 1 },
    ]);
    expect((await read(good.orderId)).fulfillmentStatus).toBe('FULFILLED');
    expect(await listed(bad.orderId)).toEqual([]);
    expect((await read(bad.orderId)).fulfillmentStatus).toBe('NOT_FULFILLED');
  });

  it('is the site’s alone: visitors, keys without the permission and other sites are refused', async () => {
    const { orderId, lineIds, me } = await orderOf(line(cup.id, 2));
    const made = await admin.ok(await create(orderId, { lineItems: [{ id: lineIds[0], quantity: 1 }] }));
    const id = made.fulfillmentId as string;
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    for (const [who, expected] of [
      [me, 'FORBIDDEN'],
      [stranger, 'FORBIDDEN'],
      [limited, 'MISSING_PERMISSION'],
    ] as const) {
      expect(applicationCode(await who.send('GET', `${F}/orders/${orderId}`)), expected).toBe(expected);
      expect(applicationCode(await create(orderId, {}, who))).toBe(expected);
      expect(
        applicationCode(await update(orderId, { fulfillmentId: id, fulfillment: { status: 'x' } }, who)),
      ).toBe(expected);
      expect(applicationCode(await remove(orderId, id, who))).toBe(expected);
      expect(applicationCode(await who.send('POST', `${F}/list-by-ids`, { orderIds: [orderId] }))).toBe(
        expected,
      );
    }
    const elsewhere = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const other = productsApi(atrium, (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key);
    expect(applicationCode(await other.send('GET', `${F}/orders/${orderId}`))).toBe('ORDER_NOT_FOUND');
    expect(applicationCode(await create(orderId, {}, other))).toBe('ORDER_NOT_FOUND');
    expect(
      applicationCode(await update(orderId, { fulfillmentId: id, fulfillment: { status: 'x' } }, other)),
    ).toBe('ORDER_NOT_FOUND');
    expect(applicationCode(await remove(orderId, id, other))).toBe('ORDER_NOT_FOUND');
    expect(
      (await other.ok(await other.send('POST', `${F}/list-by-ids`, { orderIds: [orderId] })))
        .ordersWithFulfillments,
    ).toEqual([]);
    expect(await listed(orderId)).toEqual([made.orderWithFulfillments.fulfillments[0]]);
    expect((await read(orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const { orderId, lineIds } = await orderOf(line(cup.id, 2));
    const cupLine = lineIds[0]!;
    const revision = await revisionOf(orderId);
    const fields = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v']));
    for (const [fulfillment, field] of [
      [undefined, 'fulfillment'],
      ['ship it', 'fulfillment'],
      [{ lineItems: 'all' }, 'fulfillment.lineItems'],
      [{ lineItems: [{ id: 'nope' }] }, 'fulfillment.lineItems[0].id'],
      [{ lineItems: [{ quantity: 1 }] }, 'fulfillment.lineItems[0].id'],
      [{ lineItems: [{ id: cupLine, quantity: 'two' }] }, 'fulfillment.lineItems[0].quantity'],
      [{ lineItems: [{ id: cupLine, quantity: 0 }] }, 'fulfillment.lineItems[0].quantity'],
      [{ lineItems: [{ id: cupLine, quantity: 1.5 }] }, 'fulfillment.lineItems[0].quantity'],
      [{ lineItems: [{ id: cupLine }, { id: cupLine }] }, 'fulfillment.lineItems[1].id'],
      [{ lineItems: Array.from({ length: 301 }, () => ({ id: cupLine })) }, 'fulfillment.lineItems'],
      [{ trackingInfo: { trackingNumber: 'x'.repeat(101) } }, 'fulfillment.trackingInfo.trackingNumber'],
      [{ trackingInfo: { trackingNumber: '' } }, 'fulfillment.trackingInfo.trackingNumber'],
      [{ trackingInfo: { trackingNumber: 'A\u0000B' } }, 'fulfillment.trackingInfo.trackingNumber'],
      [{ trackingInfo: { shippingProvider: 7 } }, 'fulfillment.trackingInfo.shippingProvider'],
      [
        { trackingInfo: { trackingLink: 'http://track.example.com/1' } },
        'fulfillment.trackingInfo.trackingLink',
      ],
      [{ trackingInfo: { trackingLink: 'javascript:alert(1)' } }, 'fulfillment.trackingInfo.trackingLink'],
      [
        { trackingInfo: { trackingLink: 'https:/track.example.com' } },
        'fulfillment.trackingInfo.trackingLink',
      ],
      [
        { trackingInfo: { trackingLink: `https://track.example.com/${'x'.repeat(2048)}` } },
        'fulfillment.trackingInfo.trackingLink',
      ],
      [{ trackingInfo: { trackingNumber: 'T' }, customInfo: { fieldsData: {} } }, 'fulfillment.customInfo'],
      [{ customInfo: { fieldsData: fields } }, 'fulfillment.customInfo.fieldsData'],
      [{ customInfo: { fieldsData: { note: 'x'.repeat(1001) } } }, 'fulfillment.customInfo.fieldsData.note'],
      [{ status: 'x'.repeat(101) }, 'fulfillment.status'],
      [{ completed: 'yes' }, 'fulfillment.completed'],
    ] as const) {
      const answer = await create(orderId, fulfillment as object);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    const badLink = await create(orderId, { trackingInfo: { trackingLink: 'http://x.example.com' } });
    expect(wireError(badLink, 400)[0]).toMatchObject({ violatedRule: 'FORMAT', data: { type: 'WEB_URL' } });
    expect(violatedFields(await create('not-a-uuid', {}))).toEqual(['orderId']);
    expect(violatedFields(await admin.send('GET', `${F}/orders/not-a-uuid`))).toEqual(['orderId']);
    expect(
      violatedFields(await update(orderId, { fulfillmentId: 'not-a-uuid', fulfillment: { status: 'x' } })),
    ).toEqual(['fulfillment.id']);
    expect(violatedFields(await remove(orderId, 'not-a-uuid'))).toEqual(['fulfillmentId']);
    for (const [body, field] of [
      [{}, 'orderIds'],
      [{ orderIds: [] }, 'orderIds'],
      [{ orderIds: ['x'] }, 'orderIds[0]'],
      [{ orderIds: Array.from({ length: 101 }, () => orderId) }, 'orderIds'],
    ] as const) {
      const answer = await admin.send('POST', `${F}/list-by-ids`, body);
      expect(violatedFields(answer), field).toContain(field);
    }
    for (const [body, field] of [
      [{}, 'ordersWithFulfillments'],
      [{ ordersWithFulfillments: [] }, 'ordersWithFulfillments'],
      [{ ordersWithFulfillments: [{ orderId }] }, 'ordersWithFulfillments[0].fulfillments'],
      [
        {
          ordersWithFulfillments: [
            { orderId, fulfillments: [{ lineItems: [{ id: cupLine, quantity: -1 }] }] },
          ],
        },
        'ordersWithFulfillments[0].fulfillments[0].lineItems[0].quantity',
      ],
    ] as const) {
      const answer = await admin.send('POST', `${F}/orders/bulk/create-fulfillments`, body);
      expect(violatedFields(answer), field).toContain(field);
    }
    expect(await listed(orderId)).toEqual([]);
    expect(await revisionOf(orderId)).toBe(revision);
    expect((await read(orderId)).fulfillmentStatus).toBe('NOT_FULFILLED');
  });
});
