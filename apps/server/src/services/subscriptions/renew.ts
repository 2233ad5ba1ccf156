import { nextRevision } from '../../core/db/index.js';
import { and, asc, eq, lt, lte } from 'drizzle-orm';
import {
  SUBSCRIPTION_CONTRACT_EVENTS,
  type SubscriptionHistoryEntry,
  type V1SubscriptionSettings,
} from '@atrium/contract';
import { cycleBillingDate } from '../../core/commerce/billing.js';
import type { PaymentOutcome } from '../../core/commerce/payments.js';

import type { SubscriptionsContext } from './context.js';
import { declinedMail, renewedMail, suspendedMail } from './mails.js';
import type { SubscriptionsService } from './service.js';
import {
  subscriptionContracts as contracts,
  subscriptionRenewals as renewals,
  type ContractRow,
} from './tables.js';

/**
 * A declined renewal is tried again this many days after its billing date (1, 3, then 7); declined once more
 * after the last, the contract is SUSPENDED. The member is mailed each time.
 */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** Due contracts handled per sweep; the next sweep (every minute) takes the rest. */
const SWEEP_BATCH = 100;

const DAY_MS = 86_400_000;
/** A claimed try older than this whose contract has not moved on was left by a stopped worker. */
const STALE_CLAIM_MS = 10 * 60_000;

/** The billing date of cycle `cycle` of a contract (skipping the dates passed while it was paused). */
export const billingDateOf = (
  row: Pick<ContractRow, 'startAt' | 'settings' | 'skippedCycles'>,
  cycle: number,
) =>
  cycleBillingDate(
    row.startAt,
    { frequency: row.settings.frequency, interval: row.settings.interval ?? 1 },
    cycle + row.skippedCycles,
  );

/** Whether a contract has billed its last cycle: an auto-renewing one never has. */
const lastCycleDone = (settings: V1SubscriptionSettings, cycles: number) =>
  !settings.autoRenewal && settings.billingCycles != null && cycles >= settings.billingCycles;

/** What renewals work with: the subscriptions context, and the service that tells each contract's change. */
interface Deps {
  ctx: SubscriptionsContext;
  service: SubscriptionsService;
}

/** One renewal try of a contract: its cycle, and which attempt at it. */
interface Try {
  row: ContractRow;
  cycle: number;
  attempt: number;
}

type Source = NonNullable<Awaited<ReturnType<SubscriptionsContext['orders']['source']>>>;
type Info = NonNullable<Source['order']['lineItems'][number]['subscriptionInfo']>;

/** The contract's row, from the order that began it and the settings read off its subscribed line. */
function contractValues(
  source: Source & { provider: string; savedMethodId: string },
  { siteId, orderId, now }: { siteId: string; orderId: string; now: Date },
  {
    info,
    full,
    startAt,
    ended,
    next,
  }: { info: Info; full: V1SubscriptionSettings; startAt: Date; ended: boolean; next: Date | null },
): typeof contracts.$inferInsert {
  const { order } = source;
  return {
    id: info.id!,
    siteId,
    orderId,
    memberId: order.buyerInfo.memberId ?? null,
    buyerEmail: order.buyerInfo.email ?? null,
    status: ended ? 'ENDED' : 'ACTIVE',
    title: info.subscriptionOptionTitle ?? null,
    description: info.subscriptionOptionDescription ?? null,
    settings: { ...full, startDate: startAt.toISOString() },
    terms: {
      lineItems: order.lineItems,
      buyerInfo: order.buyerInfo,
      buyerLanguage: order.buyerLanguage ?? null,
      weightUnit: order.weightUnit,
      currency: order.currency,
      taxIncludedInPrices: order.taxIncludedInPrices,
      priceSummary: order.priceSummary,
      billingInfo: order.billingInfo ?? null,
      shippingInfo: order.shippingInfo ?? null,
      recipientInfo: order.recipientInfo ?? null,
      appliedDiscounts: order.appliedDiscounts,
      channelInfo: order.channelInfo,
      customFields: order.customFields,
      additionalFees: order.additionalFees,
      extendedFields: order.extendedFields ?? null,
    },
    amount: source.total,
    currency: source.currency,
    provider: source.provider,
    savedMethodId: source.savedMethodId,
    startAt,
    nextBillingAt: next,
    nextAttemptAt: next,
    history: [{ type: 'CREATED', createdDate: now.toISOString(), cycleNumber: 1, orderId, actor: 'SYSTEM' }],
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The contract an order began, once: from its `order.created` event. Orders without a subscribed line, and
 * renewal orders (their line names a contract that exists), make none.
 */
async function fromOrder(deps: Deps, siteId: string, orderId: string) {
  const { db, clock, orders } = deps.ctx;
  const source = await orders.source(db, siteId, orderId);
  const line = source?.order.lineItems.find((l) => l.subscriptionInfo?.id);
  const info = line?.subscriptionInfo;
  if (!source || !info?.id || info.cycleNumber !== 1 || !source.savedMethodId || !source.provider) return;
  const { order } = source;
  const settings = info.subscriptionSettings!;
  const startAt = new Date(order.purchasedDate ?? order.createdDate);
  const full: V1SubscriptionSettings = {
    ...settings,
    interval: settings.interval ?? 1,
    autoRenewal: !!settings.autoRenewal,
    enableCustomerCancellation: !!settings.enableCustomerCancellation,
  };
  const ended = lastCycleDone(full, 1);
  const next = ended ? null : billingDateOf({ startAt, settings: full, skippedCycles: 0 }, 2);
  const now = new Date(clock());
  // Checked above: a contract needs the method its first payment saved, and that payment's provider.
  const paid = { ...source, provider: source.provider, savedMethodId: source.savedMethodId };
  const values = contractValues(paid, { siteId, orderId, now }, { info, full, startAt, ended, next });
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(contracts).values(values).onConflictDoNothing().returning();
    if (row) await deps.service.record(tx, row, SUBSCRIPTION_CONTRACT_EVENTS.created);
  });
}

