import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import { productsApi } from '../../../test/catalog.js';
import { outboxEvents, violatedFields, wireError } from '../../../test/wire.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ORDERS = '/ecom/v1/orders';
const TAGS = '/ecom/v1/bulk/orders/update-tags';
const comment = (message: string) => ({ merchantComment: { message } });
const custom = {
  customActivity: { appId: APP_ID, type: 'LABEL_PRINTED', additionalData: { carrier: 'DHL' } },
};

interface WireActivity {
  id: string;
  type: string;
  merchantComment?: { message: string };
  customActivity?: { appId: string; type: string };
}

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let ebookId: string;

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
  const ebook = await admin.create({
    name: 'Timeline ebook',
    productType: 'DIGITAL',
    priceData: { price: '4' },
  });
  ebookId = ebook.id;
});
afterAll(async () => atrium?.close());

/** An order placed by a new visitor (a digital item, paid offline), and that visitor's API. */
async function placed() {
  const buyer = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  const lineItems = [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: ebookId } }];
  await buyer.ok(await buyer.send('POST', '/ecom/v1/carts/current/add-to-cart', { lineItems }));
  const { checkoutId } = await buyer.ok(
    await buyer.send('POST', '/ecom/v1/carts/current/create-checkout', {
      channelType: 'WEB',
      email: 'timeline@example.com',
    }),
  );
  const id = checkoutId as string;
  const { orderId } = await buyer.ok(
    await buyer.send('POST', `/ecom/v1/checkouts/${id}/create-order`, { id }),
  );
  return { buyer, orderId: orderId as string };
}

const orderOf = async (orderId: string) =>
  (await admin.ok(await admin.send('GET', `${ORDERS}/${orderId}`))).order;
const timeline = async (orderId: string) => (await orderOf(orderId)).activities as WireActivity[];
async function revisionOf(orderId: string) {
  const result = await atrium.database.executeSql('select revision from orders where id = $1', [orderId]);
  return Number((result.rows[0] as { revision: number | string }).revision);
}
const add = (orderId: string, activity: object, api = admin) =>
  api.send('POST', `${ORDERS}/${orderId}/activities`, { id: orderId, activity });
const addMany = (orderId: string, orderActivities: object[], api = admin) =>
  api.send('POST', `${ORDERS}/${orderId}/activities/add`, { orderId, orderActivities });
const update = (
  orderId: string,
  { activityId, activity }: { activityId: string; activity: object },
  api = admin,
) =>
  api.send('PATCH', `${ORDERS}/${orderId}/activities/${activityId}`, { id: orderId, activityId, activity });
const remove = (orderId: string, activityId: string, api = admin) =>
  api.send('DELETE', `${ORDERS}/${orderId}/activities/${activityId}?id=${orderId}&activityId=${activityId}`);
const tagsOf = async (orderId: string) => {
  const { tags } = await orderOf(orderId);
  return { tags: tags.tags.tagIds as string[], privateTags: tags.privateTags.tagIds as string[] };
};

async function elsewhereKey() {
  const other = await atrium.modules.sites.createSite({ name: 'Elsewhere', origins: [], redirectUris: [] });
  return productsApi(atrium, (await atrium.modules.sites.createApiKey(other.site.id, 'k')).key);
}

