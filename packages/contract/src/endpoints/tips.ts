import { endpointTable } from './endpoint.js';

/** Commerce: tips. ENDPOINTS.md "Commerce: tips", call for call. */
export const tipsEndpoints = /* @__PURE__ */ endpointTable('tips', {
  updateTipChoice: { method: 'PATCH', path: '/tips/v1/tips/choice' },
  getTipChoice: { method: 'GET', path: '/tips/v1/tips/choice/{purchaseFlowId}' },
  getTipByDraftOrderId: { method: 'GET', path: '/tips/v1/tips/draft-order/{draftOrderId}' },
  getTipByOrderId: { method: 'GET', path: '/tips/v1/tips/order/{orderId}' },
  previewTip: { method: 'POST', path: '/tips/v1/tips/preview' },
  removeTipFromOrder: { method: 'POST', path: '/tips/v1/tips/remove' },
  setTipOnOrder: { method: 'POST', path: '/tips/v1/tips/set' },
  addTipDistributionsToOrder: { method: 'POST', path: '/tips/v1/tips/tip-distributions/add' },
  queryTipDistributions: { method: 'POST', path: '/tips/v1/tips/tip-distributions/query' },
  sumTipDistributionAmounts: { method: 'POST', path: '/tips/v1/tips/tip-distributions/sum-amounts' },
});

/** Atrium: a site's tip settings (presets, custom amounts, who receives tips and how they are split). */
export const tipSettingsEndpoints = /* @__PURE__ */ endpointTable('tipSettings', {
  getTipSettings: { method: 'GET', path: '/atrium/v1/tip-settings' },
  updateTipSettings: { method: 'PATCH', path: '/atrium/v1/tip-settings' },
  /** What a buyer may choose (on or off, presets, custom amounts), without the staff. */
  getTipOffer: { method: 'GET', path: '/atrium/v1/tip-settings/offer' },
});
