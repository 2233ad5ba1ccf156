import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_GROUPS } from '@atrium/contract';
import type { CarrierRatesProvider } from '../../core/commerce/carriers.js';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { violatedFields } from '../../test/wire.js';
import { SANDBOX_CARRIER_ID, sandboxCarrier } from './sandbox-carrier.js';

const OPTIONS = '/ecom/v1/shipping-options';
const CARRIERS = '/atrium/v1/carrier-settings';
const CURRENT = '/ecom/v1/carts/current';
const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const BROKEN_ID = '0b6f8f0e-1d7e-4d55-8a39-3f6c2d1e9a70';
/** A carrier whose service is down: its failure must not cost the cart the site's own options. */
const broken: CarrierRatesProvider = {
  carrierId: BROKEN_ID,
  name: 'Broken Post',
  quote: () => Promise.reject(new Error('connect ECONNREFUSED')),
};
const SLOW_ID = '7d3c1f0a-2b4e-4c6d-8e9f-a1b2c3d4e5f6';
/** A carrier that never answers: the cart waits `carrierTimeoutMs`, not for ever. */
const slow: CarrierRatesProvider = {
  carrierId: SLOW_ID,
  name: 'Slow Freight',
  quote: () => new Promise(() => {}),
};
// Tuesday 24 November 2026, 09:00 in Berlin.
const now = Date.parse('2026-11-24T08:00:00Z');
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp({
    clock: () => now,
    carriers: [sandboxCarrier, broken, slow],
    config: { carrierTimeoutMs: 300 },
  });
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const logistics = (id: string) => `/atrium/v1/shipping-options/${id}/logistics`;
const option = async (shippingOption: object) =>
  (await admin.ok(await admin.send('POST', OPTIONS, { shippingOption }))).shippingOption;
const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});
async function shopper(lineItems: object[]) {
  const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems }));
  return async (body: object) => me.ok(await me.send('POST', `${CURRENT}/estimate-totals`, body));
}
const berlin = {
  country: 'DE',
  city: 'Berlin',
  postalCode: '10115',
  addressLine: 'Invalidenstraße 1',
};
const codes = (totals: {
  shippingInfo: { carrierServiceOptions: Array<{ shippingOptions: Array<{ code: string }> }> };
}) =>
  totals.shippingInfo.carrierServiceOptions.flatMap((carrier) => carrier.shippingOptions.map((o) => o.code));

