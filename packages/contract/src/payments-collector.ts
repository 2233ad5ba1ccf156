import { z } from 'zod';
import { CatalogReference, ServiceProperties } from './cart-lines.js';
import { BulkActionMetadata, ItemMetadata } from './categories.js';
import { BulkOrderResult } from './order-requests.js';
import { Price, PriceInput } from './order-pricing.js';
import {
  MembershipName,
  OrderTransactionsResponse,
  RefundDetailsInput,
  ScheduledActionType,
  UserDefinedPaymentMethodName,
} from './order-transactions.js';

// The payments collector calls of "Commerce: orders and payments collector" (wire/types/orders.md): taking,
// capturing, voiding and refunding an order's payments. Where orders.md lists no type for a call, its fields are
// the payload's in ENDPOINTS.md and specification 001 section 7, as the comments say.

const EcomOrderId = z.uuid();
const Url = z.url({ protocol: /^https?$/ }).max(2000);

export const PAYMENT_COLLECTABILITY_STATUSES = [
  'UNKNOWN',
  'COLLECTABLE',
  'NONCOLLECTABLE_ORDER_IS_CANCELLED',
  'NONCOLLECTABLE_ORDER_IS_PAID',
  'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
  'NONCOLLECTABLE_ORDER_IS_PENDING',
  'NONCOLLECTABLE_ORDER_IS_REJECTED',
  'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS',
  'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS',
  'NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED',
  'NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION',
  'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED',
] as const;
export const PaymentCollectabilityStatus = z.enum(PAYMENT_COLLECTABILITY_STATUSES);
export type PaymentCollectabilityStatus = z.infer<typeof PaymentCollectabilityStatus>;
export const NON_REFUNDABLE_REASONS = [
  'NONE',
  'ALREADY_REFUNDED',
  'PROVIDER_IS_DOWN',
  'INTERNAL_ERROR',
  'NOT_PAID',
  'ACCESS_DENIED',
  'ZERO_PRICE',
  'DISABLED_BY_PROVIDER',
  'PENDING_REFUND',
  'FORBIDDEN',
  'TRANSACTION_NOT_FOUND',
  'ORDER_IS_PENDING',
  'ORDER_IS_REJECTED',
] as const;
export const NonRefundableReason = z.enum(NON_REFUNDABLE_REASONS);
export type NonRefundableReason = z.infer<typeof NonRefundableReason>;
export const MANUALLY_REFUNDABLE_REASONS = [
  'EXPIRED',
  'NOT_SUPPORTED',
  'OFFLINE',
  'REQUIRES_CARD_READER',
] as const;
export const ManuallyRefundableReason = z.enum(MANUALLY_REFUNDABLE_REASONS);
export type ManuallyRefundableReason = z.infer<typeof ManuallyRefundableReason>;
export const REFUNDABLE_STATUSES = ['NOT_REFUNDABLE', 'MANUAL', 'REFUNDABLE'] as const;
export const RefundableStatus = z.enum(REFUNDABLE_STATUSES);
export type RefundableStatus = z.infer<typeof RefundableStatus>;
export const DURATION_UNITS = ['MINUTES', 'HOURS', 'DAYS'] as const;
export const DurationUnit = z.enum(DURATION_UNITS);
export type DurationUnit = z.infer<typeof DurationUnit>;
export const RESTOCK_TYPES = ['NO_ITEMS', 'ALL_ITEMS', 'SOME_ITEMS'] as const;
export const RestockType = z.enum(RESTOCK_TYPES);
export type RestockType = z.infer<typeof RestockType>;

export const GetPaymentCollectabilityStatusRequest = z.object({ ecomOrderId: EcomOrderId });
export type GetPaymentCollectabilityStatusRequest = z.infer<typeof GetPaymentCollectabilityStatusRequest>;
/** `amount` is what can still be collected. */
export const GetPaymentCollectabilityStatusResponse = z.object({
  status: PaymentCollectabilityStatus,
  amount: Price.nullish(),
});
export type GetPaymentCollectabilityStatusResponse = z.infer<typeof GetPaymentCollectabilityStatusResponse>;

