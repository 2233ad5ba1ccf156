import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const GROUPS = '/billing/v1/tax-groups';
const REGIONS = '/billing/v1/tax-regions';
const MAPPINGS = '/billing/v1/manual-tax-mappings';
const CURRENT = '/ecom/v1/carts/current';
const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const PHYSICAL = '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f01';
const SHIPPING = '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f03';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const post = async (path: string, body: object) => admin.ok(await admin.send('POST', path, body));
const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});

async function estimate(lineItems: object[], body: object) {
  const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems }));
  return me.ok(await me.send('POST', `${CURRENT}/estimate-totals`, body));
}

describe('tax groups, regions and manual mappings', () => {
  it('tax each line at the rates of its group where the buyer is, country and state together', async () => {
    const defaults = (await admin.ok(await admin.send('GET', `${GROUPS}/default-tax-groups`))).taxGroups;
    expect(defaults.map((g: { name: string }) => g.name)).toEqual([
      'Physical products',
      'Digital products',
      'Shipping',
    ]);
    const books = (await post(GROUPS, { taxGroup: { name: 'Books' } })).taxGroup;
    const us = (await post(REGIONS, { taxRegion: { country: 'US' } })).taxRegion;
    const ca = (await post(REGIONS, { taxRegion: { country: 'US', subdivision: 'US-CA' } })).taxRegion;
    expect(ca).toMatchObject({
      subdivision: 'CA',
      taxIncludedInPrice: false,
      appId: '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f00',
    });
    expect(
      applicationCode(await admin.send('POST', REGIONS, { taxRegion: { country: 'US', subdivision: 'CA' } })),
    ).toBe('TAX_REGION_ALREADY_EXISTS');
    const bulk = await post(`/billing/v1/bulk/manual-tax-mappings/create`, {
      returnEntity: true,
      manualTaxMappings: [
        {
          taxGroupId: PHYSICAL,
          taxRegionId: ca.id,
          taxRate: '0.0725',
          taxName: 'CA sales tax',
          jurisdictionType: 'STATE',
          jurisdiction: 'California',
        },
        {
          taxGroupId: PHYSICAL,
          taxRegionId: us.id,
          taxRate: '0.01',
          taxName: 'Federal',
          jurisdictionType: 'COUNTRY',
          jurisdiction: 'US',
        },
        { taxGroupId: books.id, taxRegionId: ca.id, taxRate: '0' },
        { taxGroupId: PHYSICAL, taxRegionId: ca.id, taxRate: '0.5' },
        { taxGroupId: crypto.randomUUID(), taxRegionId: ca.id, taxRate: '0.1' },
      ],
    });
    expect(bulk.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(bulk.results[3].itemMetadata.error.code).toBe('MANUAL_TAX_MAPPING_ALREADY_EXISTS');
    expect(bulk.results[4].itemMetadata.error.code).toBe('TAX_GROUP_NOT_FOUND');
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 3, totalFailures: 2, undetailedFailures: 0 });

    const kettle = await admin.create(mug({ name: 'Tax kettle', priceData: { price: '19.99' } }));
    const california = { shippingAddress: { country: 'US', subdivision: 'US-CA' }, calculateShipping: false };
    const totals = await estimate([line(kettle.id, 3)], california);
    // 59.97 × 8.25% = 4.9475 → 4.95, split 1% : 7.25% → 0.60 and 4.35, the country's first.
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '59.97' },
      tax: { amount: '4.95' },
      total: { amount: '64.92' },
    });
    expect(totals.calculatedLineItems[0].pricesBreakdown.taxDetails).toMatchObject({
      taxRate: '0.0825',
      totalTax: { amount: '4.95' },
      taxBreakdown: [
        { taxName: 'Federal', jurisdictionType: 'COUNTRY', taxAmount: { amount: '0.60' } },
        { taxName: 'CA sales tax', jurisdictionType: 'STATE', taxAmount: { amount: '4.35' } },
      ],
    });
    expect(totals.taxSummary).toMatchObject({
      taxableAmount: { amount: '59.97' },
      totalTax: { amount: '4.95' },
    });
    // A product in the books group is taxed at the books rate (none); an unknown group is refused.
    const novel = await admin.create(
      mug({ name: 'Tax novel', priceData: { price: '10' }, taxGroupId: books.id }),
    );
    expect(novel.taxGroupId).toBe(books.id);
    const mixed = await estimate([line(kettle.id), line(novel.id)], california);
    const lineTax = (item: { pricesBreakdown: { taxDetails: { totalTax: { amount: string } } } }) =>
      item.pricesBreakdown.taxDetails.totalTax.amount;
    expect(mixed.calculatedLineItems.map(lineTax)).toEqual(['1.65', '0.00']);
    const unknown = await admin.send('POST', '/atrium/v1/products', {
      product: mug({ name: 'Untaxed', taxGroupId: crypto.randomUUID() }),
    });
    expect(applicationCode(unknown)).toBe('TAX_GROUP_NOT_FOUND');
    // Elsewhere in the US only the federal rate; outside it, none.
    expect(
      (
        await estimate([line(kettle.id)], {
          shippingAddress: { country: 'US', subdivision: 'NY' },
          calculateShipping: false,
        })
      ).priceSummary.tax.amount,
    ).toBe('0.20');
    expect(
      (await estimate([line(kettle.id)], { shippingAddress: { country: 'FR' }, calculateShipping: false }))
        .priceSummary.tax.amount,
    ).toBe('0.00');
    expect(
      (await estimate([line(kettle.id)], { ...california, calculateTax: false })).priceSummary.tax.amount,
    ).toBe('0.00');

    // Prices that include tax: the tax is taken out of them.
    await admin.ok(
      await admin.send('PATCH', `${REGIONS}/${ca.id}`, {
        taxRegion: { id: ca.id, taxIncludedInPrice: true },
      }),
    );
    const included = await estimate([line(kettle.id)], california);
    expect(included.priceSummary).toMatchObject({
      subtotal: { amount: '19.99' },
      tax: { amount: '1.52' },
      total: { amount: '19.99' },
    });
    await admin.ok(
      await admin.send('PATCH', `${REGIONS}/${ca.id}`, {
        taxRegion: { id: ca.id, taxIncludedInPrice: false },
      }),
    );

    // Shipping is taxed at the shipping group's rate when the site says so.
    await post(MAPPINGS, { manualTaxMapping: { taxGroupId: SHIPPING, taxRegionId: ca.id, taxRate: '0.1' } });
    await post('/ecom/v1/shipping-options', { shippingOption: { title: 'Flat', rates: [{ amount: '5' }] } });
    const shipped = await estimate([line(kettle.id)], {
      shippingAddress: { country: 'US', subdivision: 'CA' },
    });
    expect(shipped.shippingInfo.selectedCarrierServiceOption.cost.taxDetails.totalTax.amount).toBe('0.50');
    await admin.ok(
      await admin.send('PATCH', '/atrium/v1/tax-settings', { taxSettings: { taxShipping: false } }),
    );
    const untaxed = await estimate([line(kettle.id)], {
      shippingAddress: { country: 'US', subdivision: 'CA' },
    });
    expect(untaxed.shippingInfo.selectedCarrierServiceOption.cost.taxDetails.totalTax.amount).toBe('0.00');
    const settings = (await admin.ok(await admin.send('GET', '/atrium/v1/tax-settings'))).taxSettings;
    expect(settings).toEqual({ taxableAddress: 'SHIPPING', taxShipping: false });

    // A group in use stays; a region takes its mappings with it; default groups are fixed.
    expect(applicationCode(await admin.send('DELETE', `${GROUPS}/${books.id}`))).toBe('TAX_GROUP_IN_USE');
    await admin.ok(await admin.send('DELETE', `/atrium/v1/products/${novel.id}`));
    expect(applicationCode(await admin.send('DELETE', `${GROUPS}/${PHYSICAL}`))).toBe('TAX_GROUP_IS_DEFAULT');
    expect(
      applicationCode(
        await admin.send('PATCH', `${GROUPS}/${PHYSICAL}`, { taxGroup: { id: PHYSICAL, name: 'x' } }),
      ),
    ).toBe('TAX_GROUP_IS_DEFAULT');
    expect((await admin.ok(await admin.send('GET', `${GROUPS}/${PHYSICAL}`))).taxGroup.name).toBe(
      'Physical products',
    );
    await admin.ok(await admin.send('DELETE', `${REGIONS}/${ca.id}`));
    const left = await admin.ok(
      await admin.send('GET', `${MAPPINGS}/query?query.filter.taxRegionId=${ca.id}`),
    );
    expect(left.manualTaxMappings).toEqual([]);
    await admin.ok(await admin.send('DELETE', `${GROUPS}/${books.id}`));
    const events = (await outboxEvents(atrium)).map((e) => e.type);
    expect(events).toEqual(
      expect.arrayContaining([
        'tax_group.created',
        'tax_region.created',
        'manual_tax_mapping.created',
        'tax_region.deleted',
      ]),
    );
  });

  it('keeps exempt rates per group, and mappings to one per group and region', async () => {
    const region = (await post(REGIONS, { taxRegion: { country: 'DE' } })).taxRegion;
    const mapping = (
      await post(MAPPINGS, {
        manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: region.id, taxRate: '0.19', taxType: 'VAT' },
      })
    ).manualTaxMapping;
    const exempt = crypto.randomUUID();
    const assigned = await post(`${MAPPINGS}/bulk-assign-exempt-overrides`, {
      returnEntity: true,
      assignOverrides: [
        { manualTaxMappingId: mapping.id, exemptGroupOverrides: [{ exemptGroupId: exempt, rate: '0.07' }] },
        {
          manualTaxMappingId: crypto.randomUUID(),
          exemptGroupOverrides: [{ exemptGroupId: exempt, rate: '0' }],
        },
      ],
    });
    expect(assigned.results[0].item.exemptRates).toEqual([{ taxExemptGroupId: exempt, taxRate: '0.07' }]);
    expect(assigned.results[1].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'MANUAL_TAX_MAPPING_NOT_FOUND' },
    });
    const unassigned = await post(`${MAPPINGS}/bulk-unassign-exempt-overrides`, {
      returnEntity: true,
      unassignOverrides: [{ manualTaxMappingId: mapping.id, exemptGroupIds: [exempt] }],
    });
    expect(unassigned.results[0].item).toMatchObject({ exemptRates: [], revision: '3' });
    const changed = await admin.ok(
      await admin.send('PATCH', `${MAPPINGS}/${mapping.id}`, {
        manualTaxMapping: { id: mapping.id, revision: '3', taxRate: '0.16' },
      }),
    );
    expect(changed.manualTaxMapping).toMatchObject({ taxRate: '0.16', taxType: 'VAT', revision: '4' });
    const stale = await admin.send('PATCH', `${MAPPINGS}/${mapping.id}`, {
      manualTaxMapping: { id: mapping.id, revision: '3', taxRate: '0.2' },
    });
    expect(applicationCode(stale)).toBe('MANUAL_TAX_MAPPING_REVISION_MISMATCH');
    const extended = await post(`${MAPPINGS}/${mapping.id}/update-extended-fields`, {
      namespace: '@shop/audit',
      namespaceData: { by: 'me' },
    });
    expect(extended.manualTaxMapping.extendedFields).toEqual({ namespaces: { '@shop/audit': { by: 'me' } } });
    const listed = await admin.ok(await admin.send('GET', MAPPINGS));
    expect(listed.manualTaxMappings.map((m: { id: string }) => m.id)).toContain(mapping.id);
    expect(
      applicationCode(
        await admin.send('POST', MAPPINGS, {
          manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: region.id, taxRate: '0.1' },
        }),
      ),
    ).toBe('MANUAL_TAX_MAPPING_ALREADY_EXISTS');
  });

  it('refuses bad input and keeps each site to its own', async () => {
    const region = (await post(REGIONS, { taxRegion: { country: 'GB' } })).taxRegion;
    const cases: Array<[string, object, string]> = [
      [GROUPS, { taxGroup: {} }, 'taxGroup.name'],
      [GROUPS, { taxGroup: { name: 'x'.repeat(201) } }, 'taxGroup.name'],
      [REGIONS, { taxRegion: {} }, 'taxRegion.country'],
      [REGIONS, { taxRegion: { country: 'Britain' } }, 'taxRegion.country'],
      [
        MAPPINGS,
        { manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: region.id } },
        'manualTaxMapping.taxRate',
      ],
      [
        MAPPINGS,
        { manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: region.id, taxRate: '1.5' } },
        'manualTaxMapping.taxRate',
      ],
      [
        MAPPINGS,
        { manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: region.id, taxRate: '0.1234567' } },
        'manualTaxMapping.taxRate',
      ],
      [
        MAPPINGS,
        {
          manualTaxMapping: {
            taxGroupId: PHYSICAL,
            taxRegionId: region.id,
            taxRate: '0.2',
            taxName: 'V\u0000AT',
          },
        },
        'manualTaxMapping.taxName',
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await admin.send('POST', path, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(body)).toContain(field);
    }
    expect(
      applicationCode(
        await admin.send('POST', REGIONS, { taxRegion: { country: 'NL', appId: crypto.randomUUID() } }),
      ),
    ).toBe('TAX_CALCULATOR_NOT_FOUND');
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(other.site.id, 'other')).key,
    );
    expect(applicationCode(await stranger.send('GET', `${REGIONS}/${region.id}`))).toBe(
      'TAX_REGION_NOT_FOUND',
    );
    const theirs = await stranger.send('POST', MAPPINGS, {
      manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: region.id, taxRate: '0.2' },
    });
    expect(applicationCode(theirs)).toBe('TAX_REGION_NOT_FOUND');
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('GET', `${GROUPS}/default-tax-groups`))).toBe('FORBIDDEN');
    const byApp = await post(`${GROUPS}/list-default-tax-groups-by-app-ids`, {
      appIds: [APP_ID, 'other-app'],
    });
    expect(
      byApp.results.map((r: { taxGroupMetadata: { success: boolean } }) => r.taxGroupMetadata.success),
    ).toEqual([true, false]);
    expect(byApp.results[0].taxGroup.id).toBe(PHYSICAL);
  });
});