/** A paid renewal: its order, and the contract moved to the next cycle (or ENDED), in one transaction. */
async function renewed(
  deps: Deps,
  { row, cycle, attempt }: Try,
  paid: Extract<PaymentOutcome, { paymentId: string }>,
) {
  const { db, clock, mail, orders } = deps.ctx;
  const now = new Date(clock());
  await db.transaction(async (tx) => {
    const placed = await orders.placeRenewal(tx, {
      siteId: row.siteId,
      firstOrderId: row.orderId,
      cycleNumber: cycle,
      payment: { kind: row.provider, paymentId: paid.paymentId, method: paid.method },
    });
    const ended = lastCycleDone(row.settings, cycle);
    const next = ended ? null : billingDateOf(row, cycle + 1);
    const entries: SubscriptionHistoryEntry[] = [
      {
        type: 'RENEWED',
        createdDate: now.toISOString(),
        cycleNumber: cycle,
        orderId: placed.orderId,
        actor: 'SYSTEM',
      },
      ...(ended
        ? [
            {
              type: 'ENDED' as const,
              createdDate: now.toISOString(),
              cycleNumber: cycle,
              actor: 'SYSTEM' as const,
            },
          ]
        : []),
    ];
    const [updated] = await tx
      .update(contracts)
      .set({
        status: ended ? 'ENDED' : 'ACTIVE',
        cyclesCompleted: cycle,
        failedAttempts: 0,
        nextBillingAt: next,
        nextAttemptAt: next,
        history: [...row.history, ...entries],
        ...nextRevision(contracts, now),
      })
      .where(eq(contracts.id, row.id))
      .returning();
    await tx
      .update(renewals)
      .set({ status: 'PAID', orderId: placed.orderId, paymentId: paid.paymentId })
      .where(and(eq(renewals.contractId, row.id), eq(renewals.cycle, cycle), eq(renewals.attempt, attempt)));
    await deps.service.record(tx, updated!);
    if (row.buyerEmail) await mail.send(tx, renewedMail(row, placed.number, next));
  });
}

