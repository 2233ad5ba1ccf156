import type { MediaAsset, SubscriptionOption } from '@atrium/contract';
import type { Executor } from '../db/index.js';

/** What a cart line names: an item of one catalogue, with the options that pick its variant. */
export interface CatalogItemRequest {
  catalogItemId: string;
  options?: Record<string, unknown> | null | undefined;
}

/** An item as a catalogue answers for a cart line: what it is, what it costs, and how many can be had. */
export interface CatalogItem {
  /** The product itself, when `catalogItemId` names something else (a variant of it). */
  rootCatalogItemId: string;
  name: string;
  /** Amounts in minor units of `currency`. `price` after the catalogue's own discount, `fullPrice` before. */
  currency: string;
  price: bigint;
  fullPrice: bigint;
  /** The chosen options, as the line's description lines ("Size: M"). */
  choices: Array<{ name: string; value: string; color?: string | undefined }>;
  image: MediaAsset | null;
  url: string;
  weight: number | null;
  sku: string | null;
  /** The tax group its rates come from; none is the default group of its type. */
  taxGroupId?: string | null;
  itemType: 'PHYSICAL' | 'DIGITAL';
  /** False when the item exists but cannot be bought now (hidden). */
  purchasable: boolean;
  /** How many can be bought; null when the stock is not tracked. */
  quantityAvailable: number | null;
  /**
   * The subscription the request chose (`options.subscriptionOptionId`), one the item offers: then `price` is the
   * subscribed price. A request naming an option the item does not offer resolves to no item at all.
   */
  subscription?: SubscriptionOption | null;
}

/**
 * A catalogue that cart lines can name, keyed by its app id: the built-in store, or another (a bookings app, an
 * outside product system). It answers each request in order, undefined for an item it does not have.
 */
export interface CatalogProvider {
  readonly appId: string;
  resolve(siteId: string, requests: readonly CatalogItemRequest[]): Promise<Array<CatalogItem | undefined>>;
  /** The category ids of items (by their root ids), for discounts scoped by category; none if it has none. */
  categories?(siteId: string, catalogItemIds: readonly string[]): Promise<Map<string, string[]>>;
  /**
   * Moves the stock of items for an order, in the caller's transaction: `take` never below zero (a tracked item
   * with too few left throws INSUFFICIENT_STOCK, and the transaction takes nothing), `give` back on a cancel or
   * a restocking refund. Items whose stock is not tracked are left alone. A catalogue without stock has none.
   */
  moveStock?(tx: Executor, siteId: string, move: StockMoveRequest): Promise<void>;
  /**
   * Of these items (root ids), those a shopper can see and buy now: shown, with a shown variant in stock (or
   * stock not tracked). Recommendations show no other item; a catalogue without it has none recommended.
   */
  available?(siteId: string, catalogItemIds: readonly string[]): Promise<Set<string>>;
}

/** Stock to move for an order: taken when it is placed or paid, given back when it is cancelled or refunded. */
export interface StockMoveRequest {
  direction: 'take' | 'give';
  reason: 'ORDER_PLACED' | 'ORDER_PAID' | 'ORDER_CANCELED' | 'REFUND_RESTOCK';
  orderId: string;
  items: ReadonlyArray<CatalogItemRequest & { quantity: number }>;
}
