/**
 * Atrium: coupons, whose codes carts and checkouts apply (`currentCart.updateCurrentCart({ couponCode })`).
 * Managed by the site owner and API keys with `ecom.manage`.
 */
import type { Coupon as WireCoupon, CouponCreate, CouponUpdate } from '@atrium/contract';
import { couponsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQuery } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type Coupon = FromWire<WireCoupon>;
export type { CouponCreate, CouponUpdate };

export const createCoupon = /* @__PURE__ */ defineMethod<[coupon: CouponCreate], Coupon>(
  couponsEndpoints.createCoupon,
  { args: ['coupon'], returns: 'coupon', elevated: true },
);

export const getCoupon = /* @__PURE__ */ defineMethod<[couponId: string], Coupon>(
  couponsEndpoints.getCoupon,
  {
    args: ['couponId'],
    returns: 'coupon',
    elevated: true,
  },
);

export const updateCoupon = /* @__PURE__ */ defineMethod<
  [_id: string, coupon: Omit<CouponUpdate, 'id'>, options?: { fieldMask?: string | string[] }],
  Coupon
>(couponsEndpoints.updateCoupon, {
  args: ['_id', 'coupon', 'options'],
  payload: { coupon: 'coupon', 'coupon.id': '_id', fieldMask: 'options.fieldMask' },
  returns: 'coupon',
  elevated: true,
});

export const deleteCoupon = /* @__PURE__ */ defineMethod<[couponId: string], void>(
  couponsEndpoints.deleteCoupon,
  {
    args: ['couponId'],
    returns: null,
    elevated: true,
  },
);

export const queryCoupons = /* @__PURE__ */ defineQuery<Coupon, []>(couponsEndpoints.queryCoupons, {
  args: [],
  items: 'coupons',
  elevated: true,
});
