import type { Address, CalculatedLineItem, Checkout, CheckoutLineItem } from '@atrium/contract';
import { type StoredLine } from '../carts/index.js';
import { buyerInfo, NO_MEMBERSHIPS, priceLines, zeroSummary } from '../../core/commerce/lines/price-lines.js';
import { money, type PricedLine } from '../../core/commerce/lines/line-wire.js';
import { priceTotals } from '../../core/commerce/lines/price-totals.js';
import { totalsWire } from '../../core/commerce/lines/totals-wire.js';
import type { Currency } from '../../core/money/index.js';
import { subscriptionCharges } from './subscription-charges.js';
import type { CheckoutsContext } from './context.js';
import type { CheckoutRow } from './tables.js';
import { checkoutViolations, type ValidationMode } from './violations.js';

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

/** A checkout in its wire shape, its lines priced from their catalogues now and totalled by the engine. */
export async function checkoutView(
  ctx: CheckoutsContext,
  row: CheckoutRow,
  stored: readonly StoredLine[],
): Promise<Checkout> {
  return (await pricedCheckout(ctx, row, stored)).checkout;
}

/** A checkout priced now: its wire shape, and the engine's totals (minor units) that an order is made of. */
export async function pricedCheckout(ctx: CheckoutsContext, row: CheckoutRow, stored: readonly StoredLine[]) {
  const { commerce } = ctx;
  const priced = await priceLines(commerce, row.siteId, stored);
  const { currency, settings } = priced;
  const info = row.info;
  const destination = info.shippingDestination as { address?: Address | null } | null;
  const billing = info.billingInfo as { address?: Address | null } | null;
  const selected = info.selectedShippingOption as { code: string } | null;
  const lineSubtotal = priced.priced
    .filter((line) => line.counted)
    .reduce((sum, line) => sum + line.unitPrice * BigInt(line.wire.quantity), 0n);
  const added = await Promise.all(ctx.feeSources.map((source) => source(row.siteId, row.id, lineSubtotal)));
  const extraFees = added.filter((fee) => fee !== null);
  const pricedTotals = await priceTotals(commerce, priced, {
    siteId: row.siteId,
    now: new Date(ctx.clock()),
    buyer: {
      memberId: row.ownerKind === 'member' ? row.ownerId : null,
      visitorId: row.ownerKind === 'visitor' ? row.ownerId : null,
      email: info.email ?? null,
    },
    couponCode: row.couponCode,
    shippingAddress: destination?.address ?? null,
    billingAddress: billing?.address ?? null,
    selectedShippingCode: selected?.code ?? null,
    giftCard: row.giftCardId ? { id: row.giftCardId, requested: row.giftCardRequested } : null,
    taxExemptGroupId: info.taxExemptGroupId ?? null,
    ...(extraFees.length ? { extraFees } : {}),
  });
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
    subscriptionCharges: subscriptionCharges(lineItems, wire.priceSummary, new Date(ctx.clock())),
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
  const checked = {
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
  return {
    checkout,
    totals: pricedTotals.totals,
    lines: priced.priced,
    currency,
    settings,
    /** The checkout's violations in another mode (CHECKOUT_VALIDATIONS when it becomes an order). */
    validate: (mode: ValidationMode) => checkoutViolations(mode, checked),
  };
}

export type PricedCheckout = Awaited<ReturnType<typeof pricedCheckout>>;
