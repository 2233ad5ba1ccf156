import { z } from 'zod';
import { ProductName } from './cart-lines.js';
import { Price, PriceInput } from './order-pricing.js';
import { Timestamp } from './scalars.js';

// An order's activities (wire/types/orders.md "Activity"): what happened to it, as a timeline. One content field
// is set, the one that `activityType` names; comments and custom activities are the ones callers write.

export const ORDER_ACTIVITY_TYPES = [
  'ORDER_PLACED',
  'ORDER_PAID',
  'ORDER_FULFILLED',
  'ORDER_NOT_FULFILLED',
  'ORDER_CANCELED',
  'DOWNLOAD_LINK_SENT',
  'TRACKING_NUMBER_ADDED',
  'TRACKING_NUMBER_EDITED',
  'TRACKING_LINK_ADDED',
  'SHIPPING_CONFIRMATION_EMAIL_SENT',
  'INVOICE_ADDED',
  'INVOICE_REMOVED',
  'INVOICE_SENT',
  'FULFILLER_EMAIL_SENT',
  'SHIPPING_ADDRESS_EDITED',
  'EMAIL_EDITED',
  'PICKUP_READY_EMAIL_SENT',
  'MERCHANT_COMMENT',
  'ORDER_PARTIALLY_PAID',
  'DRAFT_ORDER_CHANGES_APPLIED',
  'SAVED_PAYMENT_METHOD',
  'AUTHORIZED_PAYMENT_CREATED',
  'AUTHORIZED_PAYMENT_CAPTURED',
  'AUTHORIZED_PAYMENT_VOIDED',
  'REFUND_INITIATED',
  'PAYMENT_REFUNDED',
  'PAYMENT_REFUND_FAILED',
  'REFUNDED_AS_STORE_CREDIT',
  'PAYMENT_PENDING',
  'PAYMENT_CANCELED',
  'PAYMENT_DECLINED',
  'ORDER_PENDING',
  'ORDER_REJECTED',
  'RECEIPT_CREATED',
  'RECEIPT_SENT',
  'CHARGEBACK_CREATED',
  'CHARGEBACK_REVERSED',
  'ORDER_REFUNDED',
] as const;
export const OrderActivityType = z.enum(ORDER_ACTIVITY_TYPES);
export type OrderActivityType = z.infer<typeof OrderActivityType>;
/** The deprecated `type`: the same kinds, and CUSTOM_ACTIVITY, which `activityType` does not have. */
export const ACTIVITY_TYPES = [...ORDER_ACTIVITY_TYPES, 'CUSTOM_ACTIVITY'] as const;
export const ActivityType = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityType>;
export const LINE_ITEM_QUANTITY_CHANGE_TYPES = ['QUANTITY_INCREASED', 'QUANTITY_DECREASED'] as const;
export const LineItemQuantityChangeType = z.enum(LINE_ITEM_QUANTITY_CHANGE_TYPES);
export type LineItemQuantityChangeType = z.infer<typeof LineItemQuantityChangeType>;

export const MerchantComment = z.object({ message: z.string().min(1).max(5000) });
export type MerchantComment = z.infer<typeof MerchantComment>;
/** An app's own kind of activity, `type` being its name for it. */
export const CustomActivity = z.object({
  appId: z.uuid(),
  type: z.string().max(100),
  additionalData: z.record(z.string().max(100), z.string().max(1000)).nullish(),
});
export type CustomActivity = z.infer<typeof CustomActivity>;
/** The activities callers add and edit one at a time (addActivity, updateActivity). */
export const PublicActivity = z.object({
  customActivity: CustomActivity.nullish(),
  merchantComment: MerchantComment.nullish(),
});
export type PublicActivity = z.infer<typeof PublicActivity>;

const PaymentId = z.uuid();
const Card = { lastFourDigits: z.string().max(4).nullish(), brand: z.string().max(100).nullish() };
const Receipt = z.object({
  wixReceipt: z.object({ receiptId: z.uuid(), displayNumber: z.string().min(1).max(40).nullish() }).nullish(),
  externalReceipt: z
    .object({ receiptId: z.string().max(100).nullish(), displayNumber: z.string().min(1).max(40).nullish() })
    .nullish(),
  paymentId: PaymentId,
});
/** Discount and fee names in a draft order's changes; orders.md gives no length, 1000 is Atrium's. */
const TranslatedValue = z.object({
  original: z.string().min(1).max(1000),
  translated: z.string().min(1).max(1000).nullish(),
});
const ManagedLineItem = z.object({
  id: z.uuid(),
  name: ProductName.nullish(),
  quantity: z.number().int().min(1).max(1_000_000),
});
const QuantityChange = z.object({
  originalQuantity: z.number().int().min(0).max(1_000_000),
  newQuantity: z.number().int().min(0).max(1_000_000),
  diff: z.number().int().min(1).max(1_000_000),
  deltaType: LineItemQuantityChangeType,
});

