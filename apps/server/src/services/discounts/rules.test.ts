import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const RULES = '/ecom/v1/discount-rules';
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

const rule = async (discountRule: object) =>
  (await admin.ok(await admin.send('POST', RULES, { discountRule }))).discountRule;
const remove = async (id: string) => admin.ok(await admin.send('DELETE', `${RULES}/${id}`));
const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});

async function estimate(lineItems: object[], token?: string) {
  const me = productsApi(atrium, token ?? (await visitorToken(atrium, atrium.site.clientId)));
  await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems }));
  return me.ok(await me.send('POST', `${CURRENT}/estimate-totals`, { calculateShipping: false }));
}

describe('discount rules', () => {
  it('are created, read, updated with a revision, queried and deleted, with their status from their dates', async () => {
    const made = await rule({ name: 'Ten off', discounts: { values: [{ percentage: 10 }] } });
    expect(made).toMatchObject({
      name: 'Ten off',
      active: true,
      status: 'LIVE',
      usageCount: 0,
      revision: '1',
      discounts: { values: [{ percentage: 10, discountType: 'PERCENTAGE' }] },
    });
    expect((await admin.ok(await admin.send('GET', `${RULES}/${made.id}`))).discountRule.id).toBe(made.id);
    const later = await admin.ok(
      await admin.send('PATCH', `${RULES}/${made.id}`, {
        discountRule: { id: made.id, revision: '1', activeTimeInfo: { start: '2027-01-01T00:00:00Z' } },
      }),
    );
    expect(later.discountRule).toMatchObject({ status: 'PENDING', revision: '2', name: 'Ten off' });
    const stale = await admin.send('PATCH', `${RULES}/${made.id}`, {
      discountRule: { id: made.id, revision: '1', name: 'x' },
    });
    expect(applicationCode(stale)).toBe('DISCOUNT_RULE_REVISION_MISMATCH');
    const ended = await rule({
      name: 'Ended',
      activeTimeInfo: { end: '2026-11-01T00:00:00Z' },
      discounts: { values: [{ fixedAmount: '1' }] },
    });
    expect(ended.status).toBe('EXPIRED');
    const page = await admin.ok(
      await admin.send('POST', `${RULES}/query`, { query: { filter: { name: { $startsWith: 'Ten' } } } }),
    );
    expect(page.discountRules.map((r: { id: string }) => r.id)).toEqual([made.id]);
    await remove(made.id);
    await remove(ended.id);
    expect(applicationCode(await admin.send('GET', `${RULES}/${made.id}`))).toBe('DISCOUNT_RULE_NOT_FOUND');
    const types = (await outboxEvents(atrium)).filter((e) => e.entityId === made.id).map((e) => e.type);
    expect(types).toEqual(['discount_rule.created', 'discount_rule.updated', 'discount_rule.deleted']);
  });

  it('refuses rules the engine could not apply, storing nothing', async () => {
    const values = [{ percentage: 10 }];
    const subtotal = (from: string) => ({ subtotalRange: { from } });
    const cases: Array<[object, string]> = [
      [{ discounts: { values } }, 'discountRule.name'],
      [{ name: 'No discount' }, 'discountRule.discounts'],
      [
        { name: 'Two', discounts: { values: [{ percentage: 10, fixedAmount: '2' }] } },
        'discountRule.discounts.values[0]',
      ],
      [
        { name: 'Kind', discounts: { values: [{ percentage: 10, discountType: 'FIXED_PRICE' }] } },
        'discountRule.discounts.values[0].discountType',
      ],
      [
        { name: 'Cents', discounts: { values: [{ fixedAmount: '1.005' }] } },
        'discountRule.discounts.values[0].fixedAmount',
      ],
      [
        { name: 'Big', discounts: { values: [{ percentage: 101 }] } },
        'discountRule.discounts.values[0].percentage',
      ],
      [
        {
          name: 'Filter',
          discounts: {
            values: [
              {
                percentage: 5,
                specificItemsInfo: {
                  scopes: [{ id: 's', type: 'CUSTOM_FILTER', customFilter: { params: { brand: 'x' } } }],
                },
              },
            ],
          },
        },
        'discountRule.discounts.values[0].specificItemsInfo.scopes[0].customFilter.params.categoryIds',
      ],
      [
        { name: 'One', trigger: { and: { triggers: [subtotal('1')] } }, discounts: { values } },
        'discountRule.trigger.and.triggers',
      ],
      [
        {
          name: 'Both',
          trigger: { ...subtotal('1'), itemQuantityRange: { from: 2 } },
          discounts: { values },
        },
        'discountRule.trigger',
      ],
      [
        { name: 'Type', trigger: { ...subtotal('1'), triggerType: 'CUSTOM' }, discounts: { values } },
        'discountRule.trigger.triggerType',
      ],
      [
        { name: 'Range', trigger: { itemQuantityRange: { from: 5, to: 2 } }, discounts: { values } },
        'discountRule.trigger.itemQuantityRange.to',
      ],
      [
        {
          name: 'Dates',
          activeTimeInfo: { start: '2027-01-02T00:00:00Z', end: '2027-01-01T00:00:00Z' },
          discounts: { values },
        },
        'discountRule.activeTimeInfo.end',
      ],
      [{ name: 'N\u0000', discounts: { values } }, 'discountRule.name'],
      [
        {
          name: 'Deep',
          trigger: {
            and: {
              triggers: [
                subtotal('1'),
                {
                  or: {
                    triggers: [
                      subtotal('1'),
                      {
                        and: {
                          triggers: [subtotal('1'), { or: { triggers: [subtotal('1'), subtotal('2')] } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          discounts: { values },
        },
        'discountRule.trigger.and.triggers[1].or.triggers[1].and.triggers[1]',
      ],
    ];
    for (const [discountRule, field] of cases) {
      const answer = await admin.send('POST', RULES, { discountRule });
      expect(answer.statusCode, JSON.stringify(discountRule)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(discountRule)).toContain(field);
    }
    const all = await admin.ok(await admin.send('POST', `${RULES}/query`, { query: {} }));
    expect(all.discountRules).toEqual([]);
    const unknown = await admin.send('POST', `${RULES}/query`, { query: { filter: { secret: 1 } } });
    expect(violatedFields(unknown)).toContain('query.filter.secret');
  });

  it('are managed only by the site owner and API keys with ecom.manage, each site its own', async () => {
    const made = await rule({ name: 'Guarded', active: false, discounts: { values: [{ percentage: 5 }] } });
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('GET', `${RULES}/${made.id}`))).toBe('FORBIDDEN');
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog', ['catalog.manage'])).key,
    );
    expect(applicationCode(await limited.send('POST', `${RULES}/query`, {}))).toBe('MISSING_PERMISSION');
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(other.site.id, 'other')).key,
    );
    expect(applicationCode(await stranger.send('GET', `${RULES}/${made.id}`))).toBe(
      'DISCOUNT_RULE_NOT_FOUND',
    );
    expect(applicationCode(await stranger.send('DELETE', `${RULES}/${made.id}`))).toBe(
      'DISCOUNT_RULE_NOT_FOUND',
    );
    await remove(made.id);
  });
});

describe('discount rules in cart totals', () => {
  it("apply when live and triggered, by scope, the buyer's best per line", async () => {
    const category = await admin.ok(
      await admin.send('POST', '/categories/v1/categories', {
        category: { name: 'Rule kitchen' },
        treeReference: { appNamespace: '@atrium/stores' },
      }),
    );
    const kitchen = category.category.id;
    const pan = await admin.create(
      mug({ name: 'Rule pan', priceData: { price: '40' }, categoryIds: [kitchen] }),
    );
    const cup = await admin.create(mug({ name: 'Rule cup', priceData: { price: '10' } }));
    const made = [
      await rule({
        name: 'Kitchen 25%',
        discounts: {
          values: [
            {
              percentage: 25,
              specificItemsInfo: {
                scopes: [
                  { id: 'k', type: 'CUSTOM_FILTER', customFilter: { params: { categoryIds: [kitchen] } } },
                ],
              },
            },
          ],
        },
      }),
      await rule({
        name: '5 off over 45',
        trigger: { subtotalRange: { from: '45' } },
        discounts: { values: [{ fixedAmount: '5' }] },
      }),
      await rule({
        name: 'Later',
        activeTimeInfo: { start: '2027-01-01T00:00:00Z' },
        discounts: { values: [{ percentage: 90 }] },
      }),
      await rule({ name: 'Off', active: false, discounts: { values: [{ percentage: 90 }] } }),
      await rule({
        name: 'Members',
        trigger: { customerEligibility: { individualMembersInfo: { memberIds: [crypto.randomUUID()] } } },
        discounts: { values: [{ percentage: 90 }] },
      }),
    ];
    // Pan 40.00: 25% (10.00) beats 5.00; cup 10.00: 5.00 off each cup (the subtotal 60 ≥ 45).
    const totals = await estimate([line(pan.id), line(cup.id, 2)]);
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '60.00' },
      discount: { amount: '20.00' },
      total: { amount: '40.00' },
    });
    expect(
      totals.appliedDiscounts
        .map((d: { discountRule: { name: { original: string } } }) => d.discountRule.name.original)
        .sort(),
    ).toEqual(['5 off over 45', 'Kitchen 25%']);
    const byLine = totals.calculatedLineItems.map(
      (item: { pricesBreakdown: { totalDiscount: { amount: string } } }) =>
        item.pricesBreakdown.totalDiscount.amount,
    );
    expect(byLine).toEqual(['10.00', '10.00']);
    // Below the trigger, only the kitchen rule is left.
    const small = await estimate([line(pan.id)]);
    expect(small.priceSummary.discount.amount).toBe('10.00');
    for (const entry of made) await remove(entry.id);
  });
});
