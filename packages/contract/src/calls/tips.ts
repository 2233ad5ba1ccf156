import { withSchemas } from '../calls.js';
import { tipSettingsEndpoints, tipsEndpoints } from '../endpoints/index.js';
import {
  AddTipDistributionsToOrderRequest,
  AddTipDistributionsToOrderResponse,
  GetTipByDraftOrderIdRequest,
  GetTipByOrderIdRequest,
  GetTipChoiceRequest,
  GetTipOfferRequest,
  GetTipSettingsRequest,
  PreviewTipRequest,
  QueryTipDistributionsRequest,
  QueryTipDistributionsResponse,
  RemoveTipFromOrderRequest,
  RemoveTipFromOrderResponse,
  SetTipOnOrderRequest,
  SetTipOnOrderResponse,
  SumTipDistributionAmountsRequest,
  SumTipDistributionAmountsResponse,
  TipChoiceResponse,
  TipOfferResponse,
  TipResponse,
  TipSettingsResponse,
  UpdateTipChoiceRequest,
  UpdateTipSettingsRequest,
} from '../tips.js';

const CHOICE = ['CHECKOUT_NOT_FOUND', 'CHECKOUT_ALREADY_COMPLETED', 'TIPS_NOT_ENABLED'] as const;
const ORDER_CHANGE = [
  'ORDER_NOT_FOUND',
  'TIP_ORDER_NOT_CHANGEABLE',
  'TIPS_NOT_ENABLED',
  'TIP_DISTRIBUTIONS_EXCEED_TIP',
] as const;

export const tipsCalls = /* @__PURE__ */ withSchemas(tipsEndpoints, {
  updateTipChoice: { input: UpdateTipChoiceRequest, output: TipChoiceResponse, errors: CHOICE },
  getTipChoice: { input: GetTipChoiceRequest, output: TipChoiceResponse, errors: ['CHECKOUT_NOT_FOUND'] },
  getTipByDraftOrderId: {
    input: GetTipByDraftOrderIdRequest,
    output: TipResponse,
    errors: ['CHECKOUT_NOT_FOUND'],
  },
  getTipByOrderId: { input: GetTipByOrderIdRequest, output: TipResponse, errors: ['ORDER_NOT_FOUND'] },
  previewTip: {
    input: PreviewTipRequest,
    output: TipResponse,
    errors: ['CHECKOUT_NOT_FOUND', 'TIP_SETTINGS_NOT_FOUND', 'TIPS_NOT_ENABLED'],
  },
  removeTipFromOrder: {
    input: RemoveTipFromOrderRequest,
    output: RemoveTipFromOrderResponse,
    errors: ['ORDER_NOT_FOUND', 'TIP_ORDER_NOT_CHANGEABLE'],
  },
  setTipOnOrder: { input: SetTipOnOrderRequest, output: SetTipOnOrderResponse, errors: ORDER_CHANGE },
  addTipDistributionsToOrder: {
    input: AddTipDistributionsToOrderRequest,
    output: AddTipDistributionsToOrderResponse,
    errors: ['ORDER_NOT_FOUND', 'TIP_NOT_FOUND', 'TIP_DISTRIBUTIONS_EXCEED_TIP'],
  },
  queryTipDistributions: { input: QueryTipDistributionsRequest, output: QueryTipDistributionsResponse },
  sumTipDistributionAmounts: {
    input: SumTipDistributionAmountsRequest,
    output: SumTipDistributionAmountsResponse,
  },
});

export const tipSettingsCalls = /* @__PURE__ */ withSchemas(tipSettingsEndpoints, {
  getTipSettings: { input: GetTipSettingsRequest, output: TipSettingsResponse },
  updateTipSettings: { input: UpdateTipSettingsRequest, output: TipSettingsResponse },
  getTipOffer: { input: GetTipOfferRequest, output: TipOfferResponse },
});
