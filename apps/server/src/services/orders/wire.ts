import type {
  Activity,
  CreatedBy,
  Order,
  OrderLineItem,
  Price,
  V1ShippingInformation,
} from '@atrium/contract';
import { currencyOf, formatMoney, toDecimal, type Currency } from '../../core/money/index.js';
import { balanceOf, type PaymentAmounts } from './payment-status.js';
import type { OrderActivityRow, OrderLineRow, OrderRow } from './tables.js';

/** An amount as orders show it: decimal text and its formatted form. */
export function price(minor: bigint, currency: Currency): Price {
  return { amount: toDecimal(minor, currency), formattedAmount: formatMoney(minor, currency) };
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A checkout's amounts (MultiCurrencyPrice) as an order shows them (Price), anywhere in a snapshot. */
function asPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asPrices);
  if (!isPlain(value)) return value;
  if (typeof value.amount === 'string' && 'convertedAmount' in value)
    return { amount: value.amount, formattedAmount: value.formattedAmount ?? value.amount };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asPrices(v)]));
}

function lineWire(row: OrderLineRow, currency: Currency): OrderLineItem {
  const shown = row.snapshot as Plain;
  const unitAfterDiscount = row.quantity > 0 ? (row.subtotal - row.discount) / BigInt(row.quantity) : 0n;
  const beforeTax = row.subtotal - row.discount;
  const taxInfo = {
    taxAmount: price(row.tax, currency),
    taxableAmount: price(beforeTax, currency),
    taxRate: row.taxRate,
    taxGroupId: null,
    taxIncludedInPrice: false,
    taxBreakdown: [],
  };
  return {
    id: row.id,
    productName: shown.productName as OrderLineItem['productName'],
    catalogReference: (shown.catalogReference as OrderLineItem['catalogReference']) ?? null,
    quantity: row.quantity,
    totalDiscount: price(row.discount, currency),
    descriptionLines: (shown.descriptionLines as OrderLineItem['descriptionLines']) ?? [],
    image: (shown.media as OrderLineItem['image']) ?? null,
    physicalProperties: (shown.physicalProperties as OrderLineItem['physicalProperties']) ?? null,
    itemType: shown.itemType as OrderLineItem['itemType'],
    fulfillerId: (shown.fulfillerId as string | null | undefined) ?? null,
    refundQuantity: row.refundedQuantity,
    restockQuantity: row.restockedQuantity,
    price: price(unitAfterDiscount, currency),
    priceBeforeDiscounts: price(row.unitPrice, currency),
    totalPriceBeforeTax: price(beforeTax, currency),
    totalPriceAfterTax: price(row.total, currency),
    paymentOption: (shown.paymentOption as OrderLineItem['paymentOption']) ?? 'FULL_PAYMENT_ONLINE',
    taxDetails: { taxableAmount: taxInfo.taxableAmount, taxRate: row.taxRate, totalTax: taxInfo.taxAmount },
    taxInfo,
    digitalFile: null,
    subscriptionInfo: (shown.subscriptionInfo as OrderLineItem['subscriptionInfo']) ?? null,
    priceDescription: (shown.priceDescription as OrderLineItem['priceDescription']) ?? null,
    depositAmount: null,
    locations: [],
    lineItemPrice: price(row.subtotal, currency),
    taxableAddress: (shown.taxableAddress as OrderLineItem['taxableAddress']) ?? null,
    priceUndetermined: false,
    fixedQuantity: false,
    decimalQuantity: null,
    extendedFields: (shown.extendedFields as OrderLineItem['extendedFields']) ?? null,
    modifierGroups: [],
  };
}

/** The option the buyer chose, with where it goes: the checkout's shipping as an order keeps it. */
function shippingWire(order: OrderRow): V1ShippingInformation | null {
  const info = order.snapshot.shippingInfo as Plain | null | undefined;
  const option = info?.selectedCarrierServiceOption as Plain | null | undefined;
  if (!option) return null;
  const cost = asPrices(option.cost ?? {}) as Plain;
  const logistics = (option.logistics ?? {}) as Plain;
  return {
    carrierId: (option.carrierId as string | null) ?? null,
    code: option.code as string,
    title: (option.title as string | null) ?? null,
    logistics: {
      shippingDestination: (order.snapshot.recipientInfo as never) ?? null,
      pickupDetails: (logistics.pickupDetails as never) ?? null,
      deliveryTime: (logistics.deliveryTime as string | null) ?? null,
      instructions: (logistics.instructions as string | null) ?? null,
    },
    cost: {
      price: (cost.price as Price) ?? null,
      totalPriceBeforeTax: (cost.totalPriceBeforeTax as Price) ?? null,
      totalPriceAfterTax: (cost.totalPriceAfterTax as Price) ?? null,
      taxDetails: (cost.taxDetails as never) ?? null,
      discount: (cost.totalDiscount as Price) ?? null,
    },
    region: isPlain(info?.region) ? { name: (info.region.name as string | null) ?? null } : null,
  };
}

