import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: shipping options".
export const shippingOptionsEndpoints = /* @__PURE__ */ endpointTable('shippingOptions', {
  createShippingOption: { method: 'POST', path: '/ecom/v1/shipping-options' },
  queryShippingOptions: {
    method: 'GET',
    path: '/ecom/v1/shipping-options/query',
    postFallback: 'same-path',
  },
  updateExtendedFields: { method: 'POST', path: '/ecom/v1/shipping-options/{id}/update-extended-fields' },
  updateShippingOption: { method: 'PATCH', path: '/ecom/v1/shipping-options/{shippingOption.id}' },
  deleteShippingOption: { method: 'DELETE', path: '/ecom/v1/shipping-options/{shippingOptionId}' },
  getShippingOption: { method: 'GET', path: '/ecom/v1/shipping-options/{shippingOptionId}' },
  addDeliveryRegion: {
    method: 'POST',
    path: '/ecom/v1/shipping-options/{shippingOptionId}/add-delivery-region',
  },
  removeDeliveryRegion: {
    method: 'POST',
    path: '/ecom/v1/shipping-options/{shippingOptionId}/remove-delivery-region',
  },
});

/** Atrium: delivery regions, the places shipping options ship to. */
export const deliveryRegionsEndpoints = /* @__PURE__ */ endpointTable('deliveryRegions', {
  createDeliveryRegion: { method: 'POST', path: '/atrium/v1/delivery-regions' },
  listDeliveryRegions: { method: 'GET', path: '/atrium/v1/delivery-regions' },
  getDeliveryRegion: { method: 'GET', path: '/atrium/v1/delivery-regions/{deliveryRegionId}' },
  updateDeliveryRegion: { method: 'PATCH', path: '/atrium/v1/delivery-regions/{deliveryRegion.id}' },
  deleteDeliveryRegion: { method: 'DELETE', path: '/atrium/v1/delivery-regions/{deliveryRegionId}' },
});

/** Atrium: the additional fees a site charges (handling, insurance). */
export const feeSettingsEndpoints = /* @__PURE__ */ endpointTable('feeSettings', {
  getFeeSettings: { method: 'GET', path: '/atrium/v1/fee-settings' },
  updateFeeSettings: { method: 'PATCH', path: '/atrium/v1/fee-settings' },
});

/** Atrium: a shipping option's pickup and delivery time slots. */
export const shippingLogisticsEndpoints = /* @__PURE__ */ endpointTable('shippingLogistics', {
  getShippingLogistics: { method: 'GET', path: '/atrium/v1/shipping-options/{shippingOptionId}/logistics' },
  updateShippingLogistics: {
    method: 'PUT',
    path: '/atrium/v1/shipping-options/{shippingOptionId}/logistics',
  },
});

/** Atrium: the carriers whose live rates a site offers. */
export const carrierSettingsEndpoints = /* @__PURE__ */ endpointTable('carrierSettings', {
  getCarrierSettings: { method: 'GET', path: '/atrium/v1/carrier-settings' },
  updateCarrierSettings: { method: 'PATCH', path: '/atrium/v1/carrier-settings' },
});
