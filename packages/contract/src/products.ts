import { z } from 'zod';
import { CursorSearch } from './categories.js';
import { MediaAsset } from './media.js';
import { PagingMetadata, Query } from './paging.js';
import { Decimal, Int64, Timestamp } from './scalars.js';
import {
  MAX_SUBSCRIPTION_OPTIONS,
  SubscriptionOption,
  SubscriptionOptionInput,
} from './subscription-options.js';

// The catalogue (Atrium's own API: the specifications point at catalogue items but do not define a catalogue).
// Shaped after the hosted store's products (priceData, stock, productOptions, variants) so that code written for
// it reads ours without surprises.

/** Options a product may have (Size, Colour...), choices per option, and variants per product. */
export const MAX_PRODUCT_OPTIONS = 6;
export const MAX_OPTION_CHOICES = 100;
export const MAX_VARIANTS = 300;
export const MAX_PRODUCT_IMAGES = 30;
/** The highest stock a product or variant may hold (fits a 32-bit integer with room for any order). */
export const MAX_STOCK = 99_999_999;
/** Prices stay below this: the wire's bound for catalogue prices (CatalogOverrideFields.price lte 999999999). */
export const PRICE_LIMIT = 1_000_000_000n;

export const ProductType = z.enum(['PHYSICAL', 'DIGITAL']);
export type ProductType = z.infer<typeof ProductType>;
export const StoreWeightUnit = z.enum(['KG', 'LB']);
export type StoreWeightUnit = z.infer<typeof StoreWeightUnit>;
export const InventoryTrigger = z.enum(['ON_ORDER_PLACED', 'ON_ORDER_PAID']);
export type InventoryTrigger = z.infer<typeof InventoryTrigger>;
export const InventoryStatus = z.enum(['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']);
export type InventoryStatus = z.infer<typeof InventoryStatus>;
export const InventoryReason = z.enum([
  'MANUAL',
  'ORDER_PLACED',
  'ORDER_PAID',
  'ORDER_CANCELED',
  'REFUND_RESTOCK',
]);
export type InventoryReason = z.infer<typeof InventoryReason>;

/** A catalogue price: a non-negative decimal of at most the site currency's decimals, below PRICE_LIMIT. */
export const CatalogPrice = Decimal.refine((value) => !value.startsWith('-'), {
  message: 'must not be negative',
  params: { rule: 'DECIMAL_GTE' },
}).refine((value) => !/^\d+/.test(value) || BigInt(value.split('.')[0]!) < PRICE_LIMIT, {
  message: `must be less than ${PRICE_LIMIT}`,
  params: { rule: 'DECIMAL_LT' },
});

const Weight = z.number().min(0).max(1_000_000);
const Sku = z.string().trim().min(1).max(40);
const Stock = z.number().int().min(0).max(MAX_STOCK);
const OptionName = z.string().trim().min(1).max(50);
const ChoiceValue = z.string().trim().min(1).max(50);
/** A variant's choices: option name → choice value (`{"Size": "M", "Colour": "Red"}`). */
export const VariantChoices = z.record(OptionName, ChoiceValue);
export type VariantChoices = z.infer<typeof VariantChoices>;

/** An image as sent: a media-library file id, or its `wix:image://` URI. */
export const ProductImageInput = z.string().min(1).max(2000);

const Slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'must be lower-case words joined by hyphens');

export const ProductOptionInput = z.object({
  name: OptionName,
  optionType: z.enum(['DROP_DOWN', 'COLOR']).nullish(),
  choices: z
    .array(z.object({ value: ChoiceValue, description: z.string().trim().min(1).max(50).nullish() }))
    .min(1)
    .max(MAX_OPTION_CHOICES),
});
export type ProductOptionInput = z.infer<typeof ProductOptionInput>;

const PriceInput = z.object({ price: CatalogPrice, compareAtPrice: CatalogPrice.nullish() });
const StockInput = z.object({ trackInventory: z.boolean().nullish(), quantity: Stock.nullish() });

