import type { CatalogProvider } from '../../core/commerce/catalog-provider.js';
import type { PaymentProvider } from '../../core/commerce/payments.js';
import type { PricingBuyer } from '../../core/commerce/pricing.js';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { StoreSettings } from '@atrium/contract';
import type { CursorKey } from '../../core/query/index.js';
import type { MailMessage } from '../../core/mail/index.js';
import type { Checkouts } from '../checkouts/index.js';

/** What every part of the orders service shares: orders are made from checkouts and paid through providers. */
export interface OrdersContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  cursorKey: CursorKey;
  /** Mail to buyers (an order canceled), recorded in the caller's transaction. */
  mail: { send(executor: Executor, message: MailMessage): Promise<string> };
  checkouts: Checkouts;
  catalogs: ReadonlyMap<string, CatalogProvider>;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The store's settings: its currency, weight unit, and when stock is taken (placed, or paid). */
  /** Inside a transaction, read through it (`executor`): PGlite has one connection, which the transaction holds. */
  storeSettings(siteId: string, executor?: Executor): Promise<StoreSettings>;
  /** Counts a coupon's use by an order, never past its limits (the coupon row locked). */
  redeemCoupon(
    tx: Executor,
    siteId: string,
    use: { couponId: string; orderId: string; buyer: PricingBuyer },
  ): Promise<void>;
  /** Takes an amount off a gift card for an order (the card row locked); the same order redeems it once. */
  redeemGiftCard(
    tx: Executor,
    siteId: string,
    use: { giftCardId: string; amount: bigint; orderId: string },
  ): Promise<void>;
}
