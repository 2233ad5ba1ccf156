// What the estimate measurement prices: a discount rule, a flat shipping option for everywhere, and a state's
// sales tax on physical goods, made through the API like the rest of the fixture.
import { call } from './fixtures.js';

const PHYSICAL = '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f01';
export const ESTIMATE = '/ecom/v1/carts/current/estimate-totals';
export const ESTIMATE_BODY = { shippingAddress: { country: 'US', subdivision: 'US-CA', city: 'Fresno' } };

export async function createPricing(url: string, apiKey: string) {
  await call({ url, authorization: apiKey }, '/ecom/v1/discount-rules', {
    discountRule: {
      name: 'Bench 10% over 20',
      trigger: { subtotalRange: { from: '20' } },
      discounts: { values: [{ percentage: 10 }] },
    },
  });
  await call({ url, authorization: apiKey }, '/ecom/v1/shipping-options', {
    shippingOption: { title: 'Bench flat', rates: [{ amount: '4.99' }] },
  });
  const { taxRegion } = await call<{ taxRegion: { id: string } }>(
    { url, authorization: apiKey },
    '/billing/v1/tax-regions',
    {
      taxRegion: { country: 'US', subdivision: 'CA' },
    },
  );
  await call({ url, authorization: apiKey }, '/billing/v1/manual-tax-mappings', {
    manualTaxMapping: { taxGroupId: PHYSICAL, taxRegionId: taxRegion.id, taxRate: '0.0725' },
  });
}
