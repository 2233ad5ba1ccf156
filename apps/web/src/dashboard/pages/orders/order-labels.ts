import type { orders } from '@atrium/sdk';

type Order = orders.Order;

/** Words for the wire's statuses; an unknown one is shown as it came. */
const WORDS: Record<string, string> = {
  INITIALIZED: 'Initialized',
  APPROVED: 'Approved',
  CANCELED: 'Canceled',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  UNSPECIFIED: 'Unknown',
  NOT_PAID: 'Not paid',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  FULLY_REFUNDED: 'Refunded',
  PARTIALLY_PAID: 'Partially paid',
  PENDING_MERCHANT: 'Pending (merchant)',
  DECLINED: 'Declined',
  NOT_FULFILLED: 'Not fulfilled',
  FULFILLED: 'Fulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  AUTHORIZED: 'Authorized',
  VOIDED: 'Voided',
  REFUNDED: 'Refunded',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  CASH: 'Cash',
  BANK_TRANSFER: 'Bank transfer',
  CHECK: 'Check',
};

const COLORS: Record<string, string> = {
  APPROVED: 'teal',
  PAID: 'teal',
  FULFILLED: 'teal',
  CANCELED: 'gray',
  REJECTED: 'red',
  DECLINED: 'red',
  NOT_PAID: 'yellow',
  PARTIALLY_PAID: 'yellow',
  NOT_FULFILLED: 'yellow',
  PARTIALLY_FULFILLED: 'blue',
  PARTIALLY_REFUNDED: 'orange',
  FULLY_REFUNDED: 'orange',
  AUTHORIZED: 'blue',
};

export const statusWord = (status: string | null | undefined) => (status ? (WORDS[status] ?? status) : '—');
export const statusColor = (status: string | null | undefined) => (status && COLORS[status]) || 'gray';

export const PAYMENT_FILTERS = [
  'NOT_PAID',
  'PAID',
  'PARTIALLY_PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
];
export const FULFILMENT_FILTERS = ['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED'];

/** ORDER_PLACED → "Order placed". */
export function activityWord(type: string | null | undefined): string {
  if (!type) return 'Activity';
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

/** Why a payment cannot be refunded, as the owner reads it. */
const REFUSALS: Record<string, string> = {
  ALREADY_REFUNDED: 'This payment has already been refunded in full.',
  NOT_PAID: 'Nothing was captured from this payment, so there is nothing to refund.',
  ZERO_PRICE: 'This payment was for nothing, so there is nothing to refund.',
  PENDING_REFUND: 'A refund of this payment is still under way; what is left is held until it settles.',
  FORBIDDEN: 'Gift card payments are not refunded here.',
  ORDER_IS_PENDING: 'The order is still pending: approve it before refunding.',
  ORDER_IS_REJECTED: 'The order was rejected: it has nothing to refund.',
  PROVIDER_IS_DOWN: 'The payment provider cannot be reached now. Try again later.',
  DISABLED_BY_PROVIDER: 'The payment provider does not allow refunds of this payment.',
  TRANSACTION_NOT_FOUND: 'The payment provider does not know this payment.',
  ACCESS_DENIED: 'You may not refund this payment.',
  INTERNAL_ERROR: 'The server could not tell whether this payment can be refunded.',
};

export function refusalReason(reason: string | null | undefined): string {
  return (reason && REFUSALS[reason]) || `This payment cannot be refunded (${reason ?? 'no reason given'}).`;
}

type Contact = NonNullable<Order['billingInfo']>;

/** An address and its contact as lines of text, for the order page. */
export function addressLines(info: Contact | null | undefined): string[] {
  if (!info) return [];
  const { address, contactDetails: contact } = info;
  const street = address?.streetAddress
    ? [address.streetAddress.number, address.streetAddress.name, address.streetAddress.apt]
        .filter(Boolean)
        .join(' ')
    : address?.addressLine;
  return [
    [contact?.firstName, contact?.lastName].filter(Boolean).join(' '),
    contact?.company,
    street,
    address?.addressLine2,
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    [address?.subdivisionFullname ?? address?.subdivision, address?.countryFullname ?? address?.country]
      .filter(Boolean)
      .join(', '),
    contact?.phone,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

export interface OrderFilters {
  text: string;
  paymentStatus: string | null;
  fulfillmentStatus: string | null;
  tagId: string | null;
}

/**
 * The searchOrders filter (apps/server/src/services/orders/search.ts): a whole number is an order number or a
 * part of an email; other text is part of the buyer's email.
 */
export function searchFilter(filters: OrderFilters): Record<string, unknown> {
  const parts: Record<string, unknown>[] = [];
  const text = filters.text.trim();
  if (/^#?\d{1,15}$/.test(text)) {
    const digits = text.replace('#', '');
    parts.push({ $or: [{ number: Number(digits) }, { 'buyerInfo.email': { $contains: digits } }] });
  } else if (text) parts.push({ 'buyerInfo.email': { $contains: text } });
  if (filters.paymentStatus) parts.push({ paymentStatus: filters.paymentStatus });
  if (filters.fulfillmentStatus) parts.push({ fulfillmentStatus: filters.fulfillmentStatus });
  if (filters.tagId) parts.push({ 'tags.tags.tagIds': { $hasSome: [filters.tagId] } });
  if (parts.length === 0) return {};
  return parts.length === 1 ? parts[0]! : { $and: parts };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Order tags are GUIDs on the wire (no tag names exist yet). */
export const isTagId = (text: string) => GUID.test(text.trim());

interface BulkAnswer {
  results: Array<{ itemMetadata?: { success: boolean; error?: { description: string } | null } | null }>;
  bulkActionMetadata?: { totalSuccesses: number; totalFailures: number } | null;
}

/** How a bulk action went: "Tag added to 2 orders." and each failure's own words. */
export function bulkOutcome(done: string, answer: BulkAnswer): { message: string; failures: string[] } {
  const ok =
    answer.bulkActionMetadata?.totalSuccesses ?? answer.results.filter((r) => r.itemMetadata?.success).length;
  const failures = answer.results
    .filter((r) => r.itemMetadata && !r.itemMetadata.success)
    .map((r) => r.itemMetadata?.error?.description ?? 'It could not be changed.');
  return { message: `${done} ${ok} ${ok === 1 ? 'order' : 'orders'}.`, failures };
}
