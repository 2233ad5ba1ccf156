import { z } from 'zod';
import { BulkActionMetadata, ItemMetadata } from './categories.js';
import { Price, PriceInput } from './order-pricing.js';
import { Timestamp } from './scalars.js';

// Order transactions (wire/types/orders.md "ecom order-transactions"): the payments made for an order and the
// refunds made from them, and the calls of "Commerce: order transactions" that list and record them.

export const PAYMENT_STATUSES = [
  'APPROVED',
  'PENDING',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'AUTHORIZED',
  'VOIDED',
] as const;
/** One payment's status; the order's own `paymentStatus` is OrderPaymentStatus. */
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const TRANSACTION_STATUSES = ['UNDEFINED', ...PAYMENT_STATUSES] as const;
/** What the status calls set, and the deprecated `regularPaymentDetails.status`: PaymentStatus and UNDEFINED. */
export const TransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatus>;
export const MEMBERSHIP_PAYMENT_STATUSES = ['CHARGED', 'CHARGE_FAILED', 'CHARGE_PENDING', 'VOIDED'] as const;
export const MembershipPaymentStatus = z.enum(MEMBERSHIP_PAYMENT_STATUSES);
export type MembershipPaymentStatus = z.infer<typeof MembershipPaymentStatus>;
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'SCHEDULED', 'STARTED'] as const;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;
export const CHARGEBACK_STATUSES = ['APPROVED', 'REVERSED'] as const;
export const ChargebackStatus = z.enum(CHARGEBACK_STATUSES);
export type ChargebackStatus = z.infer<typeof ChargebackStatus>;
export const AUTHORIZATION_ACTION_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
/** The status of a capture or a void of an authorized payment. */
export const AuthorizationActionStatus = z.enum(AUTHORIZATION_ACTION_STATUSES);
export type AuthorizationActionStatus = z.infer<typeof AuthorizationActionStatus>;
export const AUTHORIZATION_VOID_REASONS = ['MANUAL', 'SCHEDULED'] as const;
export const AuthorizationVoidReason = z.enum(AUTHORIZATION_VOID_REASONS);
export type AuthorizationVoidReason = z.infer<typeof AuthorizationVoidReason>;
export const SCHEDULED_ACTION_TYPES = ['VOID', 'CAPTURE'] as const;
/** What happens to an authorization when its delay runs out. */
export const ScheduledActionType = z.enum(SCHEDULED_ACTION_TYPES);
export type ScheduledActionType = z.infer<typeof ScheduledActionType>;
export const PREDEFINED_PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CHECK'] as const;
export const PredefinedPaymentMethod = z.enum(PREDEFINED_PAYMENT_METHODS);
export type PredefinedPaymentMethod = z.infer<typeof PredefinedPaymentMethod>;

const OrderId = z.uuid();
const LineQuantity = z.number().int().min(1).max(100_000);

/** How the owner named a payment taken outside any provider: one of a few, or in their own words. */
export const UserDefinedPaymentMethodName = z.object({
  predefined: PredefinedPaymentMethod.nullish(),
  custom: z.string().min(1).max(150).nullish(),
});
export type UserDefinedPaymentMethodName = z.infer<typeof UserDefinedPaymentMethodName>;
export const MembershipName = z.object({
  original: z.string().max(100),
  translated: z.string().max(100).nullish(),
});
export type MembershipName = z.infer<typeof MembershipName>;
const CreditCardDetails = z.object({
  lastFourDigits: z.string().max(4).nullish(),
  brand: z.string().max(100).nullish(),
});
const GiftCardPaymentDetails = z.object({
  giftCardPaymentId: z.string().max(100),
  appId: z.uuid(),
  /** Deprecated by the specification. */
  voided: z.boolean().nullish(),
  /** All but the last four characters masked. */
  obfuscatedCode: z.string().max(30).nullish(),
});
const MembershipPaymentDetails = z.object({
  membershipId: z.string().max(200),
  lineItemId: z.string().min(1).max(100),
  /** Deprecated by the specification, as is `voided`. */
  status: MembershipPaymentStatus.nullish(),
  name: MembershipName.nullish(),
  externalTransactionId: z.string().min(1).max(100).nullish(),
  voided: z.boolean().nullish(),
  providerAppId: z.uuid(),
  /** A membership the payment is held for until the plan line creates it. */
  futureMembership: z.object({ lineItemId: z.uuid(), benefitId: z.string().max(200) }).nullish(),
});
const FailureDetails = z.object({ failureCode: z.string().max(100) });
const RefundItem = z.object({ lineItemId: z.uuid(), quantity: LineQuantity });

