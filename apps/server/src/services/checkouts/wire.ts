import type { Address, CalculatedLineItem, Checkout, CheckoutLineItem } from '@atrium/contract';
import { money, type PricedLine } from '../../core/commerce/lines/line-wire.js';
import {
  buyerInfo,
  NO_MEMBERSHIPS,
  zeroSummary,
  type PricedLines,
} from '../../core/commerce/lines/price-lines.js';
import type { Priced } from '../../core/commerce/lines/price-totals.js';
import { totalsWire } from '../../core/commerce/lines/totals-wire.js';
import type { Currency } from '../../core/money/index.js';
import { subscriptionCharges } from './subscription-charges.js';
import type { CheckoutRow } from './tables.js';
import { checkoutViolations, type Checked } from './violations.js';

/** A cart line as a checkout shows it: its image is `media`, with its discount and tax from the engine. */
function checkoutLine(
  { wire }: PricedLine,
  { pricesBreakdown: prices }: CalculatedLineItem,
  currency: Currency,
): CheckoutLineItem {
  const { image, ...line } = wire;
  const zero = money(0n, currency);
  return {
    ...line,
    media: image ?? null,
    price: prices.price ?? wire.price,
    lineItemPrice: prices.lineItemPrice ?? wire.lineItemPrice,
    totalPriceBeforeTax: prices.totalPriceBeforeTax ?? wire.lineItemPrice,
    totalPriceAfterTax: prices.totalPriceAfterTax ?? wire.lineItemPrice,
    taxDetails: prices.taxDetails ?? { taxableAmount: wire.lineItemPrice, taxRate: '0', totalTax: zero },
    discount: prices.totalDiscount ?? zero,
  };
}

/** What a checkout was priced from: its row, its lines as priced now, the engine's totals, and when. */
export interface CheckoutPricing {
  row: CheckoutRow;
  priced: PricedLines;
  totals: Priced;
  now: Date;
}

/** A checkout in its wire shape, and what its violations are judged on; pure, from what priced it. */
export function checkoutWire({ row, priced, totals: pricedTotals, now }: CheckoutPricing) {
  const { currency, settings } = priced;
  const info = row.info;
  const destination = info.shippingDestination as { address?: Address | null } | null;
  const wire = totalsWire(pricedTotals, priced.priced, currency);
  const lineItems = priced.priced.map((line, i) =>
    checkoutLine(line, wire.calculatedLineItems[i]!, currency),
  );
  const checkout: Checkout = {
    id: row.id,
    lineItems,
    billingInfo: (info.billingInfo as Checkout['billingInfo']) ?? null,
    shippingInfo: {
      ...wire.shippingInfo,
      shippingDestination: (info.shippingDestination as Checkout['billingInfo']) ?? null,
    },
    buyerNote: info.buyerNote ?? null,
    buyerInfo: buyerInfo(row, { contactId: info.contactId, email: info.email }),
    conversionCurrency: currency.code,
    currency: currency.code,
    paymentCurrency: currency.code,
    priceSummary: wire.priceSummary,
    calculationErrors: wire.calculationErrors,
    giftCard: wire.giftCard,
    appliedDiscounts: wire.appliedDiscounts,
    customFields: (info.customFields as Checkout['customFields']) ?? [],
    weightUnit: settings.weightUnit,
    taxSummary: wire.taxSummary,
    channelType: row.channelType,
    siteLanguage: 'en',
    buyerLanguage: null,
    completed: row.completed,
    taxIncludedInPrice: false,
    createdBy: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    payNow: wire.payNow,
    payLater: zeroSummary(currency),
    subscriptionCharges: subscriptionCharges(lineItems, wire.priceSummary, now),
    membershipOptions: NO_MEMBERSHIPS,
    additionalFees: wire.additionalFees,
    cartId: row.cartId,
    violations: [],
    extendedFields: info.extendedFields ? { namespaces: info.extendedFields } : null,
    purchaseFlowId: row.purchaseFlowId,
    businessLocationId: info.businessLocationId ?? null,
    taxExemptGroupId: info.taxExemptGroupId ?? null,
    customSettings: info.customSettings ?? null,
  };
  const checked: Checked = {
    row,
    lineItems,
    shippingError: pricedTotals.totals.shipping.error,
    giftCardRefused: pricedTotals.giftCardRefused,
    destinationGiven: !!destination?.address,
    pickup: !!wire.shippingInfo.selectedCarrierServiceOption?.logistics?.pickupDetails,
  };
  checkout.violations = checkoutViolations(
    row.completed ? 'SKIP_VALIDATIONS' : 'PRE_CHECKOUT_VALIDATIONS',
    checked,
  );
  return { checkout, checked };
}
