/**
 * Commerce: tips. A buyer chooses a tip on a purchase flow (a checkout: its id is the purchase flow id and the
 * draft order id), which the checkout's totals include; the site sets tips on orders and shares them among its
 * staff. ENDPOINTS.md "Commerce: tips", call for call; `tipSettings` holds Atrium's tip settings.
 */
import type {
  PagingMetadata,
  Tip as WireTip,
  TipChoice,
  TipDistribution as WireDistribution,
  TipDistributionInput,
  TipLineItemInfo,
  TipOrderInfo,
} from '@atrium/contract';
import { tipsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type Tip = FromWire<WireTip>;
export type TipDistribution = FromWire<WireDistribution>;
export type { TipChoice, TipDistributionInput, TipLineItemInfo, TipOrderInfo };
export interface TipDistributionsPage {
  tipDistributions: TipDistribution[];
  pagingMetadata: PagingMetadata;
}
const elevated = { elevated: true } as const;

export const updateTipChoice = /* @__PURE__ */ defineMethod<
  [tipChoice: TipChoice, options: { purchaseFlowId: string }],
  { tipChoice?: TipChoice | null }
>(tipsEndpoints.updateTipChoice, {
  args: ['tipChoice', 'options'],
  payload: { tipChoice: 'tipChoice', purchaseFlowId: 'options.purchaseFlowId' },
});

export const getTipChoice = /* @__PURE__ */ defineMethod<
  [purchaseFlowId: string],
  { tipChoice?: TipChoice | null }
>(tipsEndpoints.getTipChoice, { args: ['purchaseFlowId'] });

export const getTipByDraftOrderId = /* @__PURE__ */ defineMethod<[draftOrderId: string], { tip: Tip }>(
  tipsEndpoints.getTipByDraftOrderId,
  { args: ['draftOrderId'] },
);

export const getTipByOrderId = /* @__PURE__ */ defineMethod<[orderId: string], { tip: Tip }>(
  tipsEndpoints.getTipByOrderId,
  { args: ['orderId'] },
);

export const previewTip = /* @__PURE__ */ defineMethod<
  [
    lineItemInfo: TipLineItemInfo[],
    options?: { tipChoice?: TipChoice; tipSettingsId?: string; draftOrderId?: string },
  ],
  { tip: Tip }
>(tipsEndpoints.previewTip, {
  args: ['lineItemInfo', 'options'],
  payload: {
    lineItemInfo: 'lineItemInfo',
    tipChoice: 'options.tipChoice',
    tipSettingsId: 'options.tipSettingsId',
    draftOrderId: 'options.draftOrderId',
  },
});

export const removeTipFromOrder = /* @__PURE__ */ defineMethod<
  [options: { orderId: string }],
  { orderInfo: TipOrderInfo }
>(tipsEndpoints.removeTipFromOrder, { args: ['options'], payload: { orderId: 'options.orderId' } });

export const setTipOnOrder = /* @__PURE__ */ defineMethod<
  [options: { orderId: string; tip: { amount: string; distributions?: TipDistributionInput[] } }],
  { tip: Tip; orderInfo: TipOrderInfo }
>(tipsEndpoints.setTipOnOrder, {
  args: ['options'],
  payload: { orderId: 'options.orderId', tip: 'options.tip' },
});

export const addTipDistributionsToOrder = /* @__PURE__ */ defineMethod<
  [options: { orderId: string; tipDistributions: TipDistributionInput[] }],
  { tipDistributions: TipDistribution[]; orderInfo: TipOrderInfo }
>(tipsEndpoints.addTipDistributionsToOrder, {
  args: ['options'],
  payload: { orderId: 'options.orderId', tipDistributions: 'options.tipDistributions' },
  ...elevated,
});

/** `queryTipDistributions()` returns a query builder; `queryTipDistributions(query)` resolves to the page. */
export const queryTipDistributions = /* @__PURE__ */ defineQueryForms<
  TipDistribution,
  Record<string, never>,
  TipDistributionsPage
>(tipsEndpoints.queryTipDistributions, { args: ['options'], items: 'tipDistributions', ...elevated });

export const sumTipDistributionAmounts = /* @__PURE__ */ defineMethod<
  [filter?: Record<string, unknown>],
  { totalAmount: string }
>(tipsEndpoints.sumTipDistributionAmounts, { args: ['filter'], payload: { filter: 'filter' }, ...elevated });
