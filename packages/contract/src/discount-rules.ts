import { z } from 'zod';
import { decimalAmount, MAX_AMOUNT } from './commerce-common.js';
import { PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

// Discount rules (wire/types/pricing.md, "ecom discount-rules"): automatic discounts with a trigger, a time
// frame and one discount. Atrium's custom-filter scope is by category: `customFilter.params.categoryIds`.

export const ScopeType = z.enum(['CATALOG_ITEM', 'CUSTOM_FILTER']);
export type ScopeType = z.infer<typeof ScopeType>;
/** A scope of catalogue items: items of one catalogue (all of it without ids), or a custom filter. */
export const DiscountScope = z.object({
  id: z.string().min(1).max(100),
  type: ScopeType,
  catalogItemFilter: z
    .object({
      catalogAppId: z.uuid(),
      catalogItemIds: z.array(z.string().min(1).max(36)).max(50).nullish(),
    })
    .nullish(),
  customFilter: z
    .object({ appId: z.uuid().nullish(), params: z.record(z.string(), z.unknown()).nullish() })
    .nullish(),
});
export type DiscountScope = z.infer<typeof DiscountScope>;

const RuleAmount = decimalAmount({ gte: 0, lte: MAX_AMOUNT, maxScale: 4 });
export const TriggerType = z.enum([
  'AND',
  'SUBTOTAL_RANGE',
  'ITEM_QUANTITY_RANGE',
  'CUSTOM',
  'OR',
  'CUSTOMER_ELIGIBILITY',
]);
export type TriggerType = z.infer<typeof TriggerType>;

export interface DiscountTrigger {
  and?: { triggers: DiscountTrigger[] } | null | undefined;
  or?: { triggers: DiscountTrigger[] } | null | undefined;
  customTrigger?: { id: string; appId: string } | null | undefined;
  subtotalRange?:
    | {
        scopes?: DiscountScope[] | null | undefined;
        from?: string | null | undefined;
        to?: string | null | undefined;
      }
    | null
    | undefined;
  itemQuantityRange?:
    | {
        scopes?: DiscountScope[] | null | undefined;
        from?: number | null | undefined;
        to?: number | null | undefined;
      }
    | null
    | undefined;
  customerEligibility?:
    | {
        individualMembersInfo?: { memberIds: string[] } | null | undefined;
        eligibilityType?: 'INDIVIDUAL_MEMBERS' | null | undefined;
      }
    | null
    | undefined;
  triggerType?: TriggerType | null | undefined;
}

/** One of its conditions is set, as `triggerType` names it; `and` and `or` chain two to five others. */
export const DiscountTrigger: z.ZodType<DiscountTrigger> = z.lazy(() =>
  z.object({
    and: z.object({ triggers: z.array(DiscountTrigger).min(2).max(5) }).nullish(),
    or: z.object({ triggers: z.array(DiscountTrigger).min(2).max(5) }).nullish(),
    customTrigger: z.object({ id: z.string().min(1).max(100), appId: z.uuid() }).nullish(),
    subtotalRange: z
      .object({
        scopes: z.array(DiscountScope).max(50).nullish(),
        from: RuleAmount.nullish(),
        to: RuleAmount.nullish(),
      })
      .nullish(),
    itemQuantityRange: z
      .object({
        scopes: z.array(DiscountScope).max(50).nullish(),
        from: z.number().int().min(1).nullish(),
        to: z.number().int().min(1).nullish(),
      })
      .nullish(),
    customerEligibility: z
      .object({
        individualMembersInfo: z.object({ memberIds: z.array(z.uuid()).min(1).max(100) }).nullish(),
        eligibilityType: z.enum(['INDIVIDUAL_MEMBERS']).nullish(),
      })
      .nullish(),
    triggerType: TriggerType.nullish(),
  }),
);

export const RuleDiscountType = z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE', 'QUANTITY_BASED']);
export type RuleDiscountType = z.infer<typeof RuleDiscountType>;
/**
 * What the rule takes off: a percentage, an amount off each item, a price for each item, or a price for a
 * quantity of items. `applyTo` is Atrium's: LOWEST_PRICED_ITEM limits it to one unit of the cheapest item.
 */
export const RuleDiscount = z.object({
  percentage: z.number().min(0.1).max(100).nullish(),
  fixedAmount: decimalAmount({ gt: 0, lte: MAX_AMOUNT, maxScale: 4 }).nullish(),
  fixedPrice: RuleAmount.nullish(),
  quantityBased: z
    .object({
      configurations: z
        .array(
          z.object({
            id: z.uuid().nullish(),
            quantity: z.number().int().min(2).max(1000),
            price: decimalAmount({ gte: 0, lte: 1_000_000, maxScale: 4 }),
          }),
        )
        .min(1)
        .max(1),
    })
    .nullish(),
  targetType: z.enum(['SPECIFIC_ITEMS']).nullish(),
  specificItemsInfo: z.object({ scopes: z.array(DiscountScope).min(1).max(50) }).nullish(),
  discountType: RuleDiscountType.nullish(),
  applyTo: z.enum(['ALL_ITEMS', 'LOWEST_PRICED_ITEM']).nullish(),
});
export type RuleDiscount = z.infer<typeof RuleDiscount>;

const Tags = z.object({
  privateTags: z.object({ tagIds: z.array(z.string().max(5)).max(100) }).nullish(),
  publicTags: z.object({ tagIds: z.array(z.string().max(5)).max(100) }).nullish(),
});

/** The fields a caller writes; the rest are the server's. */
export const DiscountRuleInput = z.object({
  id: z.uuid().nullish(),
  revision: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullish(),
  active: z.boolean().nullish(),
  name: z.string().min(1).max(50).nullish(),
  trigger: DiscountTrigger.nullish(),
  activeTimeInfo: z.object({ start: Timestamp.nullish(), end: Timestamp.nullish() }).nullish(),
  discounts: z.object({ values: z.array(RuleDiscount).min(1).max(1) }).nullish(),
  tags: Tags.nullish(),
});
export type DiscountRuleInput = z.infer<typeof DiscountRuleInput>;

export const DiscountRuleStatus = z.enum(['LIVE', 'EXPIRED', 'PENDING']);
export type DiscountRuleStatus = z.infer<typeof DiscountRuleStatus>;
export const DiscountRule = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  active: z.boolean(),
  name: z.string(),
  trigger: DiscountTrigger.nullish(),
  activeTimeInfo: z.object({ start: Timestamp.nullish(), end: Timestamp.nullish() }).nullish(),
  discounts: z.object({ values: z.array(RuleDiscount) }),
  status: DiscountRuleStatus,
  usageCount: z.number().int(),
  tags: Tags.nullish(),
});
export type DiscountRule = z.infer<typeof DiscountRule>;

