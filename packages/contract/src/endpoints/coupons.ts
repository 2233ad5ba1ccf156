import { endpointTable } from './endpoint.js';

/** Atrium: coupons, whose codes carts and checkouts apply. */
export const couponsEndpoints = /* @__PURE__ */ endpointTable('coupons', {
  createCoupon: { method: 'POST', path: '/atrium/v1/coupons' },
  queryCoupons: { method: 'POST', path: '/atrium/v1/coupons/query' },
  getCoupon: { method: 'GET', path: '/atrium/v1/coupons/{couponId}' },
  updateCoupon: { method: 'PATCH', path: '/atrium/v1/coupons/{coupon.id}' },
  deleteCoupon: { method: 'DELETE', path: '/atrium/v1/coupons/{couponId}' },
});
