import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const COUPONS = '/atrium/v1/coupons';
const CURRENT = '/ecom/v1/carts/current';
const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const now = Date.parse('2026-11-24T10:00:00Z');
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

async function coupon(body: object) {
  return (await admin.ok(await admin.send('POST', COUPONS, { coupon: body }))).coupon;
}

async function shopperWith(price: string, quantity: number) {
  const product = await admin.create(
    mug({ name: `Item at ${price} ${Math.random()}`, priceData: { price } }),
  );
  const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  const lineItems = [{ quantity, catalogReference: { appId: APP_ID, catalogItemId: product.id } }];
  await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems }));
  return me;
}

describe('coupons', () => {
  it('are made from the minimal body, read, updated by mask with a revision, queried and deleted', async () => {
    const made = await coupon({ code: 'SAVE10', type: 'PERCENTAGE', percentage: 10 });
    expect(made).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: 'SAVE10',
      type: 'PERCENTAGE',
      percentage: 10,
      active: true,
      usageCount: 0,
      status: 'ACTIVE',
      revision: '1',
    });
    expect((await admin.ok(await admin.send('GET', `${COUPONS}/${made.id}`))).coupon.code).toBe('SAVE10');
    const changed = await admin.ok(
      await admin.send('PATCH', `${COUPONS}/${made.id}`, {
        coupon: { id: made.id, revision: '1', percentage: 12.5, name: 'Winter' },
        fieldMask: 'percentage',
      }),
    );
    expect(changed.coupon).toMatchObject({ percentage: 12.5, name: null, revision: '2' });
    const stale = await admin.send('PATCH', `${COUPONS}/${made.id}`, {
      coupon: { id: made.id, revision: '1', active: false },
    });
    expect(applicationCode(stale)).toBe('COUPON_REVISION_MISMATCH');
    const listed = await admin.ok(
      await admin.send('POST', `${COUPONS}/query`, { query: { filter: { code: 'SAVE10' } } }),
    );
    expect(listed.coupons.map((c: { id: string }) => c.id)).toEqual([made.id]);
    await admin.ok(await admin.send('DELETE', `${COUPONS}/${made.id}`));
    expect(applicationCode(await admin.send('GET', `${COUPONS}/${made.id}`))).toBe('COUPON_NOT_FOUND');
    const types = (await outboxEvents(atrium)).filter((e) => e.entityId === made.id).map((e) => e.type);
    expect(types).toEqual(['coupon.created', 'coupon.updated', 'coupon.deleted']);
  });

  it('refuses what a coupon of its type cannot be, storing nothing', async () => {
    await coupon({ code: 'TAKEN', type: 'FREE_SHIPPING' });
    const cases: Array<[object, string]> = [
      [{ code: 'P', type: 'PERCENTAGE' }, 'coupon.percentage'],
      [{ code: 'F', type: 'FIXED_AMOUNT' }, 'coupon.amount'],
      [{ code: 'B', type: 'BUY_X_GET_Y' }, 'coupon.buyXGetY'],
      [{ code: 'F', type: 'FIXED_AMOUNT', amount: '1.005' }, 'coupon.amount'],
      [{ code: 'P', type: 'PERCENTAGE', percentage: 101 }, 'coupon.percentage'],
      [{ code: 'P', type: 'PERCENTAGE', percentage: 1.2345 }, 'coupon.percentage'],
      [{ code: 'has space', type: 'FREE_SHIPPING' }, 'coupon.code'],
      [{ code: 'x'.repeat(51), type: 'FREE_SHIPPING' }, 'coupon.code'],
      [{ code: 'N', type: 'FREE_SHIPPING', name: 'a\u0000b' }, 'coupon.name'],
      [{ code: 'K', type: 'KIND' }, 'coupon.type'],
      [
        {
          code: 'D',
          type: 'FREE_SHIPPING',
          startDate: '2026-12-01T00:00:00Z',
          expirationDate: '2026-11-01T00:00:00Z',
        },
        'coupon.expirationDate',
      ],
      [{ code: 'L', type: 'FREE_SHIPPING', usageLimit: 0 }, 'coupon.usageLimit'],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.send('POST', COUPONS, { coupon: body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer)).toContain(field);
    }
    expect(
      applicationCode(
        await admin.send('POST', COUPONS, { coupon: { code: 'taken', type: 'FREE_SHIPPING' } }),
      ),
    ).toBe('COUPON_CODE_ALREADY_EXISTS');
    const query = await admin.send('POST', `${COUPONS}/query`, { query: { filter: { secret: 'x' } } });
    expect(violatedFields(query)).toContain('query.filter.secret');
    const all = await admin.ok(
      await admin.send('POST', `${COUPONS}/query`, { query: { paging: { limit: 100 } } }),
    );
    expect(all.coupons.map((c: { code: string }) => c.code)).not.toContain('P');
  });

  it('are managed only by the site owner and API keys with ecom.manage, each site its own', async () => {
    const made = await coupon({ code: 'MINE', type: 'FREE_SHIPPING' });
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('GET', `${COUPONS}/${made.id}`))).toBe('FORBIDDEN');
    expect(
      applicationCode(await visitor.send('POST', COUPONS, { coupon: { code: 'X', type: 'FREE_SHIPPING' } })),
    ).toBe('FORBIDDEN');
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog', ['catalog.manage'])).key,
    );
    expect(applicationCode(await limited.send('GET', `${COUPONS}/${made.id}`))).toBe('MISSING_PERMISSION');
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(other.site.id, 'other')).key,
    );
    expect(applicationCode(await stranger.send('GET', `${COUPONS}/${made.id}`))).toBe('COUPON_NOT_FOUND');
    expect(applicationCode(await stranger.send('DELETE', `${COUPONS}/${made.id}`))).toBe('COUPON_NOT_FOUND');
    // The other site may use the same code for a coupon of its own.
    expect(
      (
        await stranger.ok(
          await stranger.send('POST', COUPONS, { coupon: { code: 'MINE', type: 'FREE_SHIPPING' } }),
        )
      ).coupon.code,
    ).toBe('MINE');
  });
});

