import type { DiscountRuleInput, DiscountScope, DiscountTrigger, RuleDiscount } from '@atrium/contract';
import type {
  DiscountRuleSpec,
  RuleDiscount as EngineDiscount,
  Scope,
  Trigger,
} from '../../core/commerce/totals/index.js';
import { minorOfField, type Currency } from '../../core/money/index.js';
import { invalid } from '../../core/wire/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Category ids of a custom-filter scope: Atrium's custom filter is `params.categoryIds`. */
function categoryIdsOf(scope: DiscountScope): string[] | undefined {
  const ids = scope.customFilter?.params?.categoryIds;
  return Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= 50 &&
    ids.every((id) => typeof id === 'string' && UUID.test(id))
    ? (ids as string[])
    : undefined;
}

/** A wire scope as the engine matches it; a scope it cannot match is refused when the rule is written. */
export function scopeSpec(scope: DiscountScope, field: string): Scope {
  if (scope.type === 'CATALOG_ITEM') {
    const filter = scope.catalogItemFilter;
    if (!filter)
      throw invalid(`${field}.catalogItemFilter`, 'is required for a CATALOG_ITEM scope', 'REQUIRED_FIELD');
    return {
      kind: 'catalog',
      appId: filter.catalogAppId,
      ...(filter.catalogItemIds?.length ? { itemIds: filter.catalogItemIds } : {}),
    };
  }
  const categoryIds = categoryIdsOf(scope);
  if (!categoryIds)
    throw invalid(
      `${field}.customFilter.params.categoryIds`,
      'must list 1 to 50 category ids: a custom filter scopes items by their categories',
      'REQUIRED_FIELD',
    );
  return { kind: 'category', categoryIds };
}

const scopesOf = (scopes: readonly DiscountScope[] | null | undefined, field: string) =>
  (scopes ?? []).map((scope, i) => scopeSpec(scope, `${field}[${i}]`));

const TRIGGER_TYPES = {
  and: 'AND',
  or: 'OR',
  customTrigger: 'CUSTOM',
  subtotalRange: 'SUBTOTAL_RANGE',
  itemQuantityRange: 'ITEM_QUANTITY_RANGE',
  customerEligibility: 'CUSTOMER_ELIGIBILITY',
} as const;
/** How deep `and` and `or` may nest. */
const MAX_TRIGGER_DEPTH = 4;

/**
 * A wire trigger as the engine evaluates it: exactly one condition, agreeing with `triggerType` if that is
 * sent. The trigger is given its `triggerType` where it lacks one, so that it is answered with it.
 */
export function triggerSpec(
  trigger: DiscountTrigger,
  currency: Currency,
  { field, depth = 1 }: { field: string; depth?: number },
): Trigger {
  const set = (Object.keys(TRIGGER_TYPES) as Array<keyof typeof TRIGGER_TYPES>).filter(
    (key) => trigger[key] != null,
  );
  if (set.length !== 1)
    throw invalid(
      field,
      'must set exactly one of and, or, customTrigger, subtotalRange, itemQuantityRange, customerEligibility',
    );
  const type = TRIGGER_TYPES[set[0]!];
  if (trigger.triggerType != null && trigger.triggerType !== type)
    throw invalid(`${field}.triggerType`, `must be ${type}, the condition the trigger sets`);
  trigger.triggerType = type;
  if ((trigger.and || trigger.or) && depth >= MAX_TRIGGER_DEPTH)
    throw invalid(field, `nests "and" and "or" at most ${MAX_TRIGGER_DEPTH} deep`);
  const minor = (value: string | null | undefined, name: string) =>
    value == null ? undefined : minorOfField(value, currency, `${field}.subtotalRange.${name}`);
  if (trigger.and)
    return {
      kind: 'and',
      triggers: trigger.and.triggers.map((t, i) =>
        triggerSpec(t, currency, { field: `${field}.and.triggers[${i}]`, depth: depth + 1 }),
      ),
    };
  if (trigger.or)
    return {
      kind: 'or',
      triggers: trigger.or.triggers.map((t, i) =>
        triggerSpec(t, currency, { field: `${field}.or.triggers[${i}]`, depth: depth + 1 }),
      ),
    };
  if (trigger.customTrigger)
    return { kind: 'custom', appId: trigger.customTrigger.appId, id: trigger.customTrigger.id };
  if (trigger.subtotalRange) {
    const range = trigger.subtotalRange;
    const from = minor(range.from, 'from');
    const to = minor(range.to, 'to');
    if (from !== undefined && to !== undefined && to < from)
      throw invalid(`${field}.subtotalRange.to`, 'must not be below from');
    return {
      kind: 'subtotal',
      scopes: scopesOf(range.scopes, `${field}.subtotalRange.scopes`),
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    };
  }
  if (trigger.itemQuantityRange) {
    const range = trigger.itemQuantityRange;
    if (range.from != null && range.to != null && range.to < range.from)
      throw invalid(`${field}.itemQuantityRange.to`, 'must not be below from');
    return {
      kind: 'quantity',
      scopes: scopesOf(range.scopes, `${field}.itemQuantityRange.scopes`),
      ...(range.from != null ? { from: range.from } : {}),
      ...(range.to != null ? { to: range.to } : {}),
    };
  }
  const members = trigger.customerEligibility?.individualMembersInfo?.memberIds;
  if (!members)
    throw invalid(
      `${field}.customerEligibility.individualMembersInfo`,
      'lists the eligible members',
      'REQUIRED_FIELD',
    );
  return { kind: 'members', memberIds: members };
}