/** A payment through a provider: its card, authorization and chargebacks, in `Money` (answers' or writes'). */
function regularPaymentDetailsShape<M extends z.ZodType>(Money: M) {
  const Chargeback = z.object({
    id: z.uuid().nullish(),
    createdDate: Timestamp.nullish(),
    updatedDate: Timestamp.nullish(),
    amount: Money,
    reversalAmount: Money,
    status: ChargebackStatus.nullish(),
    externalId: z.uuid().nullish(),
  });
  const AuthorizationDetails = z.object({
    delayedCapture: z.boolean().nullish(),
    authorizedDate: Timestamp.nullish(),
    /** At most one; a failed capture may be replaced by a new one. */
    captures: z
      .array(
        z.object({
          id: z.uuid().nullish(),
          status: AuthorizationActionStatus.nullish(),
          amount: Money,
          createdDate: Timestamp.nullish(),
          failureDetails: FailureDetails.nullish(),
        }),
      )
      .max(1)
      .nullish(),
    void: z
      .object({
        status: AuthorizationActionStatus.nullish(),
        voidedDate: Timestamp.nullish(),
        failureDetails: FailureDetails.nullish(),
        reason: AuthorizationVoidReason.nullish(),
      })
      .nullish(),
    scheduledAction: z
      .object({ actionType: ScheduledActionType.nullish(), executionDate: Timestamp.nullish() })
      .nullish(),
  });
  return z.object({
    creditCardDetails: CreditCardDetails.nullish(),
    paymentOrderId: z.string().max(100).nullish(),
    gatewayTransactionId: z.string().max(100).nullish(),
    /** Deprecated by the specification: `paymentMethodName.buyerLanguageName` replaces it. */
    paymentMethod: z.string().max(150).nullish(),
    providerTransactionId: z.string().max(100).nullish(),
    offlinePayment: z.boolean().nullish(),
    /** Deprecated by the specification: the payment's own `status` replaces it. */
    status: TransactionStatus.nullish(),
    /** Whether an agreement allows future charges to the same method. */
    savedPaymentMethod: z.boolean().nullish(),
    authorizationDetails: AuthorizationDetails.nullish(),
    chargebacks: z.array(Chargeback).max(6).nullish(),
    platformFee: Money,
    paymentMethodName: z
      .object({
        buyerLanguageName: z.string().max(150).nullish(),
        siteLanguageName: z.string().max(150).nullish(),
        userDefinedName: UserDefinedPaymentMethodName.nullish(),
      })
      .nullish(),
  });
}

/** Payments and refunds, written once and built twice: with `Price` for answers and `PriceInput` for writes. */
function transactionShapes<P extends z.ZodType>(price: P) {
  const Money = price.nullish();
  const RegularPaymentDetails = regularPaymentDetailsShape(Money);
  /** One of the three details is set: a provider's payment, a gift card or a membership. */
  const Payment = z.object({
    regularPaymentDetails: RegularPaymentDetails.nullish(),
    giftcardPaymentDetails: GiftCardPaymentDetails.nullish(),
    membershipPaymentDetails: MembershipPaymentDetails.nullish(),
    id: z.uuid().nullish(),
    createdDate: Timestamp.nullish(),
    updatedDate: Timestamp.nullish(),
    amount: Money,
    refundDisabled: z.boolean().nullish(),
    supportReceiptGeneration: z.boolean().nullish(),
    /** `roundingAdjustment` is signed: `amount` less `unroundedAmount`. */
    cashRounding: z.object({ unroundedAmount: Money, roundingAdjustment: Money }).nullish(),
    status: PaymentStatus.nullish(),
    chargeCorrelationId: z.uuid().nullish(),
  });
  /** What a refund gave back: lines and quantities, fees and shipping. `items` is the older form of `lineItems`. */
  const RefundDetails = z.object({
    items: z.array(RefundItem).max(300).nullish(),
    shippingIncluded: z.boolean().nullish(),
    reason: z.string().max(200).nullish(),
    lineItems: z.array(RefundItem).max(300).nullish(),
    additionalFees: z
      .array(z.object({ additionalFeeId: z.uuid(), amount: Money }))
      .max(100)
      .nullish(),
    shipping: z.object({ amount: Money }).nullish(),
  });
  const RefundTransaction = z.object({
    paymentId: z.uuid(),
    amount: Money,
    refundStatus: RefundStatus,
    refundStatusInfo: z
      .object({
        paymentGatewayReasonCode: z.string().min(1).max(10).nullish(),
        description: z.string().min(1).max(1000).nullish(),
      })
      .nullish(),
    gatewayRefundId: z.uuid().nullish(),
    providerRefundId: z.string().max(100).nullish(),
    externalRefund: z.boolean().nullish(),
  });
  return { Payment, RefundDetails, RefundTransaction };
}

const answered = transactionShapes(Price);
const sent = transactionShapes(PriceInput);

/** A payment as answered: its id and creation date are always set. */
export const Payment = answered.Payment.extend({ id: z.uuid(), createdDate: Timestamp });
export type Payment = z.infer<typeof Payment>;
/**
 * A payment recorded by addPayments; its id, update date and receipt support are the server's. So is
 * `cashRounding.roundingAdjustment` (readonly in orders.md, and signed, which PriceInput is not: sent, it was
 * refused when negative), so only `unroundedAmount` is read.
 */