export const DiscountRuleResponse = z.object({ discountRule: DiscountRule });
export type DiscountRuleResponse = z.infer<typeof DiscountRuleResponse>;
export const CreateDiscountRuleRequest = z.object({ discountRule: DiscountRuleInput });
export type CreateDiscountRuleRequest = z.infer<typeof CreateDiscountRuleRequest>;
export const GetDiscountRuleRequest = z.object({ discountRuleId: z.uuid() });
export type GetDiscountRuleRequest = z.infer<typeof GetDiscountRuleRequest>;
/** The path is `/ecom/v1/discount-rules/{discountRule.id}`, so the id sits inside and is required. */
export const UpdateDiscountRuleRequest = z.object({
  discountRule: DiscountRuleInput.extend({ id: z.uuid() }),
});
export type UpdateDiscountRuleRequest = z.infer<typeof UpdateDiscountRuleRequest>;
export const DeleteDiscountRuleRequest = z.object({ discountRuleId: z.uuid() });
export type DeleteDiscountRuleRequest = z.infer<typeof DeleteDiscountRuleRequest>;
export const QueryDiscountRulesRequest = z.object({ query: Query.nullish() });
export type QueryDiscountRulesRequest = z.infer<typeof QueryDiscountRulesRequest>;
export const QueryDiscountRulesResponse = z.object({
  discountRules: z.array(DiscountRule),
  pagingMetadata: PagingMetadata,
});
export type QueryDiscountRulesResponse = z.infer<typeof QueryDiscountRulesResponse>;

export const DISCOUNT_RULE_EVENTS = {
  created: 'discount_rule.created',
  updated: 'discount_rule.updated',
  deleted: 'discount_rule.deleted',
} as const;