const DISCOUNT_TYPES = {
  percentage: 'PERCENTAGE',
  fixedAmount: 'FIXED_AMOUNT',
  fixedPrice: 'FIXED_PRICE',
  quantityBased: 'QUANTITY_BASED',
} as const;

/**
 * The one discount of a rule as the engine applies it: exactly one of its four kinds, agreeing with
 * `discountType` if that is sent (and given it where it lacks one).
 */
export function discountSpec(discount: RuleDiscount, currency: Currency, field: string): EngineDiscount {
  const kinds = (Object.keys(DISCOUNT_TYPES) as Array<keyof typeof DISCOUNT_TYPES>).filter(
    (key) => discount[key] != null,
  );
  if (kinds.length !== 1)
    throw invalid(field, 'must set exactly one of percentage, fixedAmount, fixedPrice, quantityBased');
  const type = DISCOUNT_TYPES[kinds[0]!];
  if (discount.discountType != null && discount.discountType !== type)
    throw invalid(`${field}.discountType`, `must be ${type}, the discount the rule sets`);
  discount.discountType = type;
  if (discount.specificItemsInfo) discount.targetType = 'SPECIFIC_ITEMS';
  const scopes = scopesOf(discount.specificItemsInfo?.scopes, `${field}.specificItemsInfo.scopes`);
  const base = { scopes, ...(discount.applyTo === 'LOWEST_PRICED_ITEM' ? { lowestPricedOnly: true } : {}) };
  if (discount.percentage != null)
    return { ...base, type: 'PERCENTAGE', percentage: String(Math.round(discount.percentage * 1000) / 1000) };
  if (discount.fixedAmount != null)
    return {
      ...base,
      type: 'FIXED_AMOUNT',
      amount: minorOfField(discount.fixedAmount, currency, `${field}.fixedAmount`),
    };
  if (discount.fixedPrice != null)
    return {
      ...base,
      type: 'FIXED_PRICE',
      amount: minorOfField(discount.fixedPrice, currency, `${field}.fixedPrice`),
    };
  const config = discount.quantityBased!.configurations[0]!;
  return {
    ...base,
    type: 'QUANTITY_BASED',
    quantity: config.quantity,
    amount: minorOfField(config.price, currency, `${field}.quantityBased.configurations[0].price`),
  };
}

/** A stored rule as the engine applies it (its fields were checked when it was written). */
export function ruleSpec(
  rule: {
    id: string;
    name: string;
    trigger: DiscountRuleInput['trigger'];
    discounts: NonNullable<DiscountRuleInput['discounts']>;
  },
  currency: Currency,
): DiscountRuleSpec {
  return {
    id: rule.id,
    name: rule.name,
    ...(rule.trigger
      ? { trigger: triggerSpec(rule.trigger, currency, { field: 'discountRule.trigger' }) }
      : {}),
    discount: discountSpec(rule.discounts.values[0]!, currency, 'discountRule.discounts.values[0]'),
  };
}
