import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { prepared, type Db, type Executor } from '../../core/db/index.js';
import type { CartOwner } from '../../core/commerce/lines/ownership.js';
import { cartLines, carts, type CartRow } from './tables.js';

export function loadLines(db: Executor, cartId: string) {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.position));
}

/** A cart's lines, read outside a transaction (every cart read): the statement is built once. */
export const readLines = prepared((db: Db) =>
  db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.position))
    .prepare('cart_lines_read'),
);

/** The owner's current cart, read outside a transaction: the statement is built once. */
const readCurrentQuery = prepared((db: Db) =>
  db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.siteId, sql.placeholder('siteId')),
        eq(carts.ownerKind, sql.placeholder('kind')),
        eq(carts.ownerId, sql.placeholder('ownerId')),
        eq(carts.current, true),
      ),
    )
    .prepare('carts_current_read'),
);

export async function readCurrent(db: Db, siteId: string, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await readCurrentQuery(db, { siteId, kind: owner.kind, ownerId: owner.id });
  return row;
}

export async function findCart(
  db: Executor,
  { siteId, cartId }: { siteId: string; cartId: string },
  lock = false,
) {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, siteId), eq(carts.id, cartId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCurrent(
  db: Executor,
  { siteId, owner }: { siteId: string; owner: CartOwner },
  lock = false,
) {
  const query = db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.siteId, siteId),
        eq(carts.ownerKind, owner.kind),
        eq(carts.ownerId, owner.id),
        eq(carts.current, true),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The owner's current cart, locked, made when there is none. The unique index on current carts makes the
 * insert a no-op for all but one of many parallel first adds, which then wait on the one row's lock.
 */
export async function ensureCurrent(
  tx: Executor,
  { siteId, owner, now }: { siteId: string; owner: CartOwner; now: Date },
): Promise<{ row: CartRow; created: boolean }> {
  const existing = await findCurrent(tx, { siteId, owner }, true);
  if (existing) return { row: existing, created: false };
  const id = randomUUID();
  await tx.execute(sql`
    insert into carts (id, site_id, owner_kind, owner_id, current, purchase_flow_id, created_at, updated_at)
    values (${id}, ${siteId}, ${owner.kind}, ${owner.id}, true, ${randomUUID()}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (site_id, owner_kind, owner_id) where current do nothing`);
  const row = await findCurrent(tx, { siteId, owner }, true);
  return { row: row!, created: row!.id === id };
}

export async function insertCart(
  tx: Executor,
  values: { siteId: string; owner: CartOwner | undefined; now: Date },
): Promise<CartRow> {
  const { siteId, owner, now } = values;
  // A new cart of a shopper becomes their current one.
  if (owner)
    await tx
      .update(carts)
      .set({ current: false })
      .where(
        and(
          eq(carts.siteId, siteId),
          eq(carts.ownerKind, owner.kind),
          eq(carts.ownerId, owner.id),
          eq(carts.current, true),
        ),
      );
  const [row] = await tx
    .insert(carts)
    .values({
      id: randomUUID(),
      siteId,
      ownerKind: owner?.kind ?? null,
      ownerId: owner?.id ?? null,
      current: owner !== undefined,
      purchaseFlowId: randomUUID(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
