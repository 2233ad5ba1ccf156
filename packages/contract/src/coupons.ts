import { z } from 'zod';
import { PriceAmount } from './commerce-common.js';
import { PagingMetadata, Query } from './paging.js';
import { FieldMask, Timestamp } from './scalars.js';

// Coupons: Atrium's own API (the specifications apply coupon codes to carts and checkouts but do not define
// coupons). Amounts are decimal strings in the store's currency; dates are RFC 3339.

export const CouponType = z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING', 'BUY_X_GET_Y']);
export type CouponType = z.infer<typeof CouponType>;
/** Where a coupon is usable, from its dates, its switch and its uses. */
export const CouponStatus = z.enum(['ACTIVE', 'SCHEDULED', 'EXPIRED', 'USED_UP', 'DISABLED']);
export type CouponStatus = z.infer<typeof CouponStatus>;

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** What shoppers type: letters, digits, `-` and `_`, matched without regard to case. */
export const CouponCode = z
  .string()
  .min(1)
  .max(50)
  .refine((value) => value.length > 50 || CODE.test(value), {
    message: 'must be letters, digits, "-" and "_", starting with a letter or digit',
    params: { rule: 'FORMAT', data: { type: 'COUPON_CODE' } },
  });

/** The items a coupon applies to: catalogue items (a whole catalogue without ids) or categories; none is all. */
export const CouponScope = z.object({
  catalogItems: z
    .array(
      z.object({
        appId: z.uuid(),
        catalogItemIds: z.array(z.string().min(1).max(36)).max(100).nullish(),
      }),
    )
    .max(20)
    .nullish(),
  categoryIds: z.array(z.uuid()).max(50).nullish(),
});
export type CouponScope = z.infer<typeof CouponScope>;

export const BuyXGetY = z.object({
  buy: z.number().int().min(1).max(100),
  get: z.number().int().min(1).max(100),
});
export type BuyXGetY = z.infer<typeof BuyXGetY>;

const fields = {
  name: z.string().min(1).max(100).nullish(),
  /** PERCENTAGE: off the scoped items' subtotal, up to three decimals. */
  percentage: z
    .number()
    .min(0.001)
    .max(100)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
      message: 'must have at most three decimal places',
      params: { rule: 'DECIMAL_MAX_SCALE', data: { maxScale: 3 } },
    })
    .nullish(),
  /** FIXED_AMOUNT: off the scoped items' subtotal as a whole, never below zero. */
  amount: PriceAmount.nullish(),
  buyXGetY: BuyXGetY.nullish(),
  /** The subtotal before discounts a cart must reach. */
  minimumSubtotal: PriceAmount.nullish(),
  startDate: Timestamp.nullish(),
  expirationDate: Timestamp.nullish(),
  scope: CouponScope.nullish(),
  /** Uses in all; none is unlimited. */
  usageLimit: z.number().int().min(1).max(1_000_000_000).nullish(),
  /** Uses per customer (member, or email for guests); none is unlimited. */
  limitPerCustomer: z.number().int().min(1).max(1_000_000).nullish(),
  active: z.boolean().nullish(),
};

export const CouponCreate = z.object({ code: CouponCode, type: CouponType, ...fields });
export type CouponCreate = z.infer<typeof CouponCreate>;
export const CouponUpdate = z.object({
  id: z.uuid(),
  /** The revision the change was made against; a newer one refuses it. */
  revision: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullish(),
  code: CouponCode.nullish(),
  type: CouponType.nullish(),
  ...fields,
});
export type CouponUpdate = z.infer<typeof CouponUpdate>;

export const Coupon = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string().nullish(),
  type: CouponType,
  percentage: z.number().nullish(),
  amount: z.string().nullish(),
  buyXGetY: BuyXGetY.nullish(),
  minimumSubtotal: z.string().nullish(),
  startDate: Timestamp.nullish(),
  expirationDate: Timestamp.nullish(),
  scope: CouponScope.nullish(),
  usageLimit: z.number().int().nullish(),
  limitPerCustomer: z.number().int().nullish(),
  active: z.boolean(),
  usageCount: z.number().int(),
  status: CouponStatus,
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponResponse = z.object({ coupon: Coupon });
export type CouponResponse = z.infer<typeof CouponResponse>;
export const CreateCouponRequest = z.object({ coupon: CouponCreate });
export type CreateCouponRequest = z.infer<typeof CreateCouponRequest>;
export const GetCouponRequest = z.object({ couponId: z.uuid() });
export type GetCouponRequest = z.infer<typeof GetCouponRequest>;
export const UpdateCouponRequest = z.object({ coupon: CouponUpdate, fieldMask: FieldMask.nullish() });
export type UpdateCouponRequest = z.infer<typeof UpdateCouponRequest>;
export const DeleteCouponRequest = z.object({ couponId: z.uuid() });
export type DeleteCouponRequest = z.infer<typeof DeleteCouponRequest>;
export const QueryCouponsRequest = z.object({ query: Query.nullish() });
export type QueryCouponsRequest = z.infer<typeof QueryCouponsRequest>;
export const QueryCouponsResponse = z.object({ coupons: z.array(Coupon), pagingMetadata: PagingMetadata });
export type QueryCouponsResponse = z.infer<typeof QueryCouponsResponse>;

export const COUPON_EVENTS = {
  created: 'coupon.created',
  updated: 'coupon.updated',
  deleted: 'coupon.deleted',
} as const;