describe('coupon codes on carts', () => {
  it('take their discount in the estimate, matched without regard to case, and come off again', async () => {
    const made = await coupon({ code: 'TENOFF', type: 'PERCENTAGE', percentage: 10, name: 'Ten off' });
    const me = await shopperWith('33.33', 1);
    const { cart } = await me.ok(await me.send('PATCH', CURRENT, { couponCode: 'tenoff' }));
    expect(cart.appliedDiscounts).toEqual([{ coupon: { id: made.id, code: 'TENOFF' } }]);
    const totals = await me.ok(
      await me.send('POST', `${CURRENT}/estimate-totals`, { calculateShipping: false }),
    );
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '33.33' },
      discount: { amount: '3.33' },
      total: { amount: '30.00' },
    });
    expect(totals.appliedDiscounts).toEqual([
      expect.objectContaining({
        coupon: expect.objectContaining({
          id: made.id,
          code: 'TENOFF',
          amount: expect.objectContaining({ amount: '3.33' }),
        }),
        discountType: 'GLOBAL',
      }),
    ]);
    const removed = await me.ok(await me.send('POST', `${CURRENT}/remove-coupon`, {}));
    expect(removed.cart.appliedDiscounts).toEqual([]);
  });

  it('refuse a code that does not exist, has not started, has ended or is off, changing nothing', async () => {
    await coupon({ code: 'LATER', type: 'FREE_SHIPPING', startDate: '2027-01-01T00:00:00Z' });
    await coupon({ code: 'GONE', type: 'FREE_SHIPPING', expirationDate: '2026-11-01T00:00:00Z' });
    await coupon({ code: 'OFF', type: 'FREE_SHIPPING', active: false });
    const me = await shopperWith('10', 1);
    const before = (await me.ok(await me.send('GET', CURRENT))).cart;
    for (const [code, expected] of [
      ['NOPE', 'COUPON_DOES_NOT_EXIST'],
      ['LATER', 'COUPON_NOT_YET_VALID'],
      ['GONE', 'COUPON_EXPIRED'],
      ['OFF', 'COUPON_DOES_NOT_EXIST'],
    ] as const) {
      const answer = await me.send('PATCH', CURRENT, {
        couponCode: code,
        cartInfo: { buyerNote: 'changed' },
      });
      expect(applicationCode(answer), code).toBe(expected);
    }
    const after = (await me.ok(await me.send('GET', CURRENT))).cart;
    expect(after.revision).toBe(before.revision);
    expect(after.buyerNote ?? null).toBe(before.buyerNote ?? null);
  });

  it('say in the estimate why a held coupon gives nothing', async () => {
    await coupon({ code: 'BIGSPEND', type: 'FIXED_AMOUNT', amount: '5', minimumSubtotal: '100' });
    const me = await shopperWith('20', 2);
    await me.ok(await me.send('PATCH', CURRENT, { couponCode: 'BIGSPEND' }));
    const totals = await me.ok(
      await me.send('POST', `${CURRENT}/estimate-totals`, { calculateShipping: false }),
    );
    expect(totals.priceSummary.discount.amount).toBe('0.00');
    expect(totals.calculationErrors.couponCalculationError.applicationError.code).toBe(
      'MINIMUM_SUBTOTAL_NOT_REACHED',
    );
    // The coupon ends while the cart holds it: the estimate says so.
    const {
      coupons: [held],
    } = await admin.ok(
      await admin.send('POST', `${COUPONS}/query`, { query: { filter: { code: 'BIGSPEND' } } }),
    );
    await admin.ok(
      await admin.send('PATCH', `${COUPONS}/${held.id}`, {
        coupon: { id: held.id, expirationDate: new Date(now - 1000).toISOString() },
        fieldMask: 'expirationDate',
      }),
    );
    const later = await me.ok(
      await me.send('POST', `${CURRENT}/estimate-totals`, { calculateShipping: false }),
    );
    expect(later.calculationErrors.couponCalculationError.applicationError.code).toBe('COUPON_EXPIRED');
  });
});

