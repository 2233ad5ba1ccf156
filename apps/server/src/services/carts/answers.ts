import type { Cart, EstimateTotalsResponse, StoreSettings } from '@atrium/contract';
import type { CatalogItem } from '../../core/commerce/catalog-provider.js';
import { currencyOf, type Currency } from '../../core/money/index.js';
import type { CartsContext } from './context.js';
import { catalogLineWire, customLineWire, money, type PricedLine } from './line-wire.js';
import type { CartLineRow, CartRow } from './tables.js';

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
  lines: readonly CartLineRow[],
  known: KnownItems,
) {
  const asked = lines.filter(
    (line): line is CartLineRow & { appId: string; catalogItemId: string; itemKey: string } =>
      !line.custom && !!line.appId && !!line.catalogItemId && !!line.itemKey && !known.has(line.itemKey),
  );
  const found = asked.length ? await resolveItems(ctx, siteId, asked) : new Map();
  return (line: CartLineRow) =>
    line.itemKey ? (known.get(line.itemKey) ?? found.get(line.itemKey)) : undefined;
}

export interface CartView {
  cart: Cart;
  priced: PricedLine[];
  currency: Currency;
  settings: StoreSettings;
}

function buyerInfo(row: CartRow): Cart['buyerInfo'] {
  const info = row.info;
  return {
    ...(row.ownerKind === 'visitor' ? { visitorId: row.ownerId } : {}),
    ...(row.ownerKind === 'member' ? { memberId: row.ownerId } : {}),
    ...(row.ownerKind === 'user' ? { userId: row.ownerId } : {}),
    contactId: info.contactId ?? null,
    email: info.buyerEmail ?? null,
  };
}

/**
 * A cart in its wire shape, its lines priced from their catalogues now (names, prices and stock are never
 * stored on the cart). `capped` names the lines whose quantity was just cut to the stock.
 */
export async function cartView(
  ctx: CartsContext,
  row: CartRow,
  lines: readonly CartLineRow[],
  options: { capped?: ReadonlySet<string>; known?: KnownItems } = {},
): Promise<CartView> {
  const capped = options.capped ?? new Set<string>();
  const [settings, itemOf] = await Promise.all([
    ctx.storeSettings(row.siteId),
    itemsOfLines(ctx, row.siteId, lines, options.known ?? new Map()),
  ]);
  const currency = currencyOf(settings.currency);
  const priced = lines.map((line) =>
    line.custom
      ? customLineWire(line, currency)
      : catalogLineWire(line, itemOf(line), { currency, capped: capped.has(line.id) }),
  );
  const info = row.info;
  return {
    settings,
    currency,
    priced,
    cart: {
      id: row.id,
      lineItems: priced.map((line) => line.wire),
      buyerNote: info.buyerNote ?? null,
      buyerInfo: buyerInfo(row),
      currency: currency.code,
      conversionCurrency: currency.code,
      paymentCurrency: currency.code,
      buyerLanguage: null,
      siteLanguage: 'en',
      taxIncludedInPrices: false,
      weightUnit: settings.weightUnit,
      checkoutId: row.checkoutId,
      appliedDiscounts: [],
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

/**
 * The cart's totals as they stand: subtotal and total from the lines that can be bought. Shipping, tax,
 * discounts, fees and gift cards are zero until the totals engine prices them.
 */
export function estimateTotals(view: CartView): EstimateTotalsResponse {
  const { currency, priced } = view;
  const zero = money(0n, currency);
  const subtotal = priced
    .filter((line) => line.counted)
    .reduce((sum, line) => sum + line.unitPrice * BigInt(line.wire.quantity), 0n);
  const summary = {
    subtotal: money(subtotal, currency),
    shipping: zero,
    tax: zero,
    discount: zero,
    total: money(subtotal, currency),
    additionalFees: zero,
  };
  return {
    cart: view.cart,
    calculatedLineItems: priced.map((line) => ({
      lineItemId: line.wire.id,
      paymentOption: 'FULL_PAYMENT_ONLINE',
      pricesBreakdown: {
        totalPriceAfterTax: line.wire.lineItemPrice,
        totalPriceBeforeTax: line.wire.lineItemPrice,
        totalDiscount: zero,
        price: line.wire.price,
        priceBeforeDiscounts: line.wire.priceBeforeDiscounts,
        lineItemPrice: line.wire.lineItemPrice,
        fullPrice: line.wire.fullPrice,
        modifiers: zero,
        taxDetails: { taxableAmount: line.wire.lineItemPrice, taxRate: '0', totalTax: zero },
      },
    })),
    priceSummary: summary,
    taxSummary: { taxableAmount: summary.subtotal, totalTax: zero },
    appliedDiscounts: [],
    additionalFees: [],
    violations: [],
    weightUnit: view.settings.weightUnit,
    currency: currency.code,
    payNow: summary,
    payLater: {
      subtotal: zero,
      shipping: zero,
      tax: zero,
      discount: zero,
      total: zero,
      additionalFees: zero,
    },
  };
}
