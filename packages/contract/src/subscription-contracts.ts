import { z } from 'zod';
import { AddressWithContact, WeightUnit } from './commerce-common.js';
import { CustomField } from './checkout.js';
import { SubscriptionFrequency } from './cart-lines.js';

import { OrderLineItem } from './order-lines.js';
import {
  OrderAdditionalFee,
  OrderAppliedDiscount,
  OrderPriceSummary,
  PlatformFeeSummary,
  V1ShippingInformation,
} from './order-pricing.js';
import { ChannelInfo, CurrencyConversionDetails, OrderBuyerInfo } from './orders.js';
import { PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

/**
 * Where a contract is (Atrium's own; the protocol's contract has no status): ACTIVE bills on `nextBillingDate`;
 * PAUSED skips billing until resumed; SUSPENDED after its renewal was declined on every retry; CANCELED by the
 * site or its member; ENDED after its last cycle.
 */
export const SubscriptionContractStatus = z.enum(['ACTIVE', 'PAUSED', 'SUSPENDED', 'CANCELED', 'ENDED']);
export type SubscriptionContractStatus = z.infer<typeof SubscriptionContractStatus>;

/** What happened to a contract, in order (Atrium's own history; the protocol's activities are for drafts). */
export const SubscriptionHistoryType = z.enum([
  'CREATED',
  'RENEWED',
  'RENEWAL_DECLINED',
  'SUSPENDED',
  'PAUSED',
  'RESUMED',
  'CANCELED',
  'ENDED',
]);
export type SubscriptionHistoryType = z.infer<typeof SubscriptionHistoryType>;

export const SubscriptionHistoryEntry = z.object({
  type: SubscriptionHistoryType,
  createdDate: Timestamp,
  cycleNumber: z.number().int().nullish(),
  orderId: z.uuid().nullish(),
  /** A declined renewal's reason (CARD_DECLINED, INSUFFICIENT_FUNDS, ...). */
  declineCode: z.string().nullish(),
  /** When a declined renewal is tried again. */
  retryDate: Timestamp.nullish(),
  /** Who did it: OWNER, MEMBER, APP or SYSTEM (the renewal job). */
  actor: z.enum(['OWNER', 'MEMBER', 'APP', 'SYSTEM']),
});
export type SubscriptionHistoryEntry = z.infer<typeof SubscriptionHistoryEntry>;

export const V1SubscriptionSettings = z.object({
  frequency: SubscriptionFrequency,
  interval: z.number().int().nullish(),
  autoRenewal: z.boolean(),
  billingCycles: z.number().int().nullish(),
  enableCustomerCancellation: z.boolean(),
  freeTrialPeriod: z.object({ frequency: SubscriptionFrequency, interval: z.number().int() }).nullish(),
  /** The first cycle's billing date: when the contract's order was placed. */
  startDate: Timestamp.nullish(),
});
export type V1SubscriptionSettings = z.infer<typeof V1SubscriptionSettings>;

export const SubscriptionContract = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  description: z.string().nullish(),
  title: z.string().nullish(),
  subscriptionSettings: V1SubscriptionSettings,
  lineItems: z.array(OrderLineItem),
  buyerInfo: OrderBuyerInfo,
  buyerLanguage: z.string().nullish(),
  weightUnit: WeightUnit,
  currency: z.string(),
  currencyConversionDetails: CurrencyConversionDetails.nullish(),
  taxIncludedInPrices: z.boolean(),
  priceSummary: OrderPriceSummary,
  platformFeeSummary: PlatformFeeSummary.nullish(),
  billingInfo: AddressWithContact.nullish(),
  shippingInfo: V1ShippingInformation.nullish(),
  appliedDiscounts: z.array(OrderAppliedDiscount),
  channelInfo: ChannelInfo.nullish(),
  customFields: z.array(CustomField),
  recipientInfo: AddressWithContact.nullish(),
  extendedFields: z.object({ namespaces: z.record(z.string(), z.unknown()) }).nullish(),
  additionalFees: z.array(OrderAdditionalFee),
  activities: z.array(z.object({ id: z.uuid(), createdDate: Timestamp, activityType: z.string() })),
  // Atrium's own fields, beside the protocol's.
  status: SubscriptionContractStatus,
  /** The next cycle's billing date; none once the contract is over. */
  nextBillingDate: Timestamp.nullish(),
  /** When a declined renewal is tried next; none unless one was declined. */
  nextRetryDate: Timestamp.nullish(),
  /** Cycles paid, the first (the placing order) included. */
  cyclesCompleted: z.number().int(),
  /** The order that started the contract. */
  orderId: z.uuid(),
  history: z.array(SubscriptionHistoryEntry),
});
export type SubscriptionContract = z.infer<typeof SubscriptionContract>;

export const SubscriptionContractIdRequest = z.object({ subscriptionContractId: z.uuid() });
export type SubscriptionContractIdRequest = z.infer<typeof SubscriptionContractIdRequest>;
export const SubscriptionContractResponse = z.object({ subscriptionContract: SubscriptionContract });
export type SubscriptionContractResponse = z.infer<typeof SubscriptionContractResponse>;
export const QuerySubscriptionContractsRequest = z.object({ query: Query.nullish() });
export type QuerySubscriptionContractsRequest = z.infer<typeof QuerySubscriptionContractsRequest>;
export const QuerySubscriptionContractsResponse = z.object({
  subscriptionContracts: z.array(SubscriptionContract),
  pagingMetadata: PagingMetadata,
});
export type QuerySubscriptionContractsResponse = z.infer<typeof QuerySubscriptionContractsResponse>;

export const SUBSCRIPTION_CONTRACT_EVENTS = {
  created: 'subscription_contract.created',
  updated: 'subscription_contract.updated',
  deleted: 'subscription_contract.deleted',
} as const;
