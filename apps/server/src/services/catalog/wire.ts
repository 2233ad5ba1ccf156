import type { InventoryLogEntry, Product, ProductVariant, StoreSettings } from '@atrium/contract';
import { currencyOf, formatMoney, toDecimal, type Currency } from '../../core/money/index.js';
import type { InventoryLogRow, ProductRow, VariantRow } from './tables.js';

/** What a product's answer needs besides its own rows. */
export interface ProductView {
  settings: StoreSettings;
  categoryIds: string[];
}

export function priceData(minor: bigint, compareAt: bigint | null, currency: Currency) {
  return {
    currency: currency.code,
    price: toDecimal(minor, currency),
    compareAtPrice: compareAt === null ? null : toDecimal(compareAt, currency),
    formatted: {
      price: formatMoney(minor, currency),
      compareAtPrice: compareAt === null ? null : formatMoney(compareAt, currency),
    },
  };
}

/** A variant's price: its own, or the product's. */
export const variantPrice = (product: ProductRow, variant: VariantRow) =>
  variant.priceMinor ?? product.priceMinor;

export function inStock(product: Pick<ProductRow, 'trackInventory'>, variant: VariantRow): boolean {
  return !product.trackInventory || variant.quantity > 0;
}

function stockOf(product: ProductRow, variants: readonly VariantRow[]) {
  const sellable = variants.filter((variant) => variant.visible);
  const stocked = sellable.filter((variant) => inStock(product, variant));
  const status =
    stocked.length === 0
      ? 'OUT_OF_STOCK'
      : stocked.length < sellable.length
        ? 'PARTIALLY_OUT_OF_STOCK'
        : 'IN_STOCK';
  return {
    trackInventory: product.trackInventory,
    quantity: product.trackInventory ? variants.reduce((sum, variant) => sum + variant.quantity, 0) : null,
    inStock: stocked.length > 0,
    inventoryStatus: status,
  } as const;
}

function wireVariant(product: ProductRow, variant: VariantRow, currency: Currency): ProductVariant {
  const stocked = inStock(product, variant);
  return {
    id: variant.id,
    choices: variant.choices,
    priceData: priceData(
      variantPrice(product, variant),
      variant.priceMinor === null ? product.compareAtMinor : variant.compareAtMinor,
      currency,
    ),
    sku: variant.sku,
    weight: variant.weight ?? product.weight,
    visible: variant.visible,
    stock: {
      trackInventory: product.trackInventory,
      quantity: product.trackInventory ? variant.quantity : null,
      inStock: stocked,
      inventoryStatus: stocked ? 'IN_STOCK' : 'OUT_OF_STOCK',
    },
  };
}

/** A product in its wire shape; `variants` are its variant rows in their order. */
export function productToWire(
  product: ProductRow,
  variants: readonly VariantRow[],
  view: ProductView,
): Product {
  const currency = currencyOf(view.settings.currency);
  const hasOptions = product.options.length > 0;
  const prices = variants.filter((v) => v.visible).map((v) => variantPrice(product, v));
  const low = prices.length ? prices.reduce((a, b) => (b < a ? b : a)) : product.priceMinor;
  const high = prices.length ? prices.reduce((a, b) => (b > a ? b : a)) : product.priceMinor;
  return {
    id: product.id,
    revision: String(product.revision),
    createdDate: product.createdAt.toISOString(),
    updatedDate: product.updatedAt.toISOString(),
    name: product.name,
    slug: product.slug,
    description: product.description,
    productType: product.productType as Product['productType'],
    visible: product.visible,
    images: product.images,
    priceData: priceData(product.priceMinor, product.compareAtMinor, currency),
    priceRange: { minValue: toDecimal(low, currency), maxValue: toDecimal(high, currency) },
    weight: product.weight,
    weightUnit: view.settings.weightUnit,
    sku: product.sku,
    taxGroupId: product.taxGroupId,
    stock: stockOf(product, variants),
    productOptions: product.options.map((option) => ({
      name: option.name,
      optionType: option.optionType,
      choices: option.choices.map((choice) => {
        const holding = variants.filter((v) => v.choices[option.name] === choice.value && v.visible);
        return {
          value: choice.value,
          description: choice.description,
          inStock: holding.some((v) => inStock(product, v)),
          visible: holding.length > 0,
        };
      }),
    })),
    variants: hasOptions ? variants.map((variant) => wireVariant(product, variant, currency)) : [],
    categoryIds: view.categoryIds,
    subscriptionOptions: product.subscriptionOptions,
    url: `/products/${product.slug}`,
  };
}

export function logEntryToWire(row: InventoryLogRow): InventoryLogEntry {
  return {
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    reason: row.reason,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    note: row.note,
    orderId: row.orderId,
    createdDate: row.createdAt.toISOString(),
  };
}
