import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: checkout": a checkout's buyer, the site owner and API keys with ecom.manage.
export const checkoutEndpoints = /* @__PURE__ */ endpointTable('checkout', {
  createCheckout: { method: 'POST', path: '/ecom/v1/checkouts' },
  getCheckoutByCartId: { method: 'GET', path: '/ecom/v1/checkouts/by-cart-id/{id}' },
  getCheckout: { method: 'GET', path: '/ecom/v1/checkouts/{id}' },
  getCheckoutUrl: { method: 'GET', path: '/ecom/v1/checkouts/{id}/checkout-url' },
  getWixCheckoutUrl: { method: 'GET', path: '/ecom/v1/checkouts/{id}/wix-checkout-url' },
  markCheckoutAsCompletedAndRedirectToUrl: {
    method: 'GET',
    path: '/ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url',
  },
  updateCheckout: { method: 'PATCH', path: '/ecom/v1/checkouts/{checkout.id}' },
  addToCheckout: { method: 'POST', path: '/ecom/v1/checkouts/{id}/add-to-checkout' },
  createOrder: { method: 'POST', path: '/ecom/v1/checkouts/{id}/create-order' },
  createOrderAndCharge: { method: 'POST', path: '/ecom/v1/checkouts/{id}/create-order-and-charge' },
  markCheckoutAsCompleted: { method: 'POST', path: '/ecom/v1/checkouts/{id}/mark-as-completed' },
  removeCoupon: { method: 'POST', path: '/ecom/v1/checkouts/{id}/remove-coupon' },
  removeGiftCard: { method: 'POST', path: '/ecom/v1/checkouts/{id}/remove-gift-card' },
  removeOverrideCheckoutUrl: { method: 'POST', path: '/ecom/v1/checkouts/{id}/remove-override-checkout-url' },
  removeLineItems: { method: 'POST', path: '/ecom/v1/checkouts/{id}/remove-line-items' },
  updateLineItemsQuantity: { method: 'POST', path: '/ecom/v1/checkouts/{id}/update-line-items-quantity' },
});

// ENDPOINTS.md "Commerce: checkout settings": read by anyone of the site (the hosted checkout shows them).
export const checkoutSettingsEndpoints = /* @__PURE__ */ endpointTable('checkoutSettings', {
  getCheckoutSettings: { method: 'GET', path: '/ecom/v1/checkout-settings' },
  updateCheckoutSettings: { method: 'PATCH', path: '/ecom/v1/checkout-settings' },
});

// ENDPOINTS.md "Commerce: checkout templates": kept by the site (ecom.manage); used by anyone of the site. The
// bulk create's path has no `/ecom` prefix in ENDPOINTS.md, and is kept as written there.
export const checkoutTemplatesEndpoints = /* @__PURE__ */ endpointTable('checkoutTemplates', {
  createCheckoutTemplate: { method: 'POST', path: '/ecom/v1/checkout-templates' },
  queryCheckoutTemplates: { method: 'POST', path: '/ecom/v1/checkout-templates/query' },
  updateCheckoutTemplate: { method: 'PATCH', path: '/ecom/v1/checkout-templates/{checkoutTemplate.id}' },
  deleteCheckoutTemplate: { method: 'DELETE', path: '/ecom/v1/checkout-templates/{checkoutTemplateId}' },
  getCheckoutTemplate: { method: 'GET', path: '/ecom/v1/checkout-templates/{checkoutTemplateId}' },
  createAndRedirectToCheckout: {
    method: 'GET',
    path: '/ecom/v1/checkout-templates/{checkoutTemplateId}/create-and-redirect-to-checkout',
  },
  createCheckoutFromTemplate: {
    method: 'POST',
    path: '/ecom/v1/checkout-templates/{checkoutTemplateId}/create-checkout-from-template',
  },
  bulkCreateCheckoutTemplates: { method: 'POST', path: '/v1/bulk/checkout-templates/create' },
});
