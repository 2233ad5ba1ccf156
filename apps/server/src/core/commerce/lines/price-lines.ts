import type { BuyerInfo, StoreSettings } from '@atrium/contract';
import type { CatalogItem } from '../catalog-provider.js';
import type { Commerce } from '../module.js';
import { currencyOf, type Currency } from '../../money/index.js';
import { catalogLineWire, customLineWire, money, type PricedLine } from './line-wire.js';
import type { OwnerKind, StoredLine } from './stored-line.js';

/** What a catalogue answered for each item, by the item key of the lines that name it (lines.ts). */
export type KnownItems = ReadonlyMap<string, CatalogItem | undefined>;

interface ItemRequest {
  appId: string;
  catalogItemId: string;
  options?: Record<string, unknown> | null;
  itemKey: string;
}

/** Each item asked of its catalogue, one call per catalogue; undefined where none has it. */
export async function resolveItems(
  commerce: Commerce,
  siteId: string,
  requests: readonly ItemRequest[],
): Promise<Map<string, CatalogItem | undefined>> {
  const items = new Map<string, CatalogItem | undefined>();
  const byApp = new Map<string, ItemRequest[]>();
  for (const request of requests) byApp.set(request.appId, [...(byApp.get(request.appId) ?? []), request]);
  await Promise.all(
    [...byApp].map(async ([appId, asked]) => {
      const provider = commerce.catalogs.get(appId);
      const found = provider ? await provider.resolve(siteId, asked) : [];
      asked.forEach((request, i) => items.set(request.itemKey, found[i]));
    }),
  );
  return items;
}

/** The items of a cart's catalogue lines: those already known (just asked for by the write) are not asked again. */
async function itemsOfLines(
  commerce: Commerce,
  siteId: string,
  { lines, known }: { lines: readonly StoredLine[]; known: KnownItems },
) {
  const asked = lines.filter(
    (line): line is StoredLine & { appId: string; catalogItemId: string; itemKey: string } =>
      !line.custom && !!line.appId && !!line.catalogItemId && !!line.itemKey && !known.has(line.itemKey),
  );
  const found = asked.length ? await resolveItems(commerce, siteId, asked) : new Map();
  return (line: StoredLine) =>
    line.itemKey ? (known.get(line.itemKey) ?? found.get(line.itemKey)) : undefined;
}

/** Lines priced from their catalogues now, in the store's currency. */
export interface PricedLines {
  priced: PricedLine[];
  currency: Currency;
  settings: StoreSettings;
}

/** The buyer of a cart or checkout: its owner's identity, with the contact and email given for it. */
export function buyerInfo(
  owner: { ownerKind: OwnerKind | null; ownerId: string | null },
  contact: { contactId?: string | null; email?: string | null },
): BuyerInfo {
  return {
    ...(owner.ownerKind === 'visitor' ? { visitorId: owner.ownerId } : {}),
    ...(owner.ownerKind === 'member' ? { memberId: owner.ownerId } : {}),
    ...(owner.ownerKind === 'user' ? { userId: owner.ownerId } : {}),
    contactId: contact.contactId ?? null,
    email: contact.email ?? null,
  };
}

/** The lines to price, those just cut to the stock, and the items the catalogues already gave. */
export interface PriceLinesOptions {
  lines: readonly StoredLine[];
  capped?: ReadonlySet<string>;
  known?: KnownItems;
}

/**
 * Stored lines (a cart's or a checkout's) priced from their catalogues now: names, prices and stock are never
 * stored with them. `capped` names the lines whose quantity was just cut to the stock.
 */
export async function priceLines(
  commerce: Commerce,
  siteId: string,
  { lines, capped = new Set<string>(), known = new Map() }: PriceLinesOptions,
): Promise<PricedLines> {
  const [settings, itemOf] = await Promise.all([
    commerce.storeSettings(siteId),
    itemsOfLines(commerce, siteId, { lines, known }),
  ]);
  const currency = currencyOf(settings.currency);
  const priced = lines.map((line) =>
    line.custom
      ? customLineWire(line, currency)
      : catalogLineWire(line, itemOf(line), { currency, capped: capped.has(line.id) }),
  );
  return { settings, currency, priced };
}

/** A price summary of nothing: what is left to pay later while every payment is in full. */
export function zeroSummary(currency: Currency) {
  const zero = money(0n, currency);
  return { subtotal: zero, shipping: zero, tax: zero, discount: zero, total: zero, additionalFees: zero };
}

/** Memberships are not offered: no memberships provider exists. */
export const NO_MEMBERSHIPS = { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] };
