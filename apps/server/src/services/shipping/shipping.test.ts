import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const OPTIONS = '/ecom/v1/shipping-options';
const REGIONS = '/atrium/v1/delivery-regions';
const CURRENT = '/ecom/v1/carts/current';
const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const option = async (shippingOption: object) =>
  (await admin.ok(await admin.send('POST', OPTIONS, { shippingOption }))).shippingOption;

async function estimate(lineItems: object[], body: object = {}) {
  const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems }));
  return me.ok(await me.send('POST', `${CURRENT}/estimate-totals`, body));
}
const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});
const california = { shippingAddress: { country: 'US', subdivision: 'US-CA', city: 'Los Angeles' } };

describe('shipping options and delivery regions', () => {
  it('ship to their regions at their first matching rate, and show in estimates', async () => {
    const west = (
      await admin.ok(
        await admin.send('POST', REGIONS, {
          deliveryRegion: {
            name: 'West coast',
            destinations: [{ country: 'US', subdivisions: ['US-CA', 'OR'] }],
          },
        }),
      )
    ).deliveryRegion;
    expect(west.destinations).toEqual([{ country: 'US', subdivisions: ['CA', 'OR'] }]);
    const express = await option({
      title: 'Express',
      estimatedDeliveryTime: '1 day',
      deliveryRegionIds: [west.id],
      rates: [
        { amount: '0', conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '100' }] },
        { amount: '2.50', multiplyByQuantity: true },
      ],
    });
    expect(express).toMatchObject({ deliveryRegionIds: [west.id], revision: '1' });
    const heavy = await admin.create(mug({ name: 'Ship kettle', priceData: { price: '30' }, weight: 2 }));
    const there = await estimate([line(heavy.id, 2)], california);
    expect(there.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: express.id,
      title: 'Express',
      logistics: { deliveryTime: '1 day' },
      cost: { price: { amount: '5.00' } },
    });
    expect(there.priceSummary).toMatchObject({ shipping: { amount: '5.00' }, total: { amount: '65.00' } });
    const free = await estimate([line(heavy.id, 4)], california);
    expect(free.priceSummary.shipping.amount).toBe('0.00');
    const elsewhere = await estimate([line(heavy.id)], {
      shippingAddress: { country: 'US', subdivision: 'US-NY' },
    });
    expect(elsewhere.calculationErrors.generalShippingCalculationError.applicationError.code).toBe(
      'NO_SHIPPING_OPTIONS',
    );
    const noAddress = await estimate([line(heavy.id)]);
    expect(noAddress.calculationErrors.generalShippingCalculationError.applicationError.code).toBe(
      'DESTINATION_REQUIRED',
    );

    // An option made without regions ships everywhere, through the site's default region.
    const standard = await option({
      title: 'Standard',
      rates: [
        { amount: '9.99', conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'GT', value: '5' }] },
        { amount: '4.99' },
      ],
    });
    const regions = (await admin.ok(await admin.send('GET', REGIONS))).deliveryRegions;
    const everywhere = regions.find((region: { everywhere: boolean }) => region.everywhere);
    expect(standard.deliveryRegionIds).toEqual([everywhere.id]);
    const anywhere = await estimate([line(heavy.id)], { shippingAddress: { country: 'FR' } });
    expect(anywhere.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: standard.id,
      cost: { price: { amount: '4.99' } },
    });
    const weighty = await estimate([line(heavy.id, 3)], { shippingAddress: { country: 'FR' } });
    expect(weighty.priceSummary.shipping.amount).toBe('9.99');
    // In California both are offered, cheapest first; the buyer's choice is kept.
    const chosen = await estimate([line(heavy.id)], {
      ...california,
      selectedShippingOption: { code: standard.id },
    });
    expect(
      chosen.shippingInfo.carrierServiceOptions[0].shippingOptions.map((o: { code: string }) => o.code),
    ).toEqual([express.id, standard.id]);
    expect(chosen.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: standard.id,
      requestedShippingOption: true,
    });

    // Regions: added, removed (never the last), in use, the default one fixed.
    const north = (
      await admin.ok(
        await admin.send('POST', REGIONS, {
          deliveryRegion: { name: 'North', destinations: [{ country: 'CA' }] },
        }),
      )
    ).deliveryRegion;
    const added = await admin.ok(
      await admin.send('POST', `${OPTIONS}/${express.id}/add-delivery-region`, {
        deliveryRegionId: north.id,
        revision: '1',
      }),
    );
    expect(added.shippingOption).toMatchObject({ deliveryRegionIds: [west.id, north.id], revision: '2' });
    const stale = await admin.send('POST', `${OPTIONS}/${express.id}/remove-delivery-region`, {
      deliveryRegionId: north.id,
      revision: '1',
    });
    expect(applicationCode(stale)).toBe('SHIPPING_OPTION_REVISION_MISMATCH');
    expect(applicationCode(await admin.send('DELETE', `${REGIONS}/${north.id}`))).toBe(
      'DELIVERY_REGION_IN_USE',
    );
    await admin.ok(
      await admin.send('POST', `${OPTIONS}/${express.id}/remove-delivery-region`, {
        deliveryRegionId: north.id,
      }),
    );
    await admin.ok(await admin.send('DELETE', `${REGIONS}/${north.id}`));
    const last = await admin.send('POST', `${OPTIONS}/${express.id}/remove-delivery-region`, {
      deliveryRegionId: west.id,
    });
    expect(applicationCode(last)).toBe('LAST_DELIVERY_REGION');
    expect(applicationCode(await admin.send('DELETE', `${REGIONS}/${everywhere.id}`))).toBe(
      'DEFAULT_DELIVERY_REGION',
    );
    expect(
      applicationCode(
        await admin.send('PATCH', `${REGIONS}/${everywhere.id}`, {
          deliveryRegion: { id: everywhere.id, name: 'x' },
        }),
      ),
    ).toBe('DEFAULT_DELIVERY_REGION');

    // The query arrives as a GET (query string or `.r`) or as a POST.
    const dotted = await admin.ok(await admin.send('GET', `${OPTIONS}/query?query.filter.title=Express`));
    expect(dotted.shippingOptions.map((o: { id: string }) => o.id)).toEqual([express.id]);
    const encoded = Buffer.from(JSON.stringify({ query: { filter: { title: 'Standard' } } })).toString(
      'base64url',
    );
    const packed = await admin.ok(await admin.send('GET', `${OPTIONS}/query?.r=${encoded}`));
    expect(packed.shippingOptions.map((o: { id: string }) => o.id)).toEqual([standard.id]);
    const posted = await admin.ok(
      await admin.send('POST', `${OPTIONS}/query`, {
        query: { sort: [{ fieldName: 'title', order: 'ASC' }] },
      }),
    );
    expect(posted.shippingOptions.map((o: { title: string }) => o.title)).toEqual(['Express', 'Standard']);

    const renamed = await admin.ok(
      await admin.send('PATCH', `${OPTIONS}/${standard.id}`, {
        shippingOption: { id: standard.id, title: 'Ground', rates: [{ amount: '3' }] },
      }),
    );
    expect(renamed.shippingOption).toMatchObject({
      title: 'Ground',
      rates: [{ amount: '3', conditions: [], multiplyByQuantity: false }],
    });
    const extended = await admin.ok(
      await admin.send('POST', `${OPTIONS}/${standard.id}/update-extended-fields`, {
        namespace: '@shop/notes',
        namespaceData: { fragile: true },
      }),
    );
    expect(extended.shippingOption.extendedFields).toEqual({
      namespaces: { '@shop/notes': { fragile: true } },
    });
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${express.id}`));
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${standard.id}`));
    expect(applicationCode(await admin.send('GET', `${OPTIONS}/${standard.id}`))).toBe(
      'SHIPPING_OPTION_NOT_FOUND',
    );
    const types = (await outboxEvents(atrium)).filter((e) => e.entityId === standard.id).map((e) => e.type);
    expect(types).toEqual([
      'shipping_option.created',
      'shipping_option.updated',
      'shipping_option.updated',
      'shipping_option.deleted',
    ]);
  });

  it('refuses bad options and regions, and keeps each site to its own', async () => {
    const cases: Array<[string, object, string]> = [
      [OPTIONS, { shippingOption: { rates: [{ amount: '1' }] } }, 'shippingOption.title'],
      [OPTIONS, { shippingOption: { title: 'T' } }, 'shippingOption.rates'],
      [
        OPTIONS,
        { shippingOption: { title: 'T', rates: [{ amount: '1.005' }] } },
        'shippingOption.rates[0].amount',
      ],
      [
        OPTIONS,
        { shippingOption: { title: 'T', rates: [{ amount: '-1' }] } },
        'shippingOption.rates[0].amount',
      ],
      [
        OPTIONS,
        {
          shippingOption: {
            title: 'T',
            rates: [
              { amount: '1', conditions: [{ type: 'BY_TOTAL_QUANTITY', operator: 'GT', value: '1.5' }] },
            ],
          },
        },
        'shippingOption.rates[0].conditions[0].value',
      ],
      [
        OPTIONS,
        {
          shippingOption: {
            title: 'T',
            rates: [{ amount: '1', conditions: [{ type: 'BY_SIZE', operator: 'GT', value: '1' }] }],
          },
        },
        'shippingOption.rates[0].conditions[0].type',
      ],
      [OPTIONS, { shippingOption: { title: 'T\u0000', rates: [{ amount: '1' }] } }, 'shippingOption.title'],
      [REGIONS, { deliveryRegion: { name: 'R' } }, 'deliveryRegion.destinations'],
      [
        REGIONS,
        { deliveryRegion: { name: 'R', destinations: [{ country: 'USA' }] } },
        'deliveryRegion.destinations[0].country',
      ],
      [
        REGIONS,
        { deliveryRegion: { name: 'R', destinations: [{ country: 'US' }, { country: 'US' }] } },
        'deliveryRegion.destinations[1].country',
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await admin.send('POST', path, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(body)).toContain(field);
    }
    const missing = await admin.send('POST', OPTIONS, {
      shippingOption: { title: 'T', rates: [{ amount: '1' }], deliveryRegionIds: [crypto.randomUUID()] },
    });
    expect(applicationCode(missing)).toBe('DELIVERY_REGION_NOT_FOUND');
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(other.site.id, 'other')).key,
    );
    const theirs = (
      await stranger.ok(
        await stranger.send('POST', REGIONS, {
          deliveryRegion: { name: 'Theirs', destinations: [{ country: 'DE' }] },
        }),
      )
    ).deliveryRegion;
    const borrowed = await admin.send('POST', OPTIONS, {
      shippingOption: { title: 'T', rates: [{ amount: '1' }], deliveryRegionIds: [theirs.id] },
    });
    expect(applicationCode(borrowed)).toBe('DELIVERY_REGION_NOT_FOUND');
    const mine = await option({ title: 'Mine', rates: [{ amount: '1' }] });
    expect(applicationCode(await stranger.send('GET', `${OPTIONS}/${mine.id}`))).toBe(
      'SHIPPING_OPTION_NOT_FOUND',
    );
    expect(applicationCode(await stranger.send('DELETE', `${OPTIONS}/${mine.id}`))).toBe(
      'SHIPPING_OPTION_NOT_FOUND',
    );
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('GET', `${OPTIONS}/${mine.id}`))).toBe('FORBIDDEN');
    expect(applicationCode(await visitor.send('GET', REGIONS))).toBe('FORBIDDEN');
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${mine.id}`));
  });

  it('charge the site’s additional fees on every order, per order or per item', async () => {
    const FEES = '/atrium/v1/fee-settings';
    const fees = [
      { code: 'handling', name: 'Handling', type: 'HANDLING_FEE', amount: '2', per: 'ORDER', taxable: false },
      { code: 'insurance', name: 'Insurance', type: 'INSURANCE', amount: '0.50', per: 'ITEM', taxable: true },
    ];
    expect((await admin.ok(await admin.send('GET', FEES))).feeSettings).toEqual({ fees: [] });
    await admin.ok(await admin.send('PATCH', FEES, { feeSettings: { fees } }));
    const cup = await admin.create(mug({ name: 'Fee cup', priceData: { price: '10' } }));
    const totals = await estimate([line(cup.id, 3)], { calculateShipping: false });
    expect(
      totals.additionalFees.map((fee: { code: string; price: { amount: string } }) => [
        fee.code,
        fee.price.amount,
      ]),
    ).toEqual([
      ['handling', '2.00'],
      ['insurance', '1.50'],
    ]);
    expect(totals.priceSummary).toMatchObject({
      additionalFees: { amount: '3.50' },
      total: { amount: '33.50' },
    });
    const off = await estimate([line(cup.id)], { calculateShipping: false, calculateAdditionalFees: false });
    expect(off.priceSummary.total.amount).toBe('10.00');
    const twice = await admin.send('PATCH', FEES, { feeSettings: { fees: [fees[0], fees[0]] } });
    expect(violatedFields(twice)).toContain('feeSettings.fees[1].code');
    const cents = await admin.send('PATCH', FEES, {
      feeSettings: { fees: [{ ...fees[0], amount: '1.005' }] },
    });
    expect(violatedFields(cents)).toContain('feeSettings.fees[0].amount');
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('GET', FEES))).toBe('FORBIDDEN');
    await admin.ok(await admin.send('PATCH', FEES, { feeSettings: { fees: [] } }));
  });
});