describe('shipping logistics and carriers', () => {
  it('offer a pickup with its address and instructions, and delivery in time slots', async () => {
    const germany = (
      await admin.ok(
        await admin.send('POST', '/atrium/v1/delivery-regions', {
          deliveryRegion: { name: 'Germany', destinations: [{ country: 'DE' }] },
        }),
      )
    ).deliveryRegion;
    const store = await option({
      title: 'Collect in Mitte',
      rates: [{ amount: '0' }],
      deliveryRegionIds: [germany.id],
    });
    const courier = await option({ title: 'Courier', rates: [{ amount: '6' }] });
    expect((await admin.ok(await admin.send('GET', logistics(store.id)))).logistics).toEqual({});
    const pickup = {
      method: 'STORE_PICKUP',
      address: berlin,
      instructions: 'Ask at the counter, 10:00 to 18:00',
    };
    const set = await admin.ok(await admin.send('PUT', logistics(store.id), { logistics: { pickup } }));
    expect(set).toEqual({ shippingOptionId: store.id, logistics: { pickup } });
    expect((await admin.ok(await admin.send('GET', `${OPTIONS}/${store.id}`))).shippingOption.revision).toBe(
      '2',
    );
    await admin.ok(
      await admin.send('PUT', logistics(courier.id), {
        logistics: {
          timeZone: 'Europe/Berlin',
          deliveryTimeSlots: [
            { weekday: 'TUESDAY', from: '08:00', to: '10:00' },
            { weekday: 'WEDNESDAY', from: '18:00', to: '20:00' },
          ],
        },
      }),
    );
    const cup = await admin.create(mug({ name: 'Pickup cup', priceData: { price: '20' }, weight: 0.5 }));
    const estimate = await shopper([line(cup.id)]);
    // Tuesday's 08:00 slot has begun: Wednesday's is the only one this week.
    const wednesday = `${courier.id}@2026-11-25T18:00`;
    // The store is in Germany: offered without an address (a pickup needs none), not to an address in France.
    expect(codes(await estimate({}))).toEqual([store.id, wednesday]);
    expect(codes(await estimate({ shippingAddress: { country: 'FR', postalCode: '75001' } }))).toEqual([
      wednesday,
    ]);
    const offered = await estimate({ shippingAddress: berlin });
    expect(codes(offered)).toEqual([store.id, wednesday]);
    const [collect, deliver] = offered.shippingInfo.carrierServiceOptions[0].shippingOptions;
    expect(collect.logistics).toEqual({
      deliveryTime: null,
      instructions: pickup.instructions,
      pickupDetails: { address: berlin, pickupMethod: 'STORE_PICKUP' },
    });
    expect(deliver.logistics).toMatchObject({ deliveryTime: 'Wed 25 Nov, 18:00–20:00', pickupDetails: null });
    // Unasked, the delivery is chosen; the pickup when the shopper picks it.
    expect(offered.shippingInfo.selectedCarrierServiceOption).toMatchObject({ code: wednesday });
    expect(offered.priceSummary.total.amount).toBe('26.00');
    const collected = await estimate({
      shippingAddress: berlin,
      selectedShippingOption: { code: store.id },
    });
    expect(collected.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: store.id,
      logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP' } },
    });
    expect(collected.priceSummary.total.amount).toBe('20.00');
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${store.id}`));
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${courier.id}`));
    await admin.ok(await admin.send('DELETE', `/atrium/v1/delivery-regions/${germany.id}`));
  });

  it('tax a chosen pickup where it is collected, not at the buyer’s address', async () => {
    const region = (
      await admin.ok(await admin.send('POST', '/billing/v1/tax-regions', { taxRegion: { country: 'DE' } }))
    ).taxRegion;
    await admin.ok(
      await admin.send('POST', '/billing/v1/manual-tax-mappings', {
        manualTaxMapping: {
          taxGroupId: DEFAULT_TAX_GROUPS.PHYSICAL.id,
          taxRegionId: region.id,
          taxRate: '0.19',
        },
      }),
    );
    const store = await option({ title: 'Collect in Berlin', rates: [{ amount: '0' }] });
    await admin.ok(
      await admin.send('PUT', logistics(store.id), {
        logistics: { pickup: { method: 'STORE_PICKUP', address: berlin } },
      }),
    );
    const cup = await admin.create(mug({ name: 'Taxed pickup cup', priceData: { price: '10' } }));
    const estimate = await shopper([line(cup.id)]);
    const boston = { country: 'US', subdivision: 'US-MA', postalCode: '02108' };
    // Delivered to Boston: no rate there. Collected in Berlin: German VAT.
    expect((await estimate({ shippingAddress: boston })).priceSummary.tax.amount).toBe('0.00');
    const collected = await estimate({ shippingAddress: boston, selectedShippingOption: { code: store.id } });
    expect(collected.priceSummary).toMatchObject({ tax: { amount: '1.90' }, total: { amount: '11.90' } });
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${store.id}`));
    await admin.ok(await admin.send('DELETE', `/billing/v1/tax-regions/${region.id}`));
  });

  it('refuse bad logistics and other sites’ options, storing nothing', async () => {
    const mine = await option({ title: 'Mine', rates: [{ amount: '1' }] });
    const slot = { weekday: 'MONDAY', from: '09:00', to: '11:00' };
    const bad: Array<[object, string]> = [
      [{}, 'logistics'],
      [{ logistics: { pickup: { method: 'STORE_PICKUP' } } }, 'logistics.pickup.address'],
      [
        { logistics: { pickup: { method: 'STORE_PICKUP', address: { city: 'Berlin' } } } },
        'logistics.pickup.address.country',
      ],
      [{ logistics: { pickup: { method: 'DRONE', address: berlin } } }, 'logistics.pickup.method'],
      [
        { logistics: { deliveryTimeSlots: [{ ...slot, from: '25:00' }] } },
        'logistics.deliveryTimeSlots[0].from',
      ],
      [{ logistics: { deliveryTimeSlots: [{ ...slot, to: '08:00' }] } }, 'logistics.deliveryTimeSlots[0].to'],
      [
        { logistics: { deliveryTimeSlots: [{ ...slot, weekday: 'FUNDAY' }] } },
        'logistics.deliveryTimeSlots[0].weekday',
      ],
      [{ logistics: { deliveryTimeSlots: Array(51).fill(slot) } }, 'logistics.deliveryTimeSlots'],
      [{ logistics: { timeZone: 'Mars/Olympus' } }, 'logistics.timeZone'],
      [
        {
          logistics: { pickup: { method: 'STORE_PICKUP', address: berlin, instructions: 'x'.repeat(1001) } },
        },
        'logistics.pickup.instructions',
      ],
      [
        { logistics: { pickup: { method: 'STORE_PICKUP', address: { ...berlin, city: 'Ber\u0000lin' } } } },
        'logistics.pickup.address.city',
      ],
    ];
    for (const [body, field] of bad) {
      const answer = await admin.send('PUT', logistics(mine.id), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(body)).toContain(field);
    }
    expect((await admin.ok(await admin.send('GET', logistics(mine.id)))).logistics).toEqual({});
    expect(applicationCode(await admin.send('GET', logistics(crypto.randomUUID())))).toBe(
      'SHIPPING_OPTION_NOT_FOUND',
    );
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(atrium, (await atrium.modules.sites.createApiKey(other.site.id, 'k')).key);
    expect(applicationCode(await stranger.send('GET', logistics(mine.id)))).toBe('SHIPPING_OPTION_NOT_FOUND');
    expect(
      applicationCode(await stranger.send('PUT', logistics(mine.id), { logistics: { timeZone: 'UTC' } })),
    ).toBe('SHIPPING_OPTION_NOT_FOUND');
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('GET', logistics(mine.id)))).toBe('FORBIDDEN');
    expect(applicationCode(await visitor.send('GET', CARRIERS))).toBe('FORBIDDEN');
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${mine.id}`));
  });

  it('offer the live rates of enabled carriers, and report a carrier that fails', async () => {
    const own = await option({ title: 'Standard', rates: [{ amount: '5' }] });
    const settings = await admin.ok(await admin.send('GET', CARRIERS));
    expect(settings).toEqual({
      carrierSettings: { enabledCarrierIds: [] },
      availableCarriers: [
        { carrierId: SANDBOX_CARRIER_ID, name: 'Sandbox Parcel' },
        { carrierId: BROKEN_ID, name: 'Broken Post' },
        { carrierId: SLOW_ID, name: 'Slow Freight' },
      ],
    });
    const unknown = await admin.send('PATCH', CARRIERS, {
      carrierSettings: { enabledCarrierIds: [SANDBOX_CARRIER_ID, crypto.randomUUID()] },
    });
    expect(applicationCode(unknown)).toBe('CARRIER_NOT_FOUND');
    expect((await admin.ok(await admin.send('GET', CARRIERS))).carrierSettings.enabledCarrierIds).toEqual([]);
    const kettle = await admin.create(
      mug({ name: 'Carrier kettle', priceData: { price: '40' }, weight: 2.2 }),
    );
    const estimate = await shopper([line(kettle.id)]);
    // Not enabled: the site's own option alone.
    expect(codes(await estimate({ shippingAddress: berlin }))).toEqual([own.id]);
    await admin.ok(
      await admin.send('PATCH', CARRIERS, {
        carrierSettings: { enabledCarrierIds: [SANDBOX_CARRIER_ID, BROKEN_ID, SLOW_ID] },
      }),
    );
    const quoted = await estimate({ shippingAddress: berlin });
    // 2.2 kg is billed as 3: ground 4.00 + 3 × 1.50, express twice that.
    expect(
      quoted.shippingInfo.carrierServiceOptions.map(
        (carrier: {
          carrierId: string;
          shippingOptions: Array<{ code: string; cost: { price: { amount: string } } }>;
        }) => [carrier.carrierId, carrier.shippingOptions.map((o) => [o.code, o.cost.price.amount])],
      ),
    ).toEqual([
      [expect.any(String), [[own.id, '5.00']]],
      [
        SANDBOX_CARRIER_ID,
        [
          [`${SANDBOX_CARRIER_ID}:ground`, '8.50'],
          [`${SANDBOX_CARRIER_ID}:express`, '17.00'],
        ],
      ],
    ]);
    expect(quoted.calculationErrors.carrierErrors.errors).toEqual([
      {
        carrierId: BROKEN_ID,
        error: {
          applicationError: {
            code: 'CARRIER_UNAVAILABLE',
            description: 'Broken Post could not quote a rate',
            data: {},
          },
        },
      },
      {
        carrierId: SLOW_ID,
        error: {
          applicationError: {
            code: 'CARRIER_UNAVAILABLE',
            description: 'Slow Freight did not answer in time',
            data: {},
          },
        },
      },
    ]);
    const express = await estimate({
      shippingAddress: berlin,
      selectedShippingOption: { carrierId: SANDBOX_CARRIER_ID, code: `${SANDBOX_CARRIER_ID}:express` },
    });
    expect(express.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      carrierId: SANDBOX_CARRIER_ID,
      title: 'Sandbox Parcel Express',
      logistics: { deliveryTime: '1–2 business days' },
    });
    expect(express.priceSummary.total.amount).toBe('57.00');
    // The sandbox, like a real carrier, needs a postal code: it says so, and the site's option is still offered.
    const vague = await estimate({ shippingAddress: { country: 'DE', city: 'Berlin' } });
    expect(codes(vague)).toEqual([own.id]);
    expect(
      vague.calculationErrors.carrierErrors.errors.map(
        (e: { carrierId: string; error: { applicationError: { description: string } } }) => [
          e.carrierId,
          e.error.applicationError.description,
        ],
      ),
    ).toContainEqual([SANDBOX_CARRIER_ID, 'Sandbox Parcel needs a postal code to quote a rate']);
    await admin.ok(await admin.send('PATCH', CARRIERS, { carrierSettings: { enabledCarrierIds: [] } }));
    await admin.ok(await admin.send('DELETE', `${OPTIONS}/${own.id}`));
  });
});
