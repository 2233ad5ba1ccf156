import { randomUUID } from 'node:crypto';
import { DEFAULT_TAX_GROUPS } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, type TestAtrium } from '../../test/app.js';
import { mug, type productsApi } from '../../test/catalog.js';
import { address, CHECKOUTS, line, orderTestApp, shopperCheckout } from '../../test/orders.js';
import { violatedFields } from '../../test/wire.js';

const MAPPINGS = '/billing/v1/manual-tax-mappings';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
const exempt = randomUUID();
beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  const region = (
    await admin.ok(await admin.send('POST', '/billing/v1/tax-regions', { taxRegion: { country: 'GB' } }))
  ).taxRegion;
  const mapping = (
    await admin.ok(
      await admin.send('POST', MAPPINGS, {
        manualTaxMapping: {
          taxGroupId: DEFAULT_TAX_GROUPS.PHYSICAL.id,
          taxRegionId: region.id,
          taxRate: '0.2',
          taxType: 'VAT',
        },
      }),
    )
  ).manualTaxMapping;
  await admin.ok(
    await admin.send('POST', `${MAPPINGS}/bulk-assign-exempt-overrides`, {
      assignOverrides: [
        { manualTaxMappingId: mapping.id, exemptGroupOverrides: [{ exemptGroupId: exempt, rate: '0.05' }] },
      ],
    }),
  );
});
afterAll(async () => atrium?.close());

describe('a checkout in a tax-exempt group', () => {
  it("is taxed at the group's rate, which only the site may choose", async () => {
    const cup = await admin.create(mug({ name: 'Exempt cup', priceData: { price: '100' } }));
    const shopper = await shopperCheckout(atrium, [line(cup.id)], { shippingAddress: address });
    const read = async () =>
      (await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`))).checkout;
    expect((await read()).priceSummary.tax.amount).toBe('20.00');

    // The buyer cannot exempt themselves: a lower price is the site's to give.
    const asked = await shopper.me.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
      checkout: { id: shopper.id, taxExemptGroupId: exempt },
    });
    expect(applicationCode(asked)).toBe('PRICE_OVERRIDE_NOT_ALLOWED');
    expect((await read()).taxExemptGroupId).toBeNull();

    const set = await admin.ok(
      await admin.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
        checkout: { id: shopper.id, taxExemptGroupId: exempt },
      }),
    );
    expect(set.checkout).toMatchObject({
      taxExemptGroupId: exempt,
      priceSummary: { tax: { amount: '5.00' } },
    });
    // A group with no rate on the mapping pays the mapping's rate.
    const other = await admin.ok(
      await admin.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
        checkout: { id: shopper.id, taxExemptGroupId: randomUUID() },
      }),
    );
    expect(other.checkout.priceSummary.tax.amount).toBe('20.00');
    const bad = await admin.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
      checkout: { id: shopper.id, taxExemptGroupId: 'not-a-group' },
    });
    expect(violatedFields(bad)).toEqual(['checkout.taxExemptGroupId']);
  });
});
