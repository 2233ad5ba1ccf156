/**
 * Query and mutation options for the site's pricing: coupons, discount rules and shipping options (the SDK's
 * `coupons`, `discountRules` and `shippingOptions` modules), for a dashboard. A change makes its entity's lists
 * and detail stale.
 */
import type { BoundModule, coupons, discountRules, shippingOptions } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { applyListParams, type ListParams } from '../list-params.js';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface CouponsClient {
  coupons: BoundModule<typeof coupons>;
}
export interface DiscountRulesClient {
  discountRules: BoundModule<typeof discountRules>;
}
export interface ShippingOptionsClient {
  shippingOptions: BoundModule<typeof shippingOptions>;
}

const couponKeys = atriumKeys.coupons;
const ruleKeys = atriumKeys.discountRules;
const optionKeys = atriumKeys.shippingOptions;

export const couponsQueries = {
  list: (client: CouponsClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: couponKeys.list(params),
      queryFn: () => applyListParams(client.coupons.queryCoupons(), params).find(),
    }),
  get: (client: CouponsClient, couponId: string) =>
    queryOptions({
      queryKey: couponKeys.detail(couponId),
      queryFn: () => client.coupons.getCoupon(couponId),
    }),
};

export const couponsMutations = {
  create: mutationFactory<CouponsClient, coupons.Coupon, coupons.CouponCreate>({
    mutationKey: couponKeys.mutation('create'),
    mutationFn: (client, coupon) => client.coupons.createCoupon(coupon),
    invalidate: () => [couponKeys.list()],
  }),
  update: mutationFactory<
    CouponsClient,
    coupons.Coupon,
    { _id: string; coupon: Omit<coupons.CouponUpdate, 'id'>; fieldMask?: string | string[] }
  >({
    mutationKey: couponKeys.mutation('update'),
    mutationFn: (client, { _id, coupon, fieldMask }) =>
      client.coupons.updateCoupon(_id, coupon, fieldMask ? { fieldMask } : undefined),
    invalidate: (_data, { _id }) => [couponKeys.list(), couponKeys.detail(_id)],
  }),
  remove: mutationFactory<CouponsClient, void, string>({
    mutationKey: couponKeys.mutation('remove'),
    mutationFn: (client, couponId) => client.coupons.deleteCoupon(couponId),
    invalidate: (_data, couponId) => [couponKeys.list(), couponKeys.detail(couponId)],
  }),
};

export const discountRulesQueries = {
  list: (client: DiscountRulesClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: ruleKeys.list(params),
      queryFn: () => applyListParams(client.discountRules.queryDiscountRules(), params).find(),
    }),
  get: (client: DiscountRulesClient, discountRuleId: string) =>
    queryOptions({
      queryKey: ruleKeys.detail(discountRuleId),
      queryFn: () => client.discountRules.getDiscountRule(discountRuleId),
    }),
};

export const discountRulesMutations = {
  create: mutationFactory<DiscountRulesClient, discountRules.DiscountRule, discountRules.DiscountRuleInput>({
    mutationKey: ruleKeys.mutation('create'),
    mutationFn: (client, rule) => client.discountRules.createDiscountRule(rule),
    invalidate: () => [ruleKeys.list()],
  }),
  update: mutationFactory<
    DiscountRulesClient,
    discountRules.DiscountRule,
    { _id: string; discountRule: Omit<discountRules.DiscountRuleInput, 'id'> }
  >({
    mutationKey: ruleKeys.mutation('update'),
    mutationFn: (client, { _id, discountRule }) => client.discountRules.updateDiscountRule(_id, discountRule),
    invalidate: (_data, { _id }) => [ruleKeys.list(), ruleKeys.detail(_id)],
  }),
  remove: mutationFactory<DiscountRulesClient, void, string>({
    mutationKey: ruleKeys.mutation('remove'),
    mutationFn: (client, discountRuleId) => client.discountRules.deleteDiscountRule(discountRuleId),
    invalidate: (_data, id) => [ruleKeys.list(), ruleKeys.detail(id)],
  }),
};

export const shippingOptionsQueries = {
  list: (client: ShippingOptionsClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: optionKeys.list(params),
      queryFn: () => applyListParams(client.shippingOptions.queryShippingOptions(), params).find(),
    }),
  get: (client: ShippingOptionsClient, shippingOptionId: string) =>
    queryOptions({
      queryKey: optionKeys.detail(shippingOptionId),
      queryFn: () => client.shippingOptions.getShippingOption(shippingOptionId),
    }),
};

export const shippingOptionsMutations = {
  create: mutationFactory<
    ShippingOptionsClient,
    shippingOptions.ShippingOption,
    shippingOptions.ShippingOptionInput
  >({
    mutationKey: optionKeys.mutation('create'),
    mutationFn: (client, option) => client.shippingOptions.createShippingOption(option),
    invalidate: () => [optionKeys.list()],
  }),
  update: mutationFactory<
    ShippingOptionsClient,
    shippingOptions.ShippingOption,
    { _id: string; shippingOption: Omit<shippingOptions.ShippingOptionInput, 'id'> }
  >({
    mutationKey: optionKeys.mutation('update'),
    mutationFn: (client, { _id, shippingOption }) =>
      client.shippingOptions.updateShippingOption(_id, shippingOption),
    invalidate: (_data, { _id }) => [optionKeys.list(), optionKeys.detail(_id)],
  }),
  remove: mutationFactory<ShippingOptionsClient, void, string>({
    mutationKey: optionKeys.mutation('remove'),
    mutationFn: (client, shippingOptionId) => client.shippingOptions.deleteShippingOption(shippingOptionId),
    invalidate: (_data, id) => [optionKeys.list(), optionKeys.detail(id)],
  }),
};
