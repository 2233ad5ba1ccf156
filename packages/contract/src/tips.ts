import { z } from 'zod';
import { decimalAmount, MAX_AMOUNT } from './commerce-common.js';
import { Filter, PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

// Tips (wire/types/store-services.md "ecom tips"). A tip is a money amount in the store's currency, chosen by the
// buyer on a purchase flow (a checkout) or set on an order by the site, and shared among the site's staff.
// Amounts are decimal strings with at most two decimals (`maxScale: 2`), never floats.

export const TipType = z.enum(['UNKNOWN_TIP_TYPE', 'PERCENTAGE', 'AMOUNT', 'CUSTOM']);
export type TipType = z.infer<typeof TipType>;
export const TipSource = z.enum(['UNKNOWN_SOURCE', 'POS', 'WEB', 'DASHBOARD']);
export type TipSource = z.infer<typeof TipSource>;
export const TipSplitMethod = z.enum(['EQUAL', 'PROPORTIONAL']);
export type TipSplitMethod = z.infer<typeof TipSplitMethod>;

const TipAmount = decimalAmount({ gte: 0, lte: MAX_AMOUNT, maxScale: 2 });

/**
 * How a tip is figured: PERCENTAGE of the line items' subtotal, or an AMOUNT (one of the site's preset amounts),
 * or a CUSTOM amount the buyer typed (when the site allows it).
 */
export const TipChoice = z.object({
  value: TipAmount.nullish(),
  tipType: TipType.nullish(),
});
export type TipChoice = z.infer<typeof TipChoice>;

export const TipCatalogReference = z.object({
  catalogItemId: z.string().min(1).max(100).nullish(),
  appId: z.string().min(1).max(100).nullish(),
});
export const TipLineItemInfo = z.object({
  lineItemId: z.string().min(1).max(100).nullish(),
  catalogReference: TipCatalogReference.nullish(),
  price: TipAmount.nullish(),
  name: z.string().min(1).max(200).nullish(),
  quantity: z.number().int().min(1).max(100000).nullish(),
});
export type TipLineItemInfo = z.infer<typeof TipLineItemInfo>;

export const TipStaffInput = z.object({
  staffMemberId: z.uuid().nullish(),
});
export const TipStaff = z.object({
  id: z.string().nullish(),
  name: z.string().nullish(),
  staffMemberId: z.string().nullish(),
  identificationData: z.object({ wixUserId: z.string().nullish() }).nullish(),
});
export type TipStaff = z.infer<typeof TipStaff>;

export const TipTransaction = z.object({
  id: z.uuid().nullish(),
  date: Timestamp.nullish(),
});

/** A share of a tip as sent: who receives it, and its amount or the lines it stands for. */
export const TipDistributionInput = z.object({
  staff: TipStaffInput.nullish(),
  amount: TipAmount.nullish(),
  lineItemInfo: z.array(TipLineItemInfo).max(12).nullish(),
  transaction: TipTransaction.nullish(),
  source: TipSource.nullish(),
});
export type TipDistributionInput = z.infer<typeof TipDistributionInput>;

export const TipDistribution = z.object({
  id: z.string(),
  tipId: z.string(),
  staff: TipStaff,
  amount: z.string(),
  lineItemInfo: z.array(TipLineItemInfo),
  transaction: TipTransaction.nullish(),
  orderId: z.string().nullish(),
  createdDate: Timestamp,
  source: TipSource,
});
export type TipDistribution = z.infer<typeof TipDistribution>;

export const Tip = z.object({
  id: z.string().nullish(),
  lineItemSubtotal: z.string().nullish(),
  amount: z.string().nullish(),
  distributions: z.array(TipDistribution),
  /** What is not shared out yet; left out when all of it is (the wire's `gt: 0`). */
  undistributedAmount: z.string().nullish(),
});
export type Tip = z.infer<typeof Tip>;

export const TipInput = z.object({
  amount: TipAmount.nullish(),
  distributions: z.array(TipDistributionInput).max(50).nullish(),
});

export const TipOrderInfo = z.object({
  orderId: z.string().nullish(),
  additionalFeeId: z.string().nullish(),
  additionalFeePrice: z.object({ amount: z.string(), formattedAmount: z.string() }).nullish(),
});
export type TipOrderInfo = z.infer<typeof TipOrderInfo>;

export const UpdateTipChoiceRequest = z.object({ tipChoice: TipChoice, purchaseFlowId: z.uuid() });
export const TipChoiceResponse = z.object({ tipChoice: TipChoice.nullish() });
export const GetTipChoiceRequest = z.object({ purchaseFlowId: z.uuid() });
export const GetTipByDraftOrderIdRequest = z.object({ draftOrderId: z.uuid() });
export const GetTipByOrderIdRequest = z.object({ orderId: z.uuid() });
export const TipResponse = z.object({ tip: Tip });
export const PreviewTipRequest = z.object({
  lineItemInfo: z.array(TipLineItemInfo).min(1).max(50),
  tipChoice: TipChoice.nullish(),
  tipSettingsId: z.uuid().nullish(),
  draftOrderId: z.uuid().nullish(),
});
export const RemoveTipFromOrderRequest = z.object({ orderId: z.uuid() });
export const RemoveTipFromOrderResponse = z.object({ orderInfo: TipOrderInfo });
export const SetTipOnOrderRequest = z.object({ orderId: z.uuid(), tip: TipInput });
export const SetTipOnOrderResponse = z.object({ tip: Tip, orderInfo: TipOrderInfo });
export const AddTipDistributionsToOrderRequest = z.object({
  orderId: z.uuid(),
  tipDistributions: z.array(TipDistributionInput).min(1).max(50),
});
export const AddTipDistributionsToOrderResponse = z.object({
  tipDistributions: z.array(TipDistribution),
  orderInfo: TipOrderInfo,
});
export const QueryTipDistributionsRequest = z.object({ query: Query.nullish() });
export const QueryTipDistributionsResponse = z.object({
  tipDistributions: z.array(TipDistribution),
  pagingMetadata: PagingMetadata,
});
export const SumTipDistributionAmountsRequest = z.object({ filter: Filter.nullish() });
export const SumTipDistributionAmountsResponse = z.object({ totalAmount: z.string() });

/** A preset the buyer picks from: a percentage of the subtotal, or an amount. */
export const TipPreset = z.object({
  tipType: z.enum(['PERCENTAGE', 'AMOUNT']),
  value: TipAmount,
});
export type TipPreset = z.infer<typeof TipPreset>;

/** Atrium: a site's tip settings. Staff are members of the site's team (its owners), by their ids. */
export const TipSettingsInput = z.object({
  enabled: z.boolean(),
  presets: z.array(TipPreset).max(6),
  /** Whether a buyer may type an amount of their own (tip type CUSTOM). */
  allowCustomAmount: z.boolean(),
  staffMemberIds: z.array(z.uuid()).max(50),
  splitMethod: TipSplitMethod,
});
export type TipSettingsInput = z.infer<typeof TipSettingsInput>;
export const TipSettings = TipSettingsInput.extend({
  id: z.string(),
  staff: z.array(z.object({ staffMemberId: z.string(), name: z.string() })),
  updatedDate: Timestamp.nullish(),
});
export type TipSettings = z.infer<typeof TipSettings>;
export const GetTipSettingsRequest = z.object({});
export const UpdateTipSettingsRequest = z.object({ tipSettings: TipSettingsInput });
export const TipSettingsResponse = z.object({ tipSettings: TipSettings });
/** The part of the settings a buyer sees, to choose a tip. */
export const TipOffer = TipSettingsInput.pick({ enabled: true, presets: true, allowCustomAmount: true });
export type TipOffer = z.infer<typeof TipOffer>;
export const GetTipOfferRequest = z.object({});
export const TipOfferResponse = z.object({ tipOffer: TipOffer });

/** The code of the additional fee that carries a tip, on checkouts and orders. */
export const TIP_FEE_CODE = 'tip';
