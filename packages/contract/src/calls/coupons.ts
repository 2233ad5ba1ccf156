import { withSchemas } from '../calls.js';
import {
  CouponResponse,
  CreateCouponRequest,
  DeleteCouponRequest,
  GetCouponRequest,
  QueryCouponsRequest,
  QueryCouponsResponse,
  UpdateCouponRequest,
} from '../coupons.js';
import { couponsEndpoints } from '../endpoints/index.js';
import { EmptyResponse } from '../owners.js';

export const couponsCalls = /* @__PURE__ */ withSchemas(couponsEndpoints, {
  createCoupon: {
    input: CreateCouponRequest,
    output: CouponResponse,
    errors: ['COUPON_CODE_ALREADY_EXISTS'],
  },
  queryCoupons: { input: QueryCouponsRequest, output: QueryCouponsResponse },
  getCoupon: { input: GetCouponRequest, output: CouponResponse, errors: ['COUPON_NOT_FOUND'] },
  updateCoupon: {
    input: UpdateCouponRequest,
    output: CouponResponse,
    errors: ['COUPON_NOT_FOUND', 'COUPON_CODE_ALREADY_EXISTS', 'COUPON_REVISION_MISMATCH'],
  },
  deleteCoupon: { input: DeleteCouponRequest, output: EmptyResponse, errors: ['COUPON_NOT_FOUND'] },
});
