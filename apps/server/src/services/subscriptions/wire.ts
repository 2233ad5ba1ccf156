import type { SubscriptionContract } from '@atrium/contract';
import type { ContractRow } from './tables.js';

/** A contract as the wire has it: the protocol's fields, then Atrium's own (status, billing dates, history). */
export function contractWire(row: ContractRow): SubscriptionContract {
  const { terms } = row;
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    subscriptionSettings: row.settings,
    lineItems: terms.lineItems,
    buyerInfo: terms.buyerInfo,
    buyerLanguage: terms.buyerLanguage ?? null,
    weightUnit: terms.weightUnit,
    currency: row.currency,
    currencyConversionDetails: null,
    taxIncludedInPrices: terms.taxIncludedInPrices,
    priceSummary: terms.priceSummary,
    platformFeeSummary: null,
    billingInfo: terms.billingInfo ?? null,
    shippingInfo: terms.shippingInfo ?? null,
    appliedDiscounts: terms.appliedDiscounts,
    channelInfo: terms.channelInfo ?? null,
    customFields: terms.customFields,
    recipientInfo: terms.recipientInfo ?? null,
    extendedFields: terms.extendedFields ?? null,
    additionalFees: terms.additionalFees,
    activities: [],
    status: row.status as SubscriptionContract['status'],
    nextBillingDate: row.nextBillingAt?.toISOString() ?? null,
    nextRetryDate:
      row.failedAttempts > 0 && row.status === 'ACTIVE' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    cyclesCompleted: row.cyclesCompleted,
    orderId: row.orderId,
    history: row.history,
  };
}
