import { randomUUID } from 'node:crypto';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { INVENTORY_EVENTS, MAX_STOCK, type InventoryReason } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { appError } from '../../core/wire/errors.js';
import { inventoryLog, productVariants } from './tables.js';

export interface StockTarget {
  siteId: string;
  productId: string;
  variantId: string;
}

export type StockMove =
  { kind: 'set'; quantity: number } | { kind: 'increment'; by: number } | { kind: 'decrement'; by: number };

export interface StockChange extends StockTarget {
  move: StockMove;
  reason: InventoryReason;
  note?: string | null;
  orderId?: string | null;
}

const target = (t: StockTarget) =>
  and(
    eq(productVariants.siteId, t.siteId),
    eq(productVariants.productId, t.productId),
    eq(productVariants.id, t.variantId),
  );

const variantNotFound = (t: StockTarget) =>
  appError('VARIANT_NOT_FOUND', { productId: t.productId, variantId: t.variantId });

/**
 * Moves one variant's stock. Increments and decrements are a single conditional UPDATE (the row is never read
 * first), so that parallel orders can never take the quantity below zero nor past MAX_STOCK: the check and the
 * write are one statement under the row's lock. A set locks the row to learn the delta for the log.
 */
async function move(tx: Executor, change: StockChange): Promise<{ before: number; after: number }> {
  const { move } = change;
  if (move.kind === 'set') {
    const [row] = await tx
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(target(change))
      .for('update');
    if (!row) throw variantNotFound(change);
    await tx.update(productVariants).set({ quantity: move.quantity }).where(target(change));
    return { before: row.quantity, after: move.quantity };
  }
  const up = move.kind === 'increment';
  const [row] = await tx
    .update(productVariants)
    .set({ quantity: sql`${productVariants.quantity} ${up ? sql`+` : sql`-`} ${move.by}` })
    .where(
      and(
        target(change),
        up ? lte(productVariants.quantity, MAX_STOCK - move.by) : gte(productVariants.quantity, move.by),
      ),
    )
    .returning({ quantity: productVariants.quantity });
  if (row) return { before: row.quantity + (up ? -move.by : move.by), after: row.quantity };
  const [current] = await tx
    .select({ quantity: productVariants.quantity })
    .from(productVariants)
    .where(target(change));
  if (!current) throw variantNotFound(change);
  throw appError(
    'INSUFFICIENT_STOCK',
    { productId: change.productId, variantId: change.variantId, quantityAvailable: current.quantity },
    up ? `The stock would pass ${MAX_STOCK}` : `Only ${current.quantity} in stock; ${move.by} requested`,
  );
}

/** Moves stock, logs the change with its reason, and records its events, all in the caller's transaction. */
export async function changeStock(tx: Executor, outbox: Outbox, change: StockChange) {
  const { before, after } = await move(tx, change);
  const delta = after - before;
  if (delta === 0 && change.move.kind === 'set') return { before, after };
  await tx.insert(inventoryLog).values({
    id: randomUUID(),
    siteId: change.siteId,
    productId: change.productId,
    variantId: change.variantId,
    reason: change.reason,
    delta,
    quantityAfter: after,
    note: change.note ?? null,
    orderId: change.orderId ?? null,
  });
  const data = {
    productId: change.productId,
    variantId: change.variantId,
    reason: change.reason,
    delta,
    quantity: after,
  };
  await outbox.record(tx, {
    siteId: change.siteId,
    type: INVENTORY_EVENTS.changed,
    entityId: change.variantId,
    data,
  });
  if (before === 0 && after > 0)
    await outbox.record(tx, {
      siteId: change.siteId,
      type: INVENTORY_EVENTS.backInStock,
      entityId: change.variantId,
      data,
    });
  return { before, after };
}