/** A variant's own values; a variant is named by its choices (or its id, once it exists). */
export const VariantInput = z.object({
  id: z.uuid().nullish(),
  choices: VariantChoices.nullish(),
  priceData: PriceInput.partial().nullish(),
  sku: Sku.nullish(),
  weight: Weight.nullish(),
  visible: z.boolean().nullish(),
  stock: StockInput.nullish(),
});
export type VariantInput = z.infer<typeof VariantInput>;

const Writable = {
  name: z.string().trim().min(1).max(80),
  slug: Slug.nullish(),
  description: z.string().max(8000).nullish(),
  productType: ProductType.nullish(),
  visible: z.boolean().nullish(),
  images: z.array(ProductImageInput).max(MAX_PRODUCT_IMAGES).nullish(),
  priceData: PriceInput,
  weight: Weight.nullish(),
  sku: Sku.nullish(),
  stock: StockInput.nullish(),
  productOptions: z.array(ProductOptionInput).max(MAX_PRODUCT_OPTIONS).nullish(),
  variants: z.array(VariantInput).max(MAX_VARIANTS).nullish(),
  categoryIds: z.array(z.uuid()).max(100).nullish(),
  /** The tax group its rates come from: a default group or the site's own; none is physical or digital goods. */
  taxGroupId: z.uuid().nullish(),
  /** Atrium's own: the subscriptions a shopper may choose instead of a one-time purchase. */
  subscriptionOptions: z.array(SubscriptionOptionInput).max(MAX_SUBSCRIPTION_OPTIONS).nullish(),
};

export const ProductCreate = z.object(Writable);
export type ProductCreate = z.infer<typeof ProductCreate>;

export const ProductUpdate = z.object({
  ...Writable,
  id: z.uuid(),
  name: Writable.name.nullish(),
  priceData: PriceInput.partial().nullish(),
  /** When sent, the update applies only to this revision: a stale one is a 409. */
  revision: Int64.nullish(),
});
export type ProductUpdate = z.infer<typeof ProductUpdate>;

const PriceData = z.object({
  currency: z.string(),
  price: z.string(),
  compareAtPrice: z.string().nullish(),
  formatted: z.object({ price: z.string(), compareAtPrice: z.string().nullish() }),
});
const StockData = z.object({
  trackInventory: z.boolean(),
  quantity: z.number().int().nullish(),
  inStock: z.boolean(),
  inventoryStatus: InventoryStatus,
});

