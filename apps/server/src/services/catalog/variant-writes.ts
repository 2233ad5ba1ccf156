import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ProductOptionInput, VariantInput } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import type { Currency } from '../../core/money/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { CatalogContext } from './context.js';
import { changeStock } from './inventory.js';
import { productVariants, type ProductRow, type StoredOption, type VariantRow } from './tables.js';
import { choiceKey, combinations, matchChoices, storedOptions } from './variants.js';
import { variantValues } from './writes.js';

interface VariantsInput {
  productOptions?: readonly ProductOptionInput[] | null | undefined;
  variants?: readonly VariantInput[] | null | undefined;
  stock?: { quantity?: number | null | undefined } | null | undefined;
}

interface PlannedVariant {
  id: string;
  choices: Record<string, string>;
  key: string;
  isNew: boolean;
}

export interface VariantPlan {
  options: StoredOption[];
  variants: PlannedVariant[];
  removed: string[];
  /** Each variant input and its path in the request, by the id of the variant it names. */
  inputs: Map<string, { value: VariantInput; path: string }>;
}

/**
 * The variants a product's options make: one per combination, keeping the id (and stock) of every variant whose
 * choices still exist, and the variant each input names, by id or by choices.
 */
export function planVariants(
  input: VariantsInput,
  path: string,
  { existing, currentOptions = [] }: { existing: readonly VariantRow[]; currentOptions?: StoredOption[] },
): VariantPlan {
  const options =
    input.productOptions == null
      ? currentOptions
      : storedOptions(input.productOptions, `${path}.productOptions`);
  if (options.length && input.stock?.quantity != null)
    throw invalid(`${path}.stock.quantity`, 'is set on each variant of a product with options', 'VALIDATION');
  const byKey = new Map(existing.map((row) => [row.choiceKey, row]));
  const variants = combinations(options).map((choices) => {
    const key = choiceKey(choices);
    const kept = byKey.get(key);
    return { id: kept?.id ?? randomUUID(), choices, key, isNew: !kept };
  });
  const planned = new Set(variants.map((variant) => variant.id));
  const inputs: VariantPlan['inputs'] = new Map();
  (input.variants ?? []).forEach((variantInput, i) => {
    const at = `${path}.variants[${i}]`;
    const id = variantInput.id ?? idByChoices({ variants, options }, variantInput, at);
    if (!planned.has(id)) throw appError('VARIANT_NOT_FOUND', { variantId: id }, `No variant ${id}`);
    inputs.set(id, { value: variantInput, path: at });
  });
  return {
    options,
    variants,
    removed: existing.filter((row) => !planned.has(row.id)).map((row) => row.id),
    inputs,
  };
}

function idByChoices(
  { variants, options }: { variants: readonly PlannedVariant[]; options: readonly StoredOption[] },
  input: VariantInput,
  at: string,
): string {
  if (!input.choices) {
    if (!options.length) return variants[0]!.id;
    throw invalid(`${at}.choices`, 'names the variant: one choice for each option', 'REQUIRED_FIELD');
  }
  const matched = matchChoices(options, input.choices);
  if (!matched) throw invalid(`${at}.choices`, "must name one of each option's choices", 'VALIDATION');
  const key = choiceKey(matched);
  return variants.find((variant) => variant.key === key)!.id;
}

/** Writes the plan: drops variants whose choices are gone, adds new ones, then applies values and stock. */
export async function applyVariants(
  ctx: CatalogContext,
  tx: Executor,
  write: { product: ProductRow; plan: VariantPlan; input: VariantsInput; currency: Currency },
) {
  const { product, plan, input, currency } = write;
  if (plan.removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, plan.removed));
  for (const [position, variant] of plan.variants.entries()) {
    const given = plan.inputs.get(variant.id);
    const values = given ? variantValues(given.value, currency, given.path) : {};
    if (variant.isNew)
      await tx.insert(productVariants).values({
        id: variant.id,
        siteId: product.siteId,
        productId: product.id,
        choices: variant.choices,
        choiceKey: variant.key,
        position,
        ...values,
      });
    else
      await tx
        .update(productVariants)
        .set({ position, ...values })
        .where(eq(productVariants.id, variant.id));
  }
  const quantities = new Map<string, number>();
  if (!plan.options.length && input.stock?.quantity != null)
    quantities.set(plan.variants[0]!.id, input.stock.quantity);
  for (const [id, { value }] of plan.inputs)
    if (value.stock?.quantity != null) quantities.set(id, value.stock.quantity);
  for (const [variantId, quantity] of quantities)
    await changeStock(tx, ctx.outbox, {
      siteId: product.siteId,
      productId: product.id,
      variantId,
      move: { kind: 'set', quantity },
      reason: 'MANUAL',
    });
}