/** A declined renewal: tried again on the schedule, or the contract SUSPENDED after the last try. */
async function declined(deps: Deps, { row, cycle, attempt }: Try, declineCode: string) {
  const { db, clock, mail } = deps.ctx;
  const now = new Date(clock());
  const due = row.nextBillingAt ?? now;
  const retryDays = RETRY_AFTER_DAYS[attempt - 1];
  const retry = retryDays === undefined ? null : new Date(due.getTime() + retryDays * DAY_MS);
  const base = {
    createdDate: now.toISOString(),
    cycleNumber: cycle,
    declineCode,
    actor: 'SYSTEM' as const,
  };
  const entries: SubscriptionHistoryEntry[] = [
    { ...base, type: 'RENEWAL_DECLINED', retryDate: retry?.toISOString() ?? null },
    ...(retry ? [] : [{ ...base, type: 'SUSPENDED' as const }]),
  ];
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contracts)
      .set({
        status: retry ? 'ACTIVE' : 'SUSPENDED',
        failedAttempts: attempt,
        nextAttemptAt: retry,
        history: [...row.history, ...entries],
        ...nextRevision(contracts, now),
      })
      .where(eq(contracts.id, row.id))
      .returning();
    await tx
      .update(renewals)
      .set({ status: 'DECLINED', declineCode })
      .where(and(eq(renewals.contractId, row.id), eq(renewals.cycle, cycle), eq(renewals.attempt, attempt)));
    await deps.service.record(tx, updated!);
    if (row.buyerEmail) await mail.send(tx, retry ? declinedMail(row, retry) : suspendedMail(row));
  });
}

/**
 * One due contract's renewal try, by whichever worker inserts its (contract, cycle, attempt) row first: the
 * other finds the row there and leaves. The charge's reference is that try's, so the provider never charges it
 * twice either.
 */
async function renewOne(deps: Deps, row: ContractRow) {
  const { db, clock, orders } = deps.ctx;
  const cycle = row.cyclesCompleted + 1;
  const attempt = row.failedAttempts + 1;
  const now = new Date(clock());
  const [claimed] = await db
    .insert(renewals)
    .values({ contractId: row.id, cycle, attempt, siteId: row.siteId, status: 'CLAIMED', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claimed && !(await takeOverStale(db, { contractId: row.id, cycle, attempt }, now))) return false;
  const provider = orders.provider(row.provider);
  const outcome: PaymentOutcome = provider?.chargeSaved
    ? await provider.chargeSaved({
        siteId: row.siteId,
        savedMethodId: row.savedMethodId,
        amount: row.amount,
        currency: row.currency,
        reference: `subscription:${row.id}:${cycle}:${attempt}`,
      })
    : { status: 'DECLINED', declineCode: 'PROCESSING_ERROR', message: 'No provider for the saved method' };
  if (outcome.status === 'DECLINED') await declined(deps, { row, cycle, attempt }, outcome.declineCode);
  else {
    try {
      await renewed(deps, { row, cycle, attempt }, outcome);
    } catch (error) {
      // The order was refused (its stock ran out): the money goes back, and the try counts as declined.
      await provider!.refund({
        siteId: row.siteId,
        paymentId: outcome.paymentId,
        amount: row.amount,
        reference: row.id,
      });
      await declined(deps, { row, cycle, attempt }, 'ORDER_REFUSED');
      if (!(error instanceof Error) || !('code' in error)) throw error;
    }
  }
  return true;
}

/**
 * A try whose worker stopped between its claim and its end (the contract did not move on) is taken over by one
 * worker after STALE_CLAIM_MS, with one conditional update; its charge reference is the same, so a charge the
 * stopped worker made is found again rather than made twice.
 */
async function takeOverStale(
  db: SubscriptionsContext['db'],
  { contractId, cycle, attempt }: { contractId: string; cycle: number; attempt: number },
  now: Date,
) {
  const [taken] = await db
    .update(renewals)
    .set({ createdAt: now })
    .where(
      and(
        eq(renewals.contractId, contractId),
        eq(renewals.cycle, cycle),
        eq(renewals.attempt, attempt),
        eq(renewals.status, 'CLAIMED'),
        lt(renewals.createdAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning();
  return !!taken;
}

/**
 * Renews every contract due now (its next try at or before the clock's now), across sites: what the job runs
 * every minute and tests run with a moved clock. Answers how many tries this worker made.
 */
async function sweep(deps: Deps) {
  const { db, clock } = deps.ctx;
  const now = new Date(clock());
  const due = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.status, 'ACTIVE'), lte(contracts.nextAttemptAt, now)))
    .orderBy(asc(contracts.nextAttemptAt))
    .limit(SWEEP_BATCH);
  let tried = 0;
  for (const row of due) if (await renewOne(deps, row)) tried++;
  return tried;
}

export function createRenewals(ctx: SubscriptionsContext, service: SubscriptionsService) {
  const deps: Deps = { ctx, service };
  return {
    fromOrder: (siteId: string, orderId: string) => fromOrder(deps, siteId, orderId),
    sweep: () => sweep(deps),
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
