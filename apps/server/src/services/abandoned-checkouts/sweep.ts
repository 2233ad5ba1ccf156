import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import type { AbandonedCheckoutsContext } from './context.js';
import { recoveryMail } from './mails.js';
import { BATCH, buyerRole, createMarking, rowsOf } from './mark.js';
import { settingsSql } from './settings.js';
import { abandonedCheckoutActivities, abandonedCheckouts, type AbandonedCheckoutRow } from './tables.js';
import { recoveryLink } from './wire.js';

/** Why a due recovery mail was recorded as EMAIL_NOT_SENT instead. */
export const NOT_SENT = {
  /** A later mail of the schedule is due too (the sweep did not run for a while): only the latest goes. */
  laterMailDue: 'LATER_MAIL_DUE',
  /** The checkout was completed without an order, so no link can reopen it. */
  checkoutClosed: 'CHECKOUT_CLOSED',
  /** The checkout no longer exists. */
  checkoutGone: 'CHECKOUT_GONE',
  /** No page can show the checkout: no checkout URL of the site's own, and no OAuth client for the hosted one. */
  noCheckoutPage: 'NO_CHECKOUT_PAGE',
} as const;

/** Recovery mails due now and not yet recorded: (abandoned checkout, step) pairs, in one statement. */
async function dueMails(db: Executor, now: Date) {
  const result = await db.execute(sql`
      select a.id, a.site_id as "siteId", (step.n - 1)::int as step
        from abandoned_checkouts a
        left join abandoned_checkout_settings s on s.site_id = a.site_id
        cross join lateral unnest(${settingsSql.mailAfterMinutes}) with ordinality as step(minutes, n)
       where a.status = 'ABANDONED' and a.deleted_at is null and ${settingsSql.enabled}
         and a.created_at + make_interval(mins => step.minutes) <= ${now.toISOString()}::timestamptz
         and not exists (select 1 from abandoned_checkout_activities t
                          where t.abandoned_checkout_id = a.id and t.mail_step = step.n - 1)
       order by a.created_at, step.n
       limit ${BATCH}`);
  const rows = rowsOf<{ id: string; siteId: string; step: number }>(result);
  const due = new Map<string, { siteId: string; steps: number[] }>();
  for (const { id, siteId, step } of rows)
    due.set(id, { siteId, steps: [...(due.get(id)?.steps ?? []), Number(step)] });
  return { due, full: rows.length === BATCH };
}

/** Reads in the mail's own transaction (PGlite has one connection: a read beside it would wait for it). */
async function whyNotSent(
  ctx: AbandonedCheckoutsContext,
  tx: Executor,
  { row, hosted }: { row: AbandonedCheckoutRow; hosted: boolean },
): Promise<string | null> {
  const checkout = await ctx.checkouts.find(tx, { siteId: row.siteId, id: row.checkoutId });
  if (!checkout) return NOT_SENT.checkoutGone;
  if (checkout.completed) return NOT_SENT.checkoutClosed;
  if (checkout.info.overrideCheckoutUrl || hosted) return null;
  return NOT_SENT.noCheckoutPage;
}

/** A mail step of an abandoned checkout, as of `now`; `superseded`: a later step is due too. */
interface MailStep {
  id: string;
  step: number;
  superseded: boolean;
  now: Date;
  hosted: boolean;
}

/**
 * One mail step, exactly once: the abandoned row is locked (so a recovery waits, or is seen), and the step's
 * activity is inserted under its unique key; only the transaction that inserted it sends the mail, in the
 * same transaction, so a crash leaves neither.
 */
async function mailStep(ctx: AbandonedCheckoutsContext, { id, step, superseded, now, hosted }: MailStep) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(abandonedCheckouts)
      .where(
        and(
          eq(abandonedCheckouts.id, id),
          eq(abandonedCheckouts.status, 'ABANDONED'),
          isNull(abandonedCheckouts.deletedAt),
        ),
      )
      .for('update');
    if (!row) return;
    const reason = superseded ? NOT_SENT.laterMailDue : await whyNotSent(ctx, tx, { row, hosted });
    const [claimed] = await tx
      .insert(abandonedCheckoutActivities)
      .values({
        id: randomUUID(),
        siteId: row.siteId,
        abandonedCheckoutId: row.id,
        type: reason ? 'EMAIL_NOT_SENT' : 'EMAIL_SENT',
        role: buyerRole(row.ownerKind),
        mailStep: step,
        reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: abandonedCheckoutActivities.id });
    if (!claimed || reason) return;
    await ctx.mail.send(tx, recoveryMail(row, recoveryLink(ctx.publicUrl, row), step));
  });
}

/**
 * The periodic work: checkouts with a buyer email and no order, unchanged for the site's delay, become
 * ABANDONED; each due recovery mail is sent. Every step is claimed by a unique key (one abandoned row per
 * checkout, one activity per mail step), so two workers running it at once do each thing once. "Now" is the
 * injected clock's, so tests move time rather than wait.
 */
export function createSweep(ctx: AbandonedCheckoutsContext) {
  const { db, clock } = ctx;
  const mark = createMarking(ctx);

  /** Whether the site can show a checkout on the hosted page (it has an OAuth client), asked once per sweep. */
  const hostable = (siteId: string, seen: Map<string, Promise<boolean>>) => {
    if (!seen.has(siteId))
      seen.set(
        siteId,
        ctx.sites.listClients(siteId).then((list) => list.length > 0),
      );
    return seen.get(siteId)!;
  };

  /** Runs the sweep as of `at` (the clock's now by default); answers what it did, for tests and logs. */
  return async function sweep(at: number = clock()) {
    const now = new Date(at);
    const marked = await mark(now);
    let steps = 0;
    const seen = new Map<string, Promise<boolean>>();
    // A step already handled is never due again (its activity exists, or its row left ABANDONED), so each
    // round makes progress; a round short of a full batch was the last.
    for (let full = true; full;) {
      const round = await dueMails(db, now);
      for (const [id, { siteId, steps: list }] of round.due) {
        const last = Math.max(...list);
        const hosted = await hostable(siteId, seen);
        for (const step of list) await mailStep(ctx, { id, step, superseded: step !== last, now, hosted });
        steps += list.length;
      }
      full = round.full;
    }
    return { marked, steps };
  };
}

export type Sweep = ReturnType<typeof createSweep>;