describe('coupon uses', () => {
  it('are counted once per order and never past the limits, however many orders redeem at once', async () => {
    const made = await coupon({
      code: 'FIVEUSES',
      type: 'FREE_SHIPPING',
      usageLimit: 5,
      limitPerCustomer: 2,
    });
    const { db } = atrium.database;
    const coupons = atrium.modules.discounts.coupons;
    const redeem = (orderId: string, email: string) =>
      db
        .transaction((tx) =>
          coupons.redeem(tx, atrium.site.siteId, { couponId: made.id, orderId, buyer: { email } }),
        )
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? 'failed',
        );
    const order = crypto.randomUUID();
    expect(await redeem(order, 'a@example.com')).toBe('ok');
    expect(await redeem(order, 'a@example.com')).toBe('ok');
    expect(await redeem(crypto.randomUUID(), 'A@example.com')).toBe('ok');
    expect(await redeem(crypto.randomUUID(), 'a@example.com')).toBe('COUPON_LIMIT_PER_CUSTOMER_REACHED');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => redeem(crypto.randomUUID(), `buyer${i}@example.com`)),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    expect(results.filter((result) => result === 'COUPON_USAGE_LIMIT_REACHED')).toHaveLength(9);
    const read = (await admin.ok(await admin.send('GET', `${COUPONS}/${made.id}`))).coupon;
    expect(read).toMatchObject({ usageCount: 5, status: 'USED_UP' });
    const me = await shopperWith('10', 1);
    expect(applicationCode(await me.send('PATCH', CURRENT, { couponCode: 'FIVEUSES' }))).toBe(
      'COUPON_USAGE_LIMIT_REACHED',
    );
  });
});
