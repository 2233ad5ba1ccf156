import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TAX_GROUPS, MANUAL_TAX_APP_ID } from '@atrium/contract';
import type { PricingPlace, PricingTax } from '../../core/commerce/pricing.js';
import { subdivisionCode, type TaxRateSpec } from '../../core/commerce/totals/index.js';
import type { Db } from '../../core/db/index.js';
import type { MappingsService } from './mappings.js';
import type { TaxSettingsStore } from './settings.js';
import { taxRegions } from './tables.js';

type JurisdictionType = TaxRateSpec['jurisdictionType'];

/**
 * The tax of a site at its taxable address, from the built-in manual calculator: the regions of the address's
 * country and of its subdivision both apply (a country's VAT and a state's sales tax add up); the most precise
 * region says whether prices include tax. A region handled by another calculator adds no rates here.
 */
export function createTaxSource(db: Db, settings: TaxSettingsStore, mappings: MappingsService) {
  return async function tax(
    siteId: string,
    places: { shipping: PricingPlace | null; billing: PricingPlace | null },
  ): Promise<PricingTax> {
    const chosen = await settings.get(siteId);
    const place =
      chosen.taxableAddress === 'BILLING'
        ? (places.billing ?? places.shipping)
        : chosen.taxableAddress === 'SHIPPING'
          ? (places.shipping ?? places.billing)
          : null;
    const base = {
      included: false,
      shippingTaxed: chosen.taxShipping,
      shippingTaxGroupId: DEFAULT_TAX_GROUPS.SHIPPING.id,
      feeTaxGroupId: DEFAULT_TAX_GROUPS.PHYSICAL.id,
      taxableAddress: chosen.taxableAddress,
      defaultGroups: { PHYSICAL: DEFAULT_TAX_GROUPS.PHYSICAL.id, DIGITAL: DEFAULT_TAX_GROUPS.DIGITAL.id },
    };
    if (!place) return { ...base, rates: new Map() };
    const subdivision = subdivisionCode(place.country, place.subdivision) ?? '';
    const regions = await db
      .select()
      .from(taxRegions)
      .where(
        and(
          eq(taxRegions.siteId, siteId),
          eq(taxRegions.country, place.country),
          inArray(taxRegions.subdivision, subdivision ? ['', subdivision] : ['']),
        ),
      );
    const precise = regions.find((region) => region.subdivision !== '') ?? regions[0];
    const manual = regions.filter((region) => region.appId === MANUAL_TAX_APP_ID);
    const rates = new Map<string, TaxRateSpec[]>();
    for (const mapping of await mappings.ofRegions(
      siteId,
      manual.map((region) => region.id),
    )) {
      const region = manual.find((entry) => entry.id === mapping.taxRegionId)!;
      const spec: TaxRateSpec = {
        rate: mapping.taxRate,
        name: mapping.taxName ?? mapping.taxType ?? 'Tax',
        type: mapping.taxType ?? 'Tax',
        jurisdiction: mapping.jurisdiction ?? (region.subdivision || region.country),
        jurisdictionType:
          (mapping.jurisdictionType as JurisdictionType | null) ?? (region.subdivision ? 'STATE' : 'COUNTRY'),
      };
      rates.set(mapping.taxGroupId, [...(rates.get(mapping.taxGroupId) ?? []), spec]);
    }
    // The country's rates first, then the subdivision's.
    for (const [group, specs] of rates)
      rates.set(
        group,
        [...specs].sort(
          (a, b) => Number(a.jurisdictionType !== 'COUNTRY') - Number(b.jurisdictionType !== 'COUNTRY'),
        ),
      );
    return { ...base, included: precise?.taxIncludedInPrice ?? false, rates };
  };
}
