import type { Checkout, CheckoutLineItem, Violation } from '@atrium/contract';
import {
  buyerInfo,
  money,
  priceLines,
  priceSummary,
  type PricedLine,
  type StoredLine,
  zeroSummary,
} from '../carts/index.js';
import type { Currency } from '../../core/money/index.js';
import type { CheckoutsContext } from './context.js';
import type { CheckoutRow } from './tables.js';

/** A cart line as a checkout shows it: its image is `media`; no discount or tax until the totals engine. */
function checkoutLine({ wire }: PricedLine, currency: Currency): CheckoutLineItem {
  const { image, ...line } = wire;
  const zero = money(0n, currency);
  return {
    ...line,
    media: image ?? null,
    totalPriceBeforeTax: wire.lineItemPrice,
    totalPriceAfterTax: wire.lineItemPrice,
    taxDetails: { taxableAmount: wire.lineItemPrice, taxRate: '0', totalTax: zero },
    discount: zero,
  };
}

const UNAVAILABLE: Readonly<Record<string, string>> = {
  NOT_FOUND: 'This item is no longer sold: remove it to continue',
  NOT_AVAILABLE: 'This item is out of stock: remove it to continue',
};

/** What stops a line from being bought (an error) or bought in full (a warning), beside the line. */
function lineViolations(lines: readonly CheckoutLineItem[]): Violation[] {
  return lines.flatMap((line): Violation[] => {
    const target = { lineItem: { name: 'LINE_ITEM_DEFAULT' as const, id: line.id } };
    const { status, quantityAvailable } = line.availability;
    if (UNAVAILABLE[status]) return [{ severity: 'ERROR', target, description: UNAVAILABLE[status] }];
    if (status === 'PARTIALLY_AVAILABLE')
      return [
        {
          severity: 'WARNING',
          target,
          description: `Only ${quantityAvailable} left in stock: the quantity will be lowered to it`,
        },
      ];
    return [];
  });
}

/** A checkout in its wire shape, its lines priced from their catalogues now. */
export async function checkoutView(
  ctx: CheckoutsContext,
  row: CheckoutRow,
  stored: readonly StoredLine[],
): Promise<Checkout> {
  const priced = await priceLines(ctx.carts.ctx, row.siteId, stored);
  const { currency, settings } = priced;
  const lineItems = priced.priced.map((line) => checkoutLine(line, currency));
  const summary = priceSummary(priced);
  const zero = money(0n, currency);
  const info = row.info;
  const selected = info.selectedShippingOption as { code: string; carrierId?: string | null } | null;
  return {
    id: row.id,
    lineItems,
    billingInfo: (info.billingInfo as Checkout['billingInfo']) ?? null,
    shippingInfo: {
      shippingDestination: (info.shippingDestination as Checkout['billingInfo']) ?? null,
      selectedCarrierServiceOption: selected
        ? { code: selected.code, carrierId: selected.carrierId ?? null }
        : null,
      carrierServiceOptions: [],
    },
    buyerNote: info.buyerNote ?? null,
    buyerInfo: buyerInfo(row, { contactId: info.contactId, email: info.email }),
    conversionCurrency: currency.code,
    currency: currency.code,
    paymentCurrency: currency.code,
    priceSummary: summary,
    calculationErrors: null,
    giftCard: null,
    appliedDiscounts: [],
    customFields: (info.customFields as Checkout['customFields']) ?? [],
    weightUnit: settings.weightUnit,
    taxSummary: { taxableAmount: summary.subtotal, totalTax: zero },
    channelType: row.channelType,
    siteLanguage: 'en',
    buyerLanguage: null,
    completed: row.completed,
    taxIncludedInPrice: false,
    createdBy: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    payNow: summary,
    payLater: zeroSummary(currency),
    membershipOptions: null,
    additionalFees: [],
    cartId: row.cartId,
    violations: lineViolations(lineItems),
    extendedFields: info.extendedFields ? { namespaces: info.extendedFields } : null,
    purchaseFlowId: row.purchaseFlowId,
    businessLocationId: info.businessLocationId ?? null,
  };
}
