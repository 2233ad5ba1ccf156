import { couponsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { CouponsService } from './coupons.js';

/** Discounts are managed by the site owner and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

export function couponRoutes(coupons: CouponsService) {
  return [
    defineRoute(couponsCalls.createCoupon, {
      ...manage,
      summary: 'Create a coupon: a code shoppers apply to a cart or checkout',
      handler: async (input, call) => ({ coupon: await coupons.create(call.siteId, input.coupon) }),
    }),
    defineRoute(couponsCalls.getCoupon, {
      ...manage,
      summary: 'A coupon by id, with its status and usage',
      handler: async (input, call) => ({ coupon: await coupons.get(call.siteId, input.couponId) }),
    }),
    defineRoute(couponsCalls.updateCoupon, {
      ...manage,
      summary: 'Update a coupon: the fields of the mask, or those sent; a stale revision is refused',
      handler: async (input, call) => ({
        coupon: await coupons.update(call.siteId, input.coupon, input.fieldMask),
      }),
    }),
    defineRoute(couponsCalls.deleteCoupon, {
      ...manage,
      summary: 'Delete a coupon; carts holding its code no longer get its discount',
      async handler(input, call) {
        await coupons.remove(call.siteId, input.couponId);
        return {};
      },
    }),
    defineRoute(couponsCalls.queryCoupons, {
      ...manage,
      summary: 'Query coupons (filter, sort, paging)',
      handler: (input, call) => coupons.query(call.siteId, input.query),
    }),
  ];
}