export const ProductVariant = z.object({
  id: z.uuid(),
  choices: z.record(z.string(), z.string()),
  priceData: PriceData,
  sku: z.string().nullish(),
  weight: z.number().nullish(),
  visible: z.boolean(),
  stock: StockData,
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const Product = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullish(),
  productType: ProductType,
  visible: z.boolean(),
  images: z.array(MediaAsset),
  priceData: PriceData,
  /** The lowest and highest variant prices, for "from $10" on a grid. */
  priceRange: z.object({ minValue: z.string(), maxValue: z.string() }),
  weight: z.number().nullish(),
  weightUnit: StoreWeightUnit,
  sku: z.string().nullish(),
  stock: StockData,
  productOptions: z.array(
    z.object({
      name: z.string(),
      optionType: z.enum(['DROP_DOWN', 'COLOR']),
      choices: z.array(
        z.object({ value: z.string(), description: z.string(), inStock: z.boolean(), visible: z.boolean() }),
      ),
    }),
  ),
  /** Empty for a product without options: its price, SKU and stock are the product's own. */
  variants: z.array(ProductVariant),
  categoryIds: z.array(z.uuid()),
  taxGroupId: z.uuid().nullish(),
  subscriptionOptions: z.array(SubscriptionOption),
  /** The storefront path of the product's page. */
  url: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductResponse = z.object({ product: Product });
export const CreateProductRequest = z.object({ product: ProductCreate });
export const GetProductRequest = z.object({ productId: z.uuid() });
export const GetProductBySlugRequest = z.object({ slug: Slug });
export const UpdateProductRequest = z.object({
  product: ProductUpdate,
  /** The paths to change (`name,priceData.price`); without one, every field sent. */
  fieldMask: z.string().max(2000).nullish(),
});
export const DeleteProductRequest = z.object({ productId: z.uuid() });

export const QueryProductsRequest = z.object({
  query: Query.nullish(),
  /** Hidden products too: only for callers who manage the catalogue. */
  includeHidden: z.boolean().nullish(),
});
export const QueryProductsResponse = z.object({ products: z.array(Product), pagingMetadata: PagingMetadata });
export const SearchProductsRequest = z.object({
  search: CursorSearch.nullish(),
  includeHidden: z.boolean().nullish(),
});
export const SearchProductsResponse = z.object({
  products: z.array(Product),
  pagingMetadata: PagingMetadata,
  aggregationData: z.unknown(),
});

/** One target of a bulk change: a product without variants, or one variant of it. */
const Target = { productId: z.uuid(), variantId: z.uuid().nullish() };

export const BulkUpdatePricesRequest = z.object({
  prices: z
    .array(z.object({ ...Target, price: CatalogPrice, compareAtPrice: CatalogPrice.nullish() }))
    .min(1)
    .max(100),
});

export const InventoryChange = z.object({
  ...Target,
  /** Exactly one of these: the new quantity, or a change to apply atomically to the current one. */
  setQuantity: Stock.nullish(),
  incrementBy: z.number().int().min(1).max(MAX_STOCK).nullish(),
  decrementBy: z.number().int().min(1).max(MAX_STOCK).nullish(),
  trackInventory: z.boolean().nullish(),
  note: z.string().max(500).nullish(),
});
export type InventoryChange = z.infer<typeof InventoryChange>;
export const BulkUpdateInventoryRequest = z.object({ changes: z.array(InventoryChange).min(1).max(100) });

export const BulkProductResult = z.object({
  itemMetadata: z.object({
    id: z.string(),
    originalIndex: z.number().int(),
    success: z.boolean(),
    error: z
      .object({
        code: z.string(),
        description: z.string(),
        data: z.record(z.string(), z.unknown()).nullish(),
      })
      .nullish(),
  }),
  product: Product.nullish(),
});
export const BulkProductsResponse = z.object({
  results: z.array(BulkProductResult),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});

export const InventoryLogEntry = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullish(),
  reason: InventoryReason,
  /** The change (negative when stock left) and the quantity after it. */
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  note: z.string().nullish(),
  orderId: z.string().nullish(),
  createdDate: Timestamp,
});
export type InventoryLogEntry = z.infer<typeof InventoryLogEntry>;
export const QueryInventoryLogRequest = z.object({ query: Query.nullish() });
export const QueryInventoryLogResponse = z.object({
  entries: z.array(InventoryLogEntry),
  pagingMetadata: PagingMetadata,
});

export const StoreSettings = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code')
    .refine((code) => isKnownCurrency(code), 'must be an ISO 4217 currency code'),
  weightUnit: StoreWeightUnit,
  inventoryTrigger: InventoryTrigger,
});
export type StoreSettings = z.infer<typeof StoreSettings>;
export const StoreSettingsResponse = z.object({ settings: StoreSettings });
export const UpdateStoreSettingsRequest = z.object({ settings: StoreSettings.partial() });

let currencies: Set<string> | undefined;
function isKnownCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

export const PRODUCT_EVENTS = {
  created: 'product.created',
  updated: 'product.updated',
  deleted: 'product.deleted',
} as const;

export const INVENTORY_EVENTS = {
  /** Any change of a variant's stock, with its reason, delta and the quantity after it. */
  changed: 'inventory.changed',
  /** The stock rose from zero: back-in-stock notifications listen for this. */
  backInStock: 'inventory.back_in_stock',
} as const;

/** The category tree of the store: products are placed in its categories (as items of ECOM_CATALOG_APP_ID). */
export const STORE_CATEGORY_TREE = { appNamespace: '@atrium/stores' } as const;