/** What becomes of an authorization (`scheduledAction`: capture or void) once `delayDuration` has passed. */
export const DelayedCaptureSettings = z.object({
  scheduledAction: ScheduledActionType.nullish(),
  delayDuration: z
    .object({ count: z.number().int().min(1).max(2_147_483_647), unit: DurationUnit })
    .nullish(),
});
export type DelayedCaptureSettings = z.infer<typeof DelayedCaptureSettings>;
/** Where the buyer returns from a provider's page (ENDPOINTS.md and specification 001 name `redirectUrls`). */
export const RedirectUrls = z.object({
  successUrl: Url.nullish(),
  cancelUrl: Url.nullish(),
  errorUrl: Url.nullish(),
  pendingUrl: Url.nullish(),
});
export type RedirectUrls = z.infer<typeof RedirectUrls>;
export const PreparePaymentCollectionRequest = z.object({
  ecomOrderId: EcomOrderId,
  amount: PriceInput,
  paymentGatewayOrderId: z.string().min(1).max(100).nullish(),
  /** Deprecated by the specification: `delayedCaptureSettings` replaces it. */
  delayedCapture: z.boolean().nullish(),
  /** In ENDPOINTS.md's payload, not orders.md: the merchant, not the buyer, starts the payment. */
  merchantInitiated: z.boolean().nullish(),
  redirectUrls: RedirectUrls.nullish(),
  delayedCaptureSettings: DelayedCaptureSettings.nullish(),
});
export type PreparePaymentCollectionRequest = z.infer<typeof PreparePaymentCollectionRequest>;
export const PaymentGatewayOrderResponse = z.object({ paymentGatewayOrderId: z.string() });
export type PaymentGatewayOrderResponse = z.infer<typeof PaymentGatewayOrderResponse>;
/** paymentCollectionCreatePaymentGatewayOrder; `chargedBy` is the user taking the payment (no type in orders.md). */
export const CreatePaymentGatewayOrderRequest = z.object({
  ecomOrderId: EcomOrderId,
  chargedBy: z.object({ id: z.uuid(), fullName: z.string().max(200).nullish() }).nullish(),
});
export type CreatePaymentGatewayOrderRequest = z.infer<typeof CreatePaymentGatewayOrderRequest>;