describe("an order's activities", () => {
  it('adds comments and custom activities to the end of the timeline, in the order sent', async () => {
    const { orderId } = await placed();
    const before = await revisionOf(orderId);
    const first = await admin.ok(await add(orderId, comment('Called the buyer')));
    expect(first.activityId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.order.id).toBe(orderId);
    expect(first.order.activities.map((a: WireActivity) => a.type)).toEqual([
      'ORDER_PLACED',
      'MERCHANT_COMMENT',
    ]);
    expect(first.order.activities[1]).toMatchObject({ id: first.activityId, ...comment('Called the buyer') });
    const many = await admin.ok(await addMany(orderId, [comment('Second'), custom, comment('Fourth')]));
    expect(many.activityIds).toHaveLength(3);
    const activities = many.order.activities as WireActivity[];
    expect(activities.map((a) => a.id)).toEqual([activities[0]!.id, first.activityId, ...many.activityIds]);
    expect(activities[3]).toMatchObject({ type: 'CUSTOM_ACTIVITY', ...custom });
    expect((await timeline(orderId)).map((a) => a.merchantComment?.message ?? a.type)).toEqual([
      'ORDER_PLACED',
      'Called the buyer',
      'Second',
      'CUSTOM_ACTIVITY',
      'Fourth',
    ]);
    // A type that agrees with the content is taken as said.
    await admin.ok(
      await addMany(orderId, [
        { ...comment('Typed'), activityType: 'MERCHANT_COMMENT' },
        { ...custom, type: 'CUSTOM_ACTIVITY' },
      ]),
    );
    expect(await revisionOf(orderId)).toBe(before + 3);
    const events = (await outboxEvents(atrium)).filter(
      (e) => e.entityId === orderId && e.type === 'order.updated',
    );
    expect(events).toHaveLength(3);
    expect(events[0]!.data).toMatchObject({
      orderId,
      fields: ['activities'],
      activityIds: [first.activityId],
    });
  });

  it('updates and deletes a merchant comment, which keeps its place', async () => {
    const { orderId } = await placed();
    const { activityIds } = await admin.ok(
      await addMany(orderId, [comment('Draft'), comment('Stays'), custom]),
    );
    const [draft, , label] = activityIds as string[];
    const revision = await revisionOf(orderId);
    const updated = await admin.ok(await update(orderId, { activityId: draft!, activity: comment('Final') }));
    expect(updated.order.activities.map((a: WireActivity) => a.merchantComment?.message ?? a.type)).toEqual([
      'ORDER_PLACED',
      'Final',
      'Stays',
      'CUSTOM_ACTIVITY',
    ]);
    const relabeled = { customActivity: { appId: APP_ID, type: 'LABEL_VOIDED' } };
    const again = await admin.ok(await update(orderId, { activityId: label!, activity: relabeled }));
    expect(again.order.activities[3]).toEqual(expect.objectContaining({ id: label, ...relabeled }));
    // A comment stays a comment.
    expect(violatedFields(await update(orderId, { activityId: draft!, activity: custom }))).toEqual([
      'activity.customActivity',
    ]);
    const removed = await admin.ok(await remove(orderId, draft!));
    expect(removed.order.activities.map((a: WireActivity) => a.id)).not.toContain(draft);
    expect(removed.order.activities).toHaveLength(3);
    expect(await revisionOf(orderId)).toBe(revision + 3);
    expect(applicationCode(await remove(orderId, draft!))).toBe('ACTIVITY_NOT_FOUND');
  });

  it("refuses to add, change or delete the server's own activities", async () => {
    const { orderId } = await placed();
    const [placedActivity] = await timeline(orderId);
    const revision = await revisionOf(orderId);
    for (const answer of [
      await update(orderId, { activityId: placedActivity!.id, activity: comment('Rewritten') }),
      await remove(orderId, placedActivity!.id),
      await addMany(orderId, [{ activityType: 'ORDER_PAID' }]),
      await addMany(orderId, [comment('Fine'), { ...comment('Disguised'), type: 'REFUND_INITIATED' }]),
      await addMany(orderId, [{ orderRefunded: { manual: true, reason: 'no' } }]),
      await addMany(orderId, [{ ...comment('Hidden'), paymentDeclined: { paymentId: randomUUID() } }]),
    ]) {
      wireError(answer, 409);
      expect(applicationCode(answer)).toBe('ACTIVITY_NOT_EDITABLE');
    }
    expect((await timeline(orderId)).map((a) => a.type)).toEqual(['ORDER_PLACED']);
    expect(await revisionOf(orderId)).toBe(revision);
  });

  it('answers unknown activities and orders, and other sites, as not found', async () => {
    const { orderId } = await placed();
    const { activityId } = await admin.ok(await add(orderId, comment('Mine')));
    const unknown = randomUUID();
    for (const answer of [
      await update(orderId, { activityId: unknown, activity: comment('x') }),
      await remove(orderId, unknown),
    ]) {
      wireError(answer, 404);
      expect(applicationCode(answer)).toBe('ACTIVITY_NOT_FOUND');
    }
    // An activity id of another order is not this order's.
    const other = await placed();
    expect(applicationCode(await remove(other.orderId, activityId))).toBe('ACTIVITY_NOT_FOUND');
    const stranger = await elsewhereKey();
    for (const answer of [
      await add(orderId, comment('Intruder'), stranger),
      await addMany(orderId, [comment('Intruder')], stranger),
      await update(orderId, { activityId: activityId, activity: comment('Intruder') }, stranger),
      await remove(orderId, activityId, stranger),
      await add(randomUUID(), comment('Nobody')),
    ]) {
      wireError(answer, 404);
      expect(applicationCode(answer)).toBe('ORDER_NOT_FOUND');
    }
    expect((await timeline(orderId)).map((a) => a.merchantComment?.message ?? a.type)).toEqual([
      'ORDER_PLACED',
      'Mine',
    ]);
  });

  it('is the site’s only: buyers, visitors and keys without ecom.manage are refused', async () => {
    const { orderId, buyer } = await placed();
    const { activityId } = await admin.ok(await add(orderId, comment('Internal')));
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const catalogOnly = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    for (const [api, code] of [
      [buyer, 'FORBIDDEN'],
      [visitor, 'FORBIDDEN'],
      [catalogOnly, 'MISSING_PERMISSION'],
    ] as const) {
      for (const answer of [
        await add(orderId, comment('No'), api),
        await addMany(orderId, [comment('No')], api),
        await update(orderId, { activityId: activityId, activity: comment('No') }, api),
        await remove(orderId, activityId, api),
        await api.send('POST', TAGS, {
          orderIds: [orderId],
          assignTags: { tags: { tagIds: [randomUUID()] } },
        }),
      ]) {
        wireError(answer, 403);
        expect(applicationCode(answer)).toBe(code);
      }
    }
    expect((await timeline(orderId)).map((a) => a.merchantComment?.message ?? a.type)).toEqual([
      'ORDER_PLACED',
      'Internal',
    ]);
    expect(await tagsOf(orderId)).toEqual({ tags: [], privateTags: [] });
  });

  it('refuses bad input field by field, storing nothing', async () => {
    const { orderId } = await placed();
    const { activityId } = await admin.ok(await add(orderId, comment('Original')));
    const revision = await revisionOf(orderId);
    const path = `${ORDERS}/${orderId}/activities`;
    const cases: Array<[string, string, object, string]> = [
      ['POST', path, { id: orderId }, 'activity'],
      ['POST', path, { id: orderId, activity: {} }, 'activity'],
      ['POST', path, { id: orderId, activity: { merchantComment: {} } }, 'activity.merchantComment.message'],
      ['POST', path, { id: orderId, activity: comment(5 as never) }, 'activity.merchantComment.message'],
      ['POST', path, { id: orderId, activity: comment('') }, 'activity.merchantComment.message'],
      [
        'POST',
        path,
        { id: orderId, activity: comment('x'.repeat(5001)) },
        'activity.merchantComment.message',
      ],
      ['POST', path, { id: orderId, activity: comment('a\u0000b') }, 'activity.merchantComment.message'],
      ['POST', path, { id: orderId, activity: { ...comment('Both'), ...custom } }, 'activity.customActivity'],
      [
        'POST',
        path,
        { id: orderId, activity: { customActivity: { appId: 'nope', type: 'X' } } },
        'activity.customActivity.appId',
      ],
      [
        'POST',
        path,
        { id: orderId, activity: { customActivity: { appId: APP_ID, type: 'x'.repeat(101) } } },
        'activity.customActivity.type',
      ],
      ['POST', `${ORDERS}/not-a-uuid/activities`, { activity: comment('x') }, 'id'],
      ['POST', `${path}/add`, { orderId }, 'orderActivities'],
      ['POST', `${path}/add`, { orderId, orderActivities: [] }, 'orderActivities'],
      ['POST', `${path}/add`, { orderId, orderActivities: 'many' }, 'orderActivities'],
      [
        'POST',
        `${path}/add`,
        { orderId, orderActivities: Array.from({ length: 301 }, () => comment('x')) },
        'orderActivities',
      ],
      ['POST', `${path}/add`, { orderId, orderActivities: [comment('Fine'), {}] }, 'orderActivities[1]'],
      [
        'POST',
        `${path}/add`,
        {
          orderId,
          orderActivities: [{ ...comment('Mismatch'), activityType: 'MERCHANT_COMMENT', ...custom }],
        },
        'orderActivities[0].customActivity',
      ],
      [
        'POST',
        `${path}/add`,
        { orderId, orderActivities: [{ ...custom, activityType: 'MERCHANT_COMMENT' }] },
        'orderActivities[0].activityType',
      ],
      ['PATCH', `${path}/${activityId}`, { activity: comment('') }, 'activity.merchantComment.message'],
      ['PATCH', `${path}/${activityId}`, {}, 'activity'],
      ['PATCH', `${path}/not-a-uuid`, { activity: comment('x') }, 'activityId'],
      ['DELETE', `${path}/not-a-uuid?id=${orderId}`, {}, 'activityId'],
    ];
    for (const [method, url, body, field] of cases) {
      const answer = await admin.send(method as 'POST', url, method === 'DELETE' ? undefined : body);
      expect(violatedFields(answer), `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toContain(
        field,
      );
    }
    expect((await timeline(orderId)).map((a) => a.merchantComment?.message ?? a.type)).toEqual([
      'ORDER_PLACED',
      'Original',
    ]);
    expect(await revisionOf(orderId)).toBe(revision);
  });

  it('lands every one of many parallel additions', async () => {
    const { orderId } = await placed();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => add(orderId, comment(`Parallel ${i}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const ids = answers.map((a) => a.json().activityId as string);
    expect(new Set(ids).size).toBe(12);
    const activities = await timeline(orderId);
    expect(activities.map((a) => a.id).sort()).toEqual([activities[0]!.id, ...ids].sort());
    expect(await revisionOf(orderId)).toBe(1 + 12);
  });

  it('holds at most 1000 activities', async () => {
    const { orderId } = await placed();
    const batch = (n: number) => Array.from({ length: n }, (_, i) => comment(`Note ${i}`));
    for (let i = 0; i < 3; i++) await admin.ok(await addMany(orderId, batch(300)));
    const full = await addMany(orderId, batch(100));
    wireError(full, 400);
    expect(applicationCode(full)).toBe('TOO_MANY_ACTIVITIES');
    await admin.ok(await addMany(orderId, batch(99)));
    expect(await timeline(orderId)).toHaveLength(1000);
    expect(applicationCode(await add(orderId, comment('One more')))).toBe('TOO_MANY_ACTIVITIES');
    // Room made by a deletion can be used again.
    const last = (await timeline(orderId)).at(-1)!;
    await admin.ok(await remove(orderId, last.id));
    await admin.ok(await add(orderId, comment('One more')));
  });
});

describe('bulkUpdateOrderTags', () => {
  const tag = () => randomUUID();

  it('assigns and unassigns public and private tags in one call, each order on its own', async () => {
    const [a, b] = [await placed(), await placed()];
    const [t1, t2, t3, p1] = [tag(), tag(), tag(), tag()];
    const first = await admin.ok(
      await admin.send('POST', TAGS, {
        orderIds: [a.orderId, b.orderId],
        assignTags: { tags: { tagIds: [t1, t2, t1] }, privateTags: { tagIds: [p1] } },
      }),
    );
    expect(first).toEqual({
      results: [
        { itemMetadata: { id: a.orderId, originalIndex: 0, success: true } },
        { itemMetadata: { id: b.orderId, originalIndex: 1, success: true } },
      ],
      bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 },
    });
    expect(await tagsOf(a.orderId)).toEqual({ tags: [t1, t2], privateTags: [p1] });
    const revision = await revisionOf(a.orderId);
    // Assign one and unassign another (and one the order never had) in the same call.
    await admin.ok(
      await admin.send('POST', TAGS, {
        orderIds: [a.orderId],
        assignTags: { tags: { tagIds: [t3] } },
        unassignTags: { tags: { tagIds: [t2, tag()] }, privateTags: { tagIds: [p1] } },
      }),
    );
    expect(await tagsOf(a.orderId)).toEqual({ tags: [t1, t3], privateTags: [] });
    expect(await revisionOf(a.orderId)).toBe(revision + 1);
    // Said again, it changes nothing: one of each tag, no new revision, no event.
    const events = (await outboxEvents(atrium)).length;
    await admin.ok(
      await admin.send('POST', TAGS, { orderIds: [a.orderId], assignTags: { tags: { tagIds: [t1] } } }),
    );
    expect(await tagsOf(a.orderId)).toEqual({ tags: [t1, t3], privateTags: [] });
    expect(await revisionOf(a.orderId)).toBe(revision + 1);
    expect((await outboxEvents(atrium)).length).toBe(events);
    const updated = (await outboxEvents(atrium)).filter(
      (e) => e.entityId === a.orderId && e.type === 'order.updated',
    );
    expect(updated.at(-1)!.data).toMatchObject({
      fields: ['tags'],
      tags: { tags: [t1, t3], privateTags: [] },
    });
    expect(await tagsOf(b.orderId)).toEqual({ tags: [t1, t2], privateTags: [p1] });
  });

  it('reports unknown orders, other sites’ orders and full tag lists per order, never failing the call', async () => {
    const mine = await placed();
    const theirsKey = await elsewhereKey();
    const unknown = randomUUID();
    const t = tag();
    const answer = await theirsKey.send('POST', TAGS, {
      orderIds: [mine.orderId],
      assignTags: { tags: { tagIds: [t] } },
    });
    expect((await theirsKey.ok(answer)).results[0].itemMetadata).toMatchObject({
      id: mine.orderId,
      success: false,
      error: { code: 'ORDER_NOT_FOUND' },
    });
    const full = await placed();
    await admin.ok(
      await admin.send('POST', TAGS, {
        orderIds: [full.orderId],
        assignTags: { privateTags: { tagIds: Array.from({ length: 100 }, tag) } },
      }),
    );
    const mixed = await admin.ok(
      await admin.send('POST', TAGS, {
        orderIds: [unknown, mine.orderId, full.orderId],
        assignTags: { privateTags: { tagIds: [t] } },
      }),
    );
    expect(mixed.results.map((r: { itemMetadata: object }) => r.itemMetadata)).toEqual([
      expect.objectContaining({
        id: unknown,
        originalIndex: 0,
        success: false,
        error: expect.objectContaining({ code: 'ORDER_NOT_FOUND' }),
      }),
      { id: mine.orderId, originalIndex: 1, success: true },
      expect.objectContaining({
        id: full.orderId,
        originalIndex: 2,
        success: false,
        error: expect.objectContaining({ code: 'TOO_MANY_TAGS' }),
      }),
    ]);
    expect(mixed.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
    expect(await tagsOf(mine.orderId)).toEqual({ tags: [], privateTags: [t] });
    expect((await tagsOf(full.orderId)).privateTags).toHaveLength(100);
  });

  it('refuses bad input field by field, storing nothing', async () => {
    const { orderId } = await placed();
    const t = tag();
    const cases: Array<[object, string]> = [
      [{}, 'orderIds'],
      [{ orderIds: [] }, 'orderIds'],
      [{ orderIds: ['nope'] }, 'orderIds[0]'],
      [{ orderIds: Array.from({ length: 101 }, () => orderId) }, 'orderIds'],
      [{ orderIds: [orderId], assignTags: { tags: { tagIds: ['not-a-tag'] } } }, 'assignTags.tags.tagIds[0]'],
      [{ orderIds: [orderId], assignTags: { tags: { tagIds: 'x' } } }, 'assignTags.tags.tagIds'],
      [
        { orderIds: [orderId], assignTags: { privateTags: { tagIds: Array.from({ length: 101 }, tag) } } },
        'assignTags.privateTags.tagIds',
      ],
      [
        {
          orderIds: [orderId],
          assignTags: { tags: { tagIds: [t] } },
          unassignTags: { tags: { tagIds: [t] } },
        },
        'unassignTags.tags.tagIds[0]',
      ],
      [{ orderIds: [orderId], assignTags: { tags: { tagIds: ['a\u0000b'] } } }, 'assignTags.tags.tagIds[0]'],
    ];
    for (const [body, field] of cases)
      expect(
        violatedFields(await admin.send('POST', TAGS, body)),
        JSON.stringify(body).slice(0, 80),
      ).toContain(field);
    expect(await tagsOf(orderId)).toEqual({ tags: [], privateTags: [] });
    expect(await revisionOf(orderId)).toBe(1);
  });
});