function activityWire(row: OrderActivityRow): Activity {
  return {
    ...row.content,
    id: row.id,
    type: row.type as Activity['type'],
    createdDate: row.createdAt.toISOString(),
    ...(row.authorEmail ? { authorEmail: row.authorEmail } : {}),
  } as Activity;
}

/** The buyer as the order shows them: a visitor or a member; a site owner's own order shows their email. */
function buyerWire(order: OrderRow): Order['buyerInfo'] {
  return {
    ...(order.ownerKind === 'visitor' ? { visitorId: order.ownerId } : {}),
    ...(order.ownerKind === 'member' ? { memberId: order.ownerId } : {}),
    contactId: order.contactId,
    email: order.buyerEmail,
  } as Order['buyerInfo'];
}

/** The rows an order's wire shape reads besides its own: its lines, payments and timeline. */
export interface OrderWireParts {
  lines: readonly OrderLineRow[];
  payments: readonly PaymentAmounts[];
  activities: readonly OrderActivityRow[];
}

/** An order in its wire shape, from its rows. */
export function orderWire(order: OrderRow, parts: OrderWireParts): Order {
  const { lines, payments, activities } = parts;
  const currency = currencyOf(order.currency);
  const paid = payments.reduce((sum, p) => sum + p.captured, 0n);
  const refunded = payments.reduce((sum, p) => sum + p.refunded, 0n);
  const authorized = payments
    .filter((p) => p.status === 'AUTHORIZED')
    .reduce((sum, p) => sum + p.amount - p.captured, 0n);
  const snapshot = order.snapshot;
  const zero = price(0n, currency);
  return {
    id: order.id,
    number: String(order.number),
    createdDate: order.createdAt.toISOString(),
    updatedDate: order.updatedAt.toISOString(),
    lineItems: lines.map((line) => lineWire(line, currency)),
    buyerInfo: buyerWire(order),
    paymentStatus: order.paymentStatus as Order['paymentStatus'],
    fulfillmentStatus: order.fulfillmentStatus as Order['fulfillmentStatus'],
    buyerLanguage: null,
    weightUnit: order.weightUnit as Order['weightUnit'],
    currency: currency.code,
    currencyConversionDetails: null,
    taxIncludedInPrices: order.taxIncludedInPrices,
    siteLanguage: 'en',
    priceSummary: {
      subtotal: price(order.subtotal, currency),
      shipping: price(order.shipping, currency),
      tax: price(order.tax, currency),
      discount: price(order.discount, currency),
      total: price(order.total, currency),
      totalAdditionalFees: price(order.additionalFees, currency),
    },
    billingInfo: (snapshot.billingInfo as Order['billingInfo']) ?? null,
    shippingInfo: shippingWire(order),
    buyerNote: snapshot.buyerNote ?? null,
    status: order.status as Order['status'],
    archived: order.archived,
    taxSummary: { totalTax: price(order.tax, currency) },
    taxInfo: { totalTax: price(order.tax, currency), taxBreakdown: [], taxExempt: false },
    appliedDiscounts: asPrices(snapshot.appliedDiscounts) as Order['appliedDiscounts'],
    activities: activities.map(activityWire),
    attributionSource: null,
    createdBy: order.createdBy as CreatedBy,
    channelInfo: { type: order.channelType as Order['channelInfo']['type'] },
    seenByAHuman: order.seenByAHuman,
    checkoutId: order.checkoutId,
    customFields: (snapshot.customFields as Order['customFields']) ?? [],
    balanceSummary: {
      balance: price(balanceOf(order.total, payments), currency),
      paid: price(paid, currency),
      refunded: price(refunded, currency),
      authorized: price(authorized, currency),
      pendingRefund: zero,
      pending: zero,
      chargeback: price(
        payments.reduce((sum, p) => sum + (p.chargedBack ?? 0n), 0n),
        currency,
      ),
      chargebackReversal: zero,
    },
    additionalFees: asPrices(snapshot.additionalFees) as Order['additionalFees'],
    extendedFields: snapshot.extendedFields ? { namespaces: snapshot.extendedFields } : null,
    purchaseFlowId: order.purchaseFlowId,
    recipientInfo: (snapshot.recipientInfo as Order['recipientInfo']) ?? null,
    tags: {
      tags: { tagIds: order.tags.tags },
      privateTags: { tagIds: order.tags.privateTags },
    },
    purchasedDate: order.purchasedAt?.toISOString() ?? null,
    businessLocation: snapshot.businessLocationId ? { id: snapshot.businessLocationId } : null,
    payAfterFreeTrial: null,
    platformFeeSummary: null,
    imported: order.imported,
  };
}