/** The payments, refunds and chargebacks activities name, in `Money` (answers' prices or writes'). */
function paymentShapes<M extends z.ZodType>(Money: M) {
  const RegularPayment = z.object({ creditCardDetails: z.object(Card).nullish(), amount: Money });
  const AuthorizedPayment = z.object({ paymentId: PaymentId, amount: Money, ...Card });
  const RefundedPayment = z.object({
    regular: z.object({ amount: Money, ...Card }).nullish(),
    giftCard: z.object({ giftCardPaymentId: z.string().min(1).max(100).nullish(), amount: Money }).nullish(),
    membership: z.object({ membershipId: z.string().min(1).max(200).nullish() }).nullish(),
    paymentId: PaymentId,
    externalRefund: z.boolean().nullish(),
  });
  const PaymentEvent = z.object({ regular: RegularPayment.nullish(), paymentId: PaymentId });
  const Refund = z.object({ refundId: z.uuid(), payment: RefundedPayment });
  const Chargeback = {
    paymentId: PaymentId,
    chargebackId: z.uuid(),
    amount: Money,
    paymentDetails: RegularPayment,
  };
  return { AuthorizedPayment, RefundedPayment, PaymentEvent, Refund, Chargeback };
}

/** One change of the draft order changes an activity records, in `Money` (answers' prices or writes'). */
function orderChangeShape<M extends z.ZodType>(Money: M) {
  const Amounts = z.object({
    id: z.uuid(),
    name: TranslatedValue.nullish(),
    affectedLineItems: z
      .array(z.object({ id: z.uuid(), name: ProductName.nullish(), amount: Money }))
      .max(300)
      .nullish(),
    totalAmount: Money,
  });
  const Shipping = z.object({ total: Money, shippingTitle: z.string().max(250).nullish() });
  return z.object({
    lineItemChanged: z
      .object({
        id: z.uuid(),
        name: ProductName.nullish(),
        quantity: QuantityChange.nullish(),
        price: z.object({ originalPrice: Money, newPrice: Money }).nullish(),
      })
      .nullish(),
    lineItemAdded: ManagedLineItem.nullish(),
    lineItemRemoved: ManagedLineItem.nullish(),
    discountAdded: Amounts.nullish(),
    discountRemoved: Amounts.nullish(),
    additionalFeeAdded: Amounts.nullish(),
    additionalFeeRemoved: Amounts.nullish(),
    totalPriceChanged: z.object({ originalTotal: Money, newTotal: Money }).nullish(),
    shippingInformationChanged: z
      .object({ originalShippingInfo: Shipping, newShippingInfo: Shipping })
      .nullish(),
  });
}

/** Every activity content, written once and built twice: with `Price` for answers and `PriceInput` for writes. */
function activityShape<P extends z.ZodType>(price: P) {
  const Money = price.nullish();
  const { AuthorizedPayment, RefundedPayment, PaymentEvent, Refund, Chargeback } = paymentShapes(Money);
  const OrderChange = orderChangeShape(Money);
  return z.object({
    merchantComment: MerchantComment.nullish(),
    /** Not in orders.md's Activity, but a custom activity added with addActivity is read back here. */
    customActivity: CustomActivity.nullish(),
    orderRefunded: z
      .object({ manual: z.boolean().nullish(), amount: Money, reason: z.string().max(200).nullish() })
      .nullish(),
    draftOrderChangesApplied: z
      .object({
        draftOrderId: z.string().max(100),
        reason: z.string().max(200).nullish(),
        changes: z.array(OrderChange).max(300).nullish(),
      })
      .nullish(),
    savedPaymentMethod: z
      .object({ name: z.string().min(1).max(100), description: z.string().min(1).max(100).nullish() })
      .nullish(),
    authorizedPaymentCreated: AuthorizedPayment.nullish(),
    authorizedPaymentCaptured: AuthorizedPayment.nullish(),
    authorizedPaymentVoided: AuthorizedPayment.nullish(),
    refundInitiated: z
      .object({
        refundId: z.uuid(),
        amount: Money,
        payments: z.array(RefundedPayment).min(1).max(50),
        reason: z.string().max(200).nullish(),
      })
      .nullish(),
    paymentRefunded: Refund.nullish(),
    paymentRefundFailed: Refund.nullish(),
    refundedAsStoreCredit: z.object({ amount: Money, reason: z.string().max(100).nullish() }).nullish(),
    paymentPending: PaymentEvent.nullish(),
    paymentCanceled: PaymentEvent.nullish(),
    paymentDeclined: PaymentEvent.nullish(),
    receiptCreated: Receipt.nullish(),
    receiptSent: Receipt.nullish(),
    chargebackCreated: z.object(Chargeback).nullish(),
    chargebackReversed: z.object({ ...Chargeback, reversalAmount: Money }).nullish(),
    id: z.uuid().nullish(),
    authorEmail: z.string().nullish(),
    createdDate: Timestamp.nullish(),
    /** Deprecated by the specification: `activityType` replaces it. */
    type: ActivityType.nullish(),
    activityType: OrderActivityType.nullish(),
  });
}

/** An activity as answered: its id and date are always set. */
export const Activity = activityShape(Price).extend({ id: z.uuid(), createdDate: Timestamp });
export type Activity = z.infer<typeof Activity>;
/** An activity as sent to addActivities; its id, author and date are the server's. */
export const ActivityInput = activityShape(PriceInput).omit({
  id: true,
  authorEmail: true,
  createdDate: true,
});
export type ActivityInput = z.infer<typeof ActivityInput>;