export const PaymentInput = sent.Payment.omit({
  id: true,
  updatedDate: true,
  supportReceiptGeneration: true,
}).extend({ cashRounding: z.object({ unroundedAmount: PriceInput.nullish() }).nullish() });
export type PaymentInput = z.infer<typeof PaymentInput>;
export const RefundDetails = answered.RefundDetails;
export type RefundDetails = z.infer<typeof RefundDetails>;
export const RefundDetailsInput = sent.RefundDetails;
export type RefundDetailsInput = z.infer<typeof RefundDetailsInput>;
export const RefundTransaction = answered.RefundTransaction;
export type RefundTransaction = z.infer<typeof RefundTransaction>;
/** updateRefundTransaction: the payment whose transaction changes, and its new status; amount is fixed. */
export const RefundTransactionInput = sent.RefundTransaction.omit({ amount: true, externalRefund: true });
export type RefundTransactionInput = z.infer<typeof RefundTransactionInput>;

/** `requestedRefund` is split into what is pending, refunded and failed. */
export const AggregatedRefundSummary = z.object({
  requestedRefund: Price.nullish(),
  pendingRefund: Price.nullish(),
  refunded: Price.nullish(),
  failedRefundAmount: Price.nullish(),
  pending: z.boolean(),
  breakdown: z
    .object({
      lineItems: z.array(z.object({ lineItemId: z.uuid(), totalRefundedAmount: Price.nullish() })),
    })
    .nullish(),
});
export type AggregatedRefundSummary = z.infer<typeof AggregatedRefundSummary>;
export const Refund = z.object({
  id: z.uuid(),
  transactions: z.array(RefundTransaction),
  details: RefundDetails.nullish(),
  createdDate: Timestamp,
  summary: AggregatedRefundSummary.nullish(),
  requestingServiceAppId: z.uuid().nullish(),
});
export type Refund = z.infer<typeof Refund>;
export const OrderTransactions = z.object({
  orderId: OrderId,
  payments: z.array(Payment),
  refunds: z.array(Refund),
});
export type OrderTransactions = z.infer<typeof OrderTransactions>;
/** The answer of every call that returns an order's transactions alone. */
export const OrderTransactionsResponse = z.object({ orderTransactions: OrderTransactions });
export type OrderTransactionsResponse = z.infer<typeof OrderTransactionsResponse>;

export const ListTransactionsForSingleOrderRequest = z.object({ orderId: OrderId });
export type ListTransactionsForSingleOrderRequest = z.infer<typeof ListTransactionsForSingleOrderRequest>;
export const ListTransactionsForMultipleOrdersRequest = z.object({
  orderIds: z.array(OrderId).min(1).max(100),
});
export type ListTransactionsForMultipleOrdersRequest = z.infer<
  typeof ListTransactionsForMultipleOrdersRequest
>;
export const ListTransactionsForMultipleOrdersResponse = z.object({
  orderTransactions: z.array(OrderTransactions),
});
export type ListTransactionsForMultipleOrdersResponse = z.infer<
  typeof ListTransactionsForMultipleOrdersResponse
>;

export const AddPaymentsRequest = z.object({
  orderId: OrderId,
  payments: z.array(PaymentInput).min(1).max(50),
});
export type AddPaymentsRequest = z.infer<typeof AddPaymentsRequest>;
export const AddPaymentsResponse = OrderTransactionsResponse.extend({ paymentsIds: z.array(z.uuid()) });
export type AddPaymentsResponse = z.infer<typeof AddPaymentsResponse>;

export const UpdatePaymentStatusRequest = z.object({
  paymentId: z.uuid(),
  orderId: OrderId,
  status: TransactionStatus,
});
export type UpdatePaymentStatusRequest = z.infer<typeof UpdatePaymentStatusRequest>;
export const BulkUpdatePaymentStatusesRequest = z.object({
  paymentAndOrderIds: z
    .array(z.object({ orderId: OrderId, paymentId: z.uuid() }))
    .min(1)
    .max(300),
  /** Whether each result carries the payment (`results.item`). */
  returnFullEntity: z.boolean().nullish(),
  status: TransactionStatus,
});
export type BulkUpdatePaymentStatusesRequest = z.infer<typeof BulkUpdatePaymentStatusesRequest>;
export const BulkUpdatePaymentStatusesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: Payment.nullish() })),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkUpdatePaymentStatusesResponse = z.infer<typeof BulkUpdatePaymentStatusesResponse>;

/** orders.md lists no fields for updatePayments; the order id comes from its path. */
export const UpdatePaymentsRequest = z.object({ orderId: OrderId });
export type UpdatePaymentsRequest = z.infer<typeof UpdatePaymentsRequest>;
export const UpdatePaymentsResponse = z.object({});
export type UpdatePaymentsResponse = z.infer<typeof UpdatePaymentsResponse>;
/** orders.md lists no fields for it; these are the payload's in ENDPOINTS.md. */
export const UpdateRefundTransactionRequest = z.object({
  orderId: OrderId,
  refundId: z.uuid(),
  transaction: RefundTransactionInput,
});
export type UpdateRefundTransactionRequest = z.infer<typeof UpdateRefundTransactionRequest>;
export const UpdateRefundTransactionResponse = z.object({});
export type UpdateRefundTransactionResponse = z.infer<typeof UpdateRefundTransactionResponse>;
