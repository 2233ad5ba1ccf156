import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: current cart": the cart of the caller's identity (visitor or member).
export const currentCartEndpoints = /* @__PURE__ */ endpointTable('currentCart', {
  deleteCurrentCart: { method: 'DELETE', path: '/ecom/v1/carts/current' },
  getCurrentCart: { method: 'GET', path: '/ecom/v1/carts/current' },
  updateCurrentCart: { method: 'PATCH', path: '/ecom/v1/carts/current' },
  addToCurrentCart: { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' },
  estimateCurrentCartTotals: { method: 'POST', path: '/ecom/v1/carts/current/estimate-totals' },
  removeCouponFromCurrentCart: { method: 'POST', path: '/ecom/v1/carts/current/remove-coupon' },
  removeLineItemsFromCurrentCart: { method: 'POST', path: '/ecom/v1/carts/current/remove-line-items' },
  updateCurrentCartLineItemQuantity: {
    method: 'POST',
    path: '/ecom/v1/carts/current/update-line-items-quantity',
  },
  createCheckoutFromCurrentCart: { method: 'POST', path: '/ecom/v1/carts/current/create-checkout' },
});

// ENDPOINTS.md "Commerce: cart (by id)".
export const cartEndpoints = /* @__PURE__ */ endpointTable('cart', {
  createCart: { method: 'POST', path: '/ecom/v1/carts' },
  getCartByCheckoutId: { method: 'GET', path: '/ecom/v1/carts/by-checkout-id/{id}' },
  updateCart: { method: 'PATCH', path: '/ecom/v1/carts/{cartInfo.id}' },
  deleteCart: { method: 'DELETE', path: '/ecom/v1/carts/{id}' },
  getCart: { method: 'GET', path: '/ecom/v1/carts/{id}' },
  addToCart: { method: 'POST', path: '/ecom/v1/carts/{id}/add-to-cart' },
  estimateTotals: { method: 'POST', path: '/ecom/v1/carts/{id}/estimate-totals' },
  removeBusinessLocation: { method: 'POST', path: '/ecom/v1/carts/{id}/remove-business-location' },
  removeCoupon: { method: 'POST', path: '/ecom/v1/carts/{id}/remove-coupon' },
  removeLineItems: { method: 'POST', path: '/ecom/v1/carts/{id}/remove-line-items' },
  updateLineItemsQuantity: { method: 'POST', path: '/ecom/v1/carts/{id}/update-line-items-quantity' },
  createCheckout: { method: 'POST', path: '/ecom/v1/carts/{id}/create-checkout' },
});