/** recordManuallyCollectedPayment: `userDefinedPaymentMethodName` is in ENDPOINTS.md's payload only. */
export const RecordManuallyCollectedPaymentRequest = z.object({
  orderId: EcomOrderId,
  amount: PriceInput,
  userDefinedPaymentMethodName: UserDefinedPaymentMethodName.nullish(),
});
export type RecordManuallyCollectedPaymentRequest = z.infer<typeof RecordManuallyCollectedPaymentRequest>;
export const RecordManuallyCollectedPaymentResponse = z.object({});
export type RecordManuallyCollectedPaymentResponse = z.infer<typeof RecordManuallyCollectedPaymentResponse>;
/** paymentCollectionMarkOrderAsPaid (no type in orders.md); answers the order (OrderResponse). */
export const MarkOrderAsPaidRequest = z.object({
  ecomOrderId: EcomOrderId,
  userDefinedPaymentMethodName: UserDefinedPaymentMethodName.nullish(),
});
export type MarkOrderAsPaidRequest = z.infer<typeof MarkOrderAsPaidRequest>;
/** paymentCollectionBulkMarkOrdersAsPaid (no type in orders.md); 100 orders a call, as the other bulk calls. */
export const BulkMarkOrdersAsPaidRequest = z.object({ ecomOrderIds: z.array(EcomOrderId).min(1).max(100) });
export type BulkMarkOrdersAsPaidRequest = z.infer<typeof BulkMarkOrdersAsPaidRequest>;
export const BulkMarkOrdersAsPaidResponse = z.object({
  results: z.array(BulkOrderResult),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkMarkOrdersAsPaidResponse = z.infer<typeof BulkMarkOrdersAsPaidResponse>;

/** A membership paying for one line: which one, from which app, and for what. */
export const MembershipChargeItem = z.object({
  membershipId: z.string().min(1).max(100),
  appId: z.uuid(),
  membershipName: MembershipName.nullish(),
  membershipAdditionalData: z.record(z.string(), z.unknown()).nullish(),
  catalogReference: CatalogReference.nullish(),
  serviceProperties: ServiceProperties.nullish(),
  /** The catalogue item's own id, when `catalogReference.catalogItemId` is not it. */
  rootCatalogItemId: z.string().min(1).max(36).nullish(),
  lineItemId: z.string().min(1).max(100),
});
export type MembershipChargeItem = z.infer<typeof MembershipChargeItem>;
export const ChargeMembershipsRequest = z.object({
  ecomOrderId: EcomOrderId,
  memberId: z.uuid(),
  membershipCharges: z.array(MembershipChargeItem).min(1).max(300),
});
export type ChargeMembershipsRequest = z.infer<typeof ChargeMembershipsRequest>;
export const ChargeMembershipsResponse = z.object({});
export type ChargeMembershipsResponse = z.infer<typeof ChargeMembershipsResponse>;

/** `amount` is how much of each authorization to capture. Answers OrderTransactionsResponse. */
export const CaptureAuthorizedPaymentsRequest = z.object({
  ecomOrderId: EcomOrderId,
  payments: z
    .array(z.object({ paymentId: z.uuid(), amount: PriceInput.nullish() }))
    .min(1)
    .max(100),
});
export type CaptureAuthorizedPaymentsRequest = z.infer<typeof CaptureAuthorizedPaymentsRequest>;
/** Answers OrderTransactionsResponse. */
export const VoidAuthorizedPaymentsRequest = z.object({
  ecomOrderId: EcomOrderId,
  paymentIds: z.array(z.uuid()).min(1).max(100),
});
export type VoidAuthorizedPaymentsRequest = z.infer<typeof VoidAuthorizedPaymentsRequest>;

export const GetRefundabilityStatusRequest = z.object({ ecomOrderId: EcomOrderId });
export type GetRefundabilityStatusRequest = z.infer<typeof GetRefundabilityStatusRequest>;
/** Whether a payment can be refunded here, only by hand at its provider, or not at all, and why. */
export const Refundability = z.object({
  nonRefundableReason: NonRefundableReason.nullish(),
  manuallyRefundableReason: ManuallyRefundableReason.nullish(),
  paymentId: z.string(),
  refundabilityStatus: RefundableStatus,
  providerLink: z.string().nullish(),
});
export type Refundability = z.infer<typeof Refundability>;
export const GetRefundabilityStatusResponse = z.object({
  refundabilities: z.array(Refundability),
  /** Deprecated by the specification. */
  refundablePerItem: z.boolean().nullish(),
});
export type GetRefundabilityStatusResponse = z.infer<typeof GetRefundabilityStatusResponse>;

/** `externalRefund`: the money was returned at the provider by hand, so the provider is not called. */
export const PaymentRefund = z.object({
  paymentId: z.uuid(),
  amount: PriceInput.nullish(),
  externalRefund: z.boolean().nullish(),
});
export type PaymentRefund = z.infer<typeof PaymentRefund>;
export const RefundSideEffects = z.object({
  restockInfo: z
    .object({
      type: RestockType,
      items: z
        .array(z.object({ lineItemId: z.uuid(), quantity: z.number().int().min(1).max(100_000) }))
        .max(300)
        .nullish(),
    })
    .nullish(),
  sendOrderRefundedEmail: z.boolean().nullish(),
  customMessage: z.string().min(1).max(1000).nullish(),
});
export type RefundSideEffects = z.infer<typeof RefundSideEffects>;
/** One payment a call: `payments` holds exactly one refund. */
export const TriggerRefundRequest = z.object({
  ecomOrderId: EcomOrderId,
  payments: z.array(PaymentRefund).min(1).max(1),
  details: RefundDetailsInput.nullish(),
  sideEffects: RefundSideEffects.nullish(),
});
export type TriggerRefundRequest = z.infer<typeof TriggerRefundRequest>;
/** `failedPaymentIds` names the payments whose refund failed, with why. */
export const TriggerRefundResponse = OrderTransactionsResponse.extend({
  refundId: z.uuid().nullish(),
  failedPaymentIds: z.array(ItemMetadata),
});
export type TriggerRefundResponse = z.infer<typeof TriggerRefundResponse>;
