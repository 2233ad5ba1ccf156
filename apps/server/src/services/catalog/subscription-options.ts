import { randomUUID } from 'node:crypto';
import type { SubscriptionOption, SubscriptionOptionInput } from '@atrium/contract';
import { minorOfField, percentOf, type Currency } from '../../core/money/index.js';
import type { CatalogItem } from '../../core/commerce/catalog-provider.js';
import type { ProductRow } from './tables.js';

/**
 * A product's subscription options as stored: ids kept when sent back (lines in carts name them), new ones for
 * the rest; an amount off is checked against the store currency's decimals now, so pricing never refuses it.
 */
export function storedSubscriptionOptions(
  input: readonly SubscriptionOptionInput[] | null | undefined,
  currency: Currency,
): SubscriptionOption[] {
  return (input ?? []).map((option, i) => {
    if (option.discount?.type === 'AMOUNT')
      minorOfField(option.discount.value, currency, `product.subscriptionOptions[${i}].discount.value`);
    return {
      id: option.id ?? randomUUID(),
      title: option.title,
      description: option.description ?? null,
      frequency: option.frequency,
      interval: option.interval ?? 1,
      autoRenewal: option.autoRenewal,
      billingCycles: option.autoRenewal ? null : option.billingCycles!,
      enableCustomerCancellation: option.enableCustomerCancellation ?? true,
      discount: option.discount ?? null,
    };
  });
}

/**
 * One unit's price on a subscription: the catalogue price less the option's discount, a percentage rounded once
 * (half away from zero, `percentOf`), never below zero.
 */
export function subscribedPrice(price: bigint, option: SubscriptionOption, currency: Currency): bigint {
  const discount = option.discount;
  if (!discount) return price;
  const off =
    discount.type === 'PERCENT'
      ? percentOf(price, discount.value)
      : minorOfField(discount.value, currency, 'discount');
  return off >= price ? 0n : price - off;
}

/** The option a cart line names (`options.subscriptionOptionId`): one the product offers, or none at all. */
export function chosenSubscription(
  product: ProductRow,
  options: Record<string, unknown>,
): { option: SubscriptionOption } | { option: null } | undefined {
  const id = options.subscriptionOptionId;
  if (id === undefined || id === null) return { option: null };
  if (typeof id !== 'string') return undefined;
  const option = product.subscriptionOptions.find((o) => o.id === id.toLowerCase());
  return option ? { option } : undefined;
}

export type CatalogSubscription = NonNullable<CatalogItem['subscription']>;
