import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import { type StoredLine } from '../carts/index.js';
import { lineEdits } from '../../core/commerce/lines/line-edits.js';
import { checkoutLines, checkouts, type CheckoutLineRow, type CheckoutRow } from './tables.js';

export function loadLines(db: Executor, checkoutId: string) {
  return db
    .select()
    .from(checkoutLines)
    .where(eq(checkoutLines.checkoutId, checkoutId))
    .orderBy(asc(checkoutLines.position));
}

export async function findCheckout(
  db: Executor,
  { siteId, id }: { siteId: string; id: string },
  lock = false,
) {
  const query = db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.siteId, siteId), eq(checkouts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The checkout last made from a cart. */
export async function findByCart(db: Executor, siteId: string, cartId: string) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.siteId, siteId), eq(checkouts.cartId, cartId)))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return row;
}

/** The checkout's lines become these (a cart's, with their ids), in their order. */
export async function replaceLines(tx: Executor, checkout: CheckoutRow, lines: readonly StoredLine[]) {
  await tx.delete(checkoutLines).where(eq(checkoutLines.checkoutId, checkout.id));
  if (!lines.length) return [];
  return tx
    .insert(checkoutLines)
    .values(
      lines.map((line, position) => ({
        checkoutId: checkout.id,
        siteId: checkout.siteId,
        position,
        id: line.id,
        quantity: line.quantity,
        appId: line.appId,
        catalogItemId: line.catalogItemId,
        options: line.options,
        itemKey: line.itemKey,
        custom: line.custom,
        overrides: line.overrides,
        extendedFields: line.extendedFields,
      })),
    )
    .returning();
}

/** The edits of a checkout's lines (the carts' line rules), in the caller's transaction with the row locked. */
export function checkoutLineEdits(tx: Executor, checkout: CheckoutRow, lines: CheckoutLineRow[]) {
  const ofCheckout = (id: string) => and(eq(checkoutLines.checkoutId, checkout.id), eq(checkoutLines.id, id));
  return lineEdits(
    {
      async insert(line) {
        const [row] = await tx
          .insert(checkoutLines)
          .values({ ...line, siteId: checkout.siteId, checkoutId: checkout.id })
          .returning();
        return row!;
      },
      setQuantity: (id, quantity) => tx.update(checkoutLines).set({ quantity }).where(ofCheckout(id)),
      remove: (ids) =>
        tx
          .delete(checkoutLines)
          .where(and(eq(checkoutLines.checkoutId, checkout.id), inArray(checkoutLines.id, [...ids]))),
    },
    lines,
    new Set(),
  );
}
