import { eq } from 'drizzle-orm';
import { DEFAULT_TAX_GROUPS, MANUAL_TAX_APP_ID, type TaxSettings } from '@atrium/contract';
import { siteCache } from '../../core/brief-cache.js';
import type { PricingPlace, PricingTax } from '../../core/commerce/pricing.js';
import { subdivisionCode, type TaxRateSpec } from '../../core/commerce/totals/index.js';
import type { Db } from '../../core/db/index.js';
import type { TaxSettingsStore } from './settings.js';
import { manualTaxMappings, taxRegions, type ManualTaxMappingRow, type TaxRegionRow } from './tables.js';

type JurisdictionType = TaxRateSpec['jurisdictionType'];

/** A site's whole tax set-up: small, and asked for by every estimate. */
interface SiteTax {
  settings: TaxSettings;
  regions: TaxRegionRow[];
  mappings: ManualTaxMappingRow[];
}

function rateOf(
  mapping: ManualTaxMappingRow,
  region: TaxRegionRow,
  exemptGroupId: string | null,
): TaxRateSpec {
  const exempt = exemptGroupId
    ? mapping.exemptRates.find((rate) => rate.taxExemptGroupId === exemptGroupId)
    : undefined;
  return {
    rate: exempt?.taxRate ?? mapping.taxRate,
    name: mapping.taxName ?? mapping.taxType ?? 'Tax',
    type: mapping.taxType ?? 'Tax',
    jurisdiction: mapping.jurisdiction ?? (region.subdivision || region.country),
    jurisdictionType:
      (mapping.jurisdictionType as JurisdictionType | null) ?? (region.subdivision ? 'STATE' : 'COUNTRY'),
  };
}

/**
 * The tax of a site at its taxable address (at a tax-exempt group's rate where a mapping gives it one), from the built-in manual calculator: the regions of the address's
 * country and of its subdivision both apply (a country's VAT and a state's sales tax add up, the country's
 * first); the most precise region says whether prices include tax. A region handled by another calculator adds
 * no rates here. The set-up is kept briefly per site; every tax write forgets it (`forget`).
 */
export function createTaxSource(db: Db, settings: TaxSettingsStore) {
  const kept = siteCache<SiteTax>();
  const load = async (siteId: string): Promise<SiteTax> => {
    const [chosen, regions, mappings] = await Promise.all([
      settings.get(siteId),
      db.select().from(taxRegions).where(eq(taxRegions.siteId, siteId)),
      db.select().from(manualTaxMappings).where(eq(manualTaxMappings.siteId, siteId)),
    ]);
    return { settings: chosen, regions, mappings };
  };

  async function tax(
    siteId: string,
    places: { shipping: PricingPlace | null; billing: PricingPlace | null },
    exemptGroupId: string | null = null,
  ): Promise<PricingTax> {
    const site = await kept.get(siteId, () => load(siteId));
    const { taxableAddress, taxShipping } = site.settings;
    const place =
      taxableAddress === 'BILLING'
        ? (places.billing ?? places.shipping)
        : taxableAddress === 'SHIPPING'
          ? (places.shipping ?? places.billing)
          : null;
    const base = {
      included: false,
      shippingTaxed: taxShipping,
      shippingTaxGroupId: DEFAULT_TAX_GROUPS.SHIPPING.id,
      feeTaxGroupId: DEFAULT_TAX_GROUPS.PHYSICAL.id,
      taxableAddress,
      defaultGroups: { PHYSICAL: DEFAULT_TAX_GROUPS.PHYSICAL.id, DIGITAL: DEFAULT_TAX_GROUPS.DIGITAL.id },
    };
    if (!place) return { ...base, rates: new Map() };
    const subdivision = subdivisionCode(place.country, place.subdivision) ?? '';
    const country = site.regions.find(
      (region) => region.country === place.country && region.subdivision === '',
    );
    const state = subdivision
      ? site.regions.find((region) => region.country === place.country && region.subdivision === subdivision)
      : undefined;
    const rates = new Map<string, TaxRateSpec[]>();
    for (const region of [country, state]) {
      if (!region || region.appId !== MANUAL_TAX_APP_ID) continue;
      for (const mapping of site.mappings)
        if (mapping.taxRegionId === region.id)
          rates.set(mapping.taxGroupId, [
            ...(rates.get(mapping.taxGroupId) ?? []),
            rateOf(mapping, region, exemptGroupId),
          ]);
    }
    return { ...base, included: (state ?? country)?.taxIncludedInPrice ?? false, rates };
  }

  return { tax, forget: (siteId: string) => kept.forget(siteId) };
}
