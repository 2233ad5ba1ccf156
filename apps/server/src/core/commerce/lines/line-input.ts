import type { CustomLineItemInput, LineItemInput } from '@atrium/contract';
import type { Currency } from '../../money/index.js';
import { minorOfField } from '../../money/index.js';
import { invalid } from '../../wire/errors.js';
import type { CustomLine } from './stored-line.js';

/** JSON with object keys sorted, so that equal options give equal text whatever order they came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One catalogue line to add: the same item with the same options adds to the line already in the cart. */
export interface CatalogLineAdd {
  appId: string;
  catalogItemId: string;
  options: Record<string, unknown> | null;
  itemKey: string;
  quantity: number;
  overrides: Record<string, unknown> | null;
  extendedFields: Record<string, unknown> | null;
}

/** Minor units as a custom line or an override stores them (JSON has no bigint). */
const minor = (amount: string, currency: Currency, field: string) =>
  String(minorOfField(amount, currency, field));

export function catalogLines(
  inputs: readonly LineItemInput[],
  currency: Currency,
  path: string,
): CatalogLineAdd[] {
  return inputs.map((line, i) => {
    const reference = line.catalogReference;
    if (!reference)
      throw invalid(
        `${path}[${i}].catalogReference`,
        'names the catalogue item of the line',
        'REQUIRED_FIELD',
      );
    const options = reference.options ?? null;
    const override = line.catalogOverrideFields;
    return {
      appId: reference.appId,
      catalogItemId: reference.catalogItemId,
      options,
      itemKey: canonicalJson([reference.appId, reference.catalogItemId, options ?? {}]),
      quantity: line.quantity ?? 1,
      overrides: override
        ? {
            ...override,
            price:
              override.price == null
                ? null
                : minor(override.price, currency, `${path}[${i}].catalogOverrideFields.price`),
            fullPrice:
              override.fullPrice == null
                ? null
                : minor(override.fullPrice, currency, `${path}[${i}].catalogOverrideFields.fullPrice`),
          }
        : null,
      extendedFields: line.extendedFields ?? null,
    };
  });
}

/** A custom line as stored: the sender's own price and description, in minor units. */
export function customLine(input: CustomLineItemInput, currency: Currency, path: string): CustomLine {
  return {
    priceMinor: minor(input.price, currency, `${path}.price`),
    fullPriceMinor: input.fullPrice == null ? null : minor(input.fullPrice, currency, `${path}.fullPrice`),
    productName: input.productName,
    descriptionLines: input.descriptionLines ?? null,
    media: input.media ?? null,
    url: input.url ?? null,
    itemType: input.itemType ?? null,
    physicalProperties: input.physicalProperties ?? null,
    quantityAvailable: input.quantityAvailable ?? null,
    priceDescription: input.priceDescription ?? null,
    taxGroupId: input.taxGroupId ?? null,
    rootCatalogItemId: input.rootCatalogItemId ?? null,
  };
}
