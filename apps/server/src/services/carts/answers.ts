import type { BuyerInfo, Cart, EstimateTotalsResponse, StoreSettings } from '@atrium/contract';
import type { CatalogItem } from '../../core/commerce/catalog-provider.js';
import { currencyOf, type Currency } from '../../core/money/index.js';
import type { CartsContext } from './context.js';
import { catalogLineWire, customLineWire, money, type PricedLine } from './line-wire.js';
import type { Priced } from './pricing.js';
import { totalsWire } from './totals-wire.js';
import { lineViolations } from './violations.js';
import type { CartRow, StoredLine } from './tables.js';

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
  ctx: CartsContext,
  siteId: string,
  requests: readonly ItemRequest[],
): Promise<Map<string, CatalogItem | undefined>> {
  const items = new Map<string, CatalogItem | undefined>();
  const byApp = new Map<string, ItemRequest[]>();
  for (const request of requests) byApp.set(request.appId, [...(byApp.get(request.appId) ?? []), request]);
  await Promise.all(
    [...byApp].map(async ([appId, asked]) => {
      const provider = ctx.catalogs.get(appId);
      const found = provider ? await provider.resolve(siteId, asked) : [];
      asked.forEach((request, i) => items.set(request.itemKey, found[i]));
    }),
  );
  return items;
}

/** The items of a cart's catalogue lines: those already known (just asked for by the write) are not asked again. */
async function itemsOfLines(
  ctx: CartsContext,
  siteId: string,
  lines: readonly StoredLine[],
  known: KnownItems,
) {
  const asked = lines.filter(
    (line): line is StoredLine & { appId: string; catalogItemId: string; itemKey: string } =>
      !line.custom && !!line.appId && !!line.catalogItemId && !!line.itemKey && !known.has(line.itemKey),
  );
  const found = asked.length ? await resolveItems(ctx, siteId, asked) : new Map();
  return (line: StoredLine) =>
    line.itemKey ? (known.get(line.itemKey) ?? found.get(line.itemKey)) : undefined;
}

/** Lines priced from their catalogues now, in the store's currency. */
export interface PricedLines {
  priced: PricedLine[];
  currency: Currency;
  settings: StoreSettings;
}

export interface CartView extends PricedLines {
  cart: Cart;
}

/** The buyer of a cart or checkout: its owner's identity, with the contact and email given for it. */
export function buyerInfo(
  owner: Pick<CartRow, 'ownerKind' | 'ownerId'>,
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

/**
 * Stored lines (a cart's or a checkout's) priced from their catalogues now: names, prices and stock are never
 * stored with them. `capped` names the lines whose quantity was just cut to the stock.
 */
export async function priceLines(
  ctx: CartsContext,
  siteId: string,
  lines: readonly StoredLine[],
  options: { capped?: ReadonlySet<string>; known?: KnownItems } = {},
): Promise<PricedLines> {
  const capped = options.capped ?? new Set<string>();
  const [settings, itemOf] = await Promise.all([
    ctx.storeSettings(siteId),
    itemsOfLines(ctx, siteId, lines, options.known ?? new Map()),
  ]);
  const currency = currencyOf(settings.currency);
  const priced = lines.map((line) =>
    line.custom
      ? customLineWire(line, currency)
      : catalogLineWire(line, itemOf(line), { currency, capped: capped.has(line.id) }),
  );
  return { settings, currency, priced };
}

/** A cart in its wire shape, its lines priced now. */
export async function cartView(
  ctx: CartsContext,
  row: CartRow,
  lines: readonly StoredLine[],
  options: { capped?: ReadonlySet<string>; known?: KnownItems } = {},
): Promise<CartView> {
  const { settings, currency, priced } = await priceLines(ctx, row.siteId, lines, options);
  const info = row.info;
  return {
    settings,
    currency,
    priced,
    cart: {
      id: row.id,
      lineItems: priced.map((line) => line.wire),
      buyerNote: info.buyerNote ?? null,
      buyerInfo: buyerInfo(row, { contactId: info.contactId, email: info.buyerEmail }),
      currency: currency.code,
      conversionCurrency: currency.code,
      paymentCurrency: currency.code,
      buyerLanguage: null,
      siteLanguage: 'en',
      taxIncludedInPrices: false,
      weightUnit: settings.weightUnit,
      checkoutId: row.checkoutId,
      appliedDiscounts:
        row.couponCode && row.couponId ? [{ coupon: { id: row.couponId, code: row.couponCode } }] : [],
      createdDate: row.createdAt.toISOString(),
      updatedDate: row.updatedAt.toISOString(),
      contactInfo: (info.contactInfo as Cart['contactInfo']) ?? null,
      overrideCheckoutUrl: info.overrideCheckoutUrl ?? null,
      purchaseFlowId: row.purchaseFlowId,
      selectedShippingOption: (info.selectedShippingOption as Cart['selectedShippingOption']) ?? null,
      extendedFields: info.extendedFields ? { namespaces: info.extendedFields } : null,
      businessLocationId: info.businessLocationId ?? null,
      revision: String(row.revision),
    },
  };
}

/** A price summary of nothing: what is left to pay later while every payment is in full. */
export function zeroSummary(currency: Currency) {
  const zero = money(0n, currency);
  return { subtotal: zero, shipping: zero, tax: zero, discount: zero, total: zero, additionalFees: zero };
}

/** Memberships are not offered: no memberships provider exists. */
export const NO_MEMBERSHIPS = { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] };

/** The cart's totals from the engine (`pricing.ts`), in the estimate's shape. */
export function estimateAnswer(view: CartView, priced: Priced): EstimateTotalsResponse {
  return {
    cart: view.cart,
    ...totalsWire(priced, view.priced, view.currency),
    membershipOptions: NO_MEMBERSHIPS,
    violations: lineViolations(view.cart.lineItems),
    weightUnit: view.settings.weightUnit,
    currency: view.currency.code,
    payLater: zeroSummary(view.currency),
  };
}
