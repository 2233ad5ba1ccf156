import type { Cart, EstimateTotalsResponse, StoreSettings } from '@atrium/contract';
import type { CatalogItem } from '../../core/commerce/catalog-provider.js';
import { currencyOf, type Currency } from '../../core/money/index.js';
import type { CartsContext } from './context.js';
import { catalogLineWire, customLineWire, money, type PricedLine } from './line-wire.js';
import type { CartLineRow, CartRow } from './tables.js';

/** Each catalogue line's item, asked of its catalogue in one call per catalogue; undefined where none has it. */
async function resolveItems(ctx: CartsContext, siteId: string, lines: readonly CartLineRow[]) {
  const items = new Map<string, CatalogItem | undefined>();
  const byApp = new Map<string, CartLineRow[]>();
  for (const line of lines)
    if (!line.custom && line.appId) byApp.set(line.appId, [...(byApp.get(line.appId) ?? []), line]);
  await Promise.all(
    [...byApp].map(async ([appId, appLines]) => {
      const provider = ctx.catalogs.get(appId);
      const found = provider
        ? await provider.resolve(
            siteId,
            appLines.map((line) => ({ catalogItemId: line.catalogItemId!, options: line.options })),
          )
        : [];
      appLines.forEach((line, i) => items.set(line.id, found[i]));
    }),
  );
  return items;
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
  capped: ReadonlySet<string> = new Set(),
): Promise<CartView> {
  const [settings, items] = await Promise.all([
    ctx.storeSettings(row.siteId),
    resolveItems(ctx, row.siteId, lines),
  ]);
  const currency = currencyOf(settings.currency);
  const priced = lines.map((line) =>
    line.custom
      ? customLineWire(line, currency)
      : catalogLineWire(line, items.get(line.id), { currency, capped: capped.has(line.id) }),
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
