/** Who a cart or checkout belongs to: a visitor, a member, or a site owner (`user`); none when made by API keys. */
export type OwnerKind = 'visitor' | 'member' | 'user';

/** A custom line's own details, as the site owner or API key sent them (its price in minor units). */
export interface CustomLine {
  priceMinor: string;
  fullPriceMinor?: string | null;
  productName: { original: string; translated?: string | null };
  descriptionLines?: unknown[] | null;
  media?: unknown;
  url?: unknown;
  itemType?: Record<string, unknown> | null;
  physicalProperties?: Record<string, unknown> | null;
  quantityAvailable?: number | null;
  priceDescription?: Record<string, unknown> | null;
  taxGroupId?: string | null;
  rootCatalogItemId?: string | null;
}

/** A line as any list stores it (a cart's, a checkout's): what pricing reads. */
export interface StoredLine {
  id: string;
  quantity: number;
  /** The catalogue reference; for a custom line, whatever reference its sender gave, if any. */
  appId: string | null;
  catalogItemId: string | null;
  options: Record<string, unknown> | null;
  /** appId, item and options in one canonical text: adding the same item again adds to this line. */
  itemKey: string | null;
  custom: CustomLine | null;
  /** Catalogue values an elevated caller overrode (catalogOverrideFields), with prices in minor units. */
  overrides: Record<string, unknown> | null;
  extendedFields: Record<string, unknown> | null;
}
