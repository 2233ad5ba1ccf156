import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ABANDONED_CHECKOUT_EVENTS, type AbandonedCheckoutActivityRole } from '@atrium/contract';
import type { AbandonedCheckoutsContext } from './context.js';
import { settingsSql } from './settings.js';
import { abandonedCheckoutActivities, abandonedCheckouts, type AbandonedSnapshot } from './tables.js';

/** Checkouts looked at per statement; the sweep goes on until a statement finds fewer. */
export const BATCH = 200;

/** The rows of a raw statement, which node-postgres and PGlite both answer as `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Who a recovery step is for: the buyer, as the checkout knew them. */
export function buyerRole(ownerKind: string | null): AbandonedCheckoutActivityRole {
  if (ownerKind === 'member') return 'MEMBER';
  if (ownerKind === 'visitor') return 'VISITOR';
  return 'CONTACT';
}

interface Due {
  siteId: string;
  checkoutId: string;
  cartId: string | null;
  email: string;
  ownerKind: string | null;
  ownerId: string | null;
  /** Whether the site's schedule has any mail (then the record starts with a SCHEDULED activity). */
  mails: boolean;
}

async function dueCheckouts(db: AbandonedCheckoutsContext['db'], at: string): Promise<Due[]> {
  return rowsOf<Due>(
    await db.execute(sql`
        select c.site_id as "siteId", c.id as "checkoutId", c.cart_id as "cartId", c.info ->> 'email' as email,
               c.owner_kind as "ownerKind", c.owner_id as "ownerId",
               cardinality(${settingsSql.mailAfterMinutes}) > 0 as mails
          from checkouts c
          left join abandoned_checkout_settings s on s.site_id = c.site_id
         where not c.completed
           and coalesce(c.info ->> 'email', '') <> ''
           and ${settingsSql.enabled}
           and c.updated_at <= ${at}::timestamptz - make_interval(mins => ${settingsSql.abandonAfterMinutes})
           and not exists (select 1 from abandoned_checkouts a where a.site_id = c.site_id and a.checkout_id = c.id)
         order by c.updated_at
         limit ${BATCH}`),
  );
}

/** The checkout as it is now: lines, discounts and totals in minor units; a checkout that cannot be priced
 * (its catalogue refuses) is still recorded, with no lines and nothing to total. */
async function snapshotOf(ctx: AbandonedCheckoutsContext, due: Due) {
  const { db, checkouts } = ctx;
  const store = async () => ({ currency: (await ctx.storeSettings(due.siteId)).currency, priced: null });
  const row = await checkouts.find(db, { siteId: due.siteId, id: due.checkoutId });
  if (!row) return store();
  try {
    const priced = await checkouts.priced(row, await checkouts.loadLines(db, row.id));
    return { currency: priced.currency.code, priced };
  } catch {
    return store();
  }
}

/**
 * Marking: checkouts with a buyer email and no order, unchanged for their site's delay, found by one statement;
 * each priced as it is now (outside any transaction), then claimed in a transaction of its own by an insert
 * on the unique (site, checkout) key, so that two workers make one record.
 */
export function createMarking(ctx: AbandonedCheckoutsContext) {
  const { db, outbox } = ctx;

  async function claim(due: Due, now: Date): Promise<boolean> {
    const { currency, priced } = await snapshotOf(ctx, due);
    const checkout = priced?.checkout;
    const contact =
      checkout?.billingInfo?.contactDetails ?? checkout?.shippingInfo?.shippingDestination?.contactDetails;
    const snapshot: AbandonedSnapshot = {
      lineItems: (checkout?.lineItems ?? []) as unknown as AbandonedSnapshot['lineItems'],
      appliedDiscounts: (checkout?.appliedDiscounts ??
        []) as unknown as AbandonedSnapshot['appliedDiscounts'],
      contactDetails: (contact as Record<string, unknown> | null | undefined) ?? null,
      buyerLanguage: checkout?.buyerLanguage ?? null,
    };
    return db.transaction(async (tx) => {
      // The checkout is share-locked while it is marked: an order being made of it (which locks it to complete
      // it) either finished first, and the checkout is no longer due, or waits, and its recovery event follows.
      const open = await tx.execute(
        sql`select 1 from checkouts where id = ${due.checkoutId} and site_id = ${due.siteId} and not completed for share`,
      );
      if (!rowsOf(open).length) return false;
      const [made] = await tx
        .insert(abandonedCheckouts)
        .values({
          id: randomUUID(),
          siteId: due.siteId,
          checkoutId: due.checkoutId,
          cartId: due.cartId,
          status: 'ABANDONED',
          buyerEmail: due.email,
          ownerKind: due.ownerKind,
          ownerId: due.ownerId,
          contactId: checkout?.buyerInfo?.contactId ?? null,
          currency,
          subtotal: priced?.totals.summary.subtotal ?? 0n,
          total: priced?.totals.summary.total ?? 0n,
          snapshot,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: abandonedCheckouts.id });
      if (!made) return false;
      if (due.mails)
        await tx.insert(abandonedCheckoutActivities).values({
          id: randomUUID(),
          siteId: due.siteId,
          abandonedCheckoutId: made.id,
          type: 'SCHEDULED',
          role: buyerRole(due.ownerKind),
          createdAt: now,
        });
      await outbox.record(tx, {
        siteId: due.siteId,
        type: ABANDONED_CHECKOUT_EVENTS.created,
        entityId: made.id,
        data: { abandonedCheckoutId: made.id, checkoutId: due.checkoutId },
      });
      return true;
    });
  }

  /** Marks every checkout due at `now`; answers how many this worker marked. */
  return async function mark(now: Date): Promise<number> {
    let marked = 0;
    // A checkout looked at is never due again (it is marked, by this worker or another, or it was completed),
    // so each round makes progress; a round short of a full batch was the last.
    for (let full = true; full;) {
      const due = await dueCheckouts(db, now.toISOString());
      for (const checkout of due) if (await claim(checkout, now)) marked += 1;
      full = due.length === BATCH;
    }
    return marked;
  };
}
