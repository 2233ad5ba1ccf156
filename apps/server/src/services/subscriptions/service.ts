import { and, eq, type SQL } from 'drizzle-orm';
import {
  SUBSCRIPTION_CONTRACT_EVENTS,
  type Query,
  type SubscriptionContractStatus,
  type SubscriptionHistoryEntry,
} from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { cycleBillingDate } from '../../core/commerce/billing.js';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { appError } from '../../core/wire/errors.js';
import type { SubscriptionsContext } from './context.js';
import { subscriptionContracts as contracts, type ContractRow } from './tables.js';
import { contractWire } from './wire.js';

const contractFields = defineQueryFields({
  id: { column: contracts.id, type: 'uuid', sort: true },
  status: { column: contracts.status, type: 'string', sort: true },
  orderId: { column: contracts.orderId, type: 'uuid' },
  'buyerInfo.memberId': { column: contracts.memberId, type: 'uuid' },
  nextBillingDate: { column: contracts.nextBillingAt, type: 'date', sort: true },
  createdDate: { column: contracts.createdAt, type: 'date', sort: true },
  updatedDate: { column: contracts.updatedAt, type: 'date', sort: true },
});

/** Who acts on a contract: the site (owner, API key) on all of the site's, a member on their own only. */
export function actorOf(auth: AuthContext): {
  memberId: string | null;
  actor: SubscriptionHistoryEntry['actor'];
} {
  if (auth.kind === 'member') return { memberId: auth.memberId, actor: 'MEMBER' };
  if (auth.kind === 'owner') return { memberId: null, actor: 'OWNER' };
  if (auth.kind === 'apiKey') return { memberId: null, actor: 'APP' };
  // Routes let no one else through; should one, they see nothing.
  return { memberId: '00000000-0000-0000-0000-000000000000', actor: 'MEMBER' };
}

type Change = 'cancel' | 'pause' | 'resume';
/** The statuses each change starts from. */
const FROM: Record<Change, readonly SubscriptionContractStatus[]> = {
  cancel: ['ACTIVE', 'PAUSED', 'SUSPENDED'],
  pause: ['ACTIVE'],
  resume: ['PAUSED', 'SUSPENDED'],
};

const scope = (siteId: string, memberId: string | null): SQL =>
  and(eq(contracts.siteId, siteId), memberId === null ? undefined : eq(contracts.memberId, memberId))!;

/** A contract of a site, as its caller may see it (a member, only their own); locked for a change when asked. */
async function find(
  executor: Executor,
  auth: AuthContext,
  { siteId, id, lock = false }: { siteId: string; id: string; lock?: boolean },
) {
  const query = executor
    .select()
    .from(contracts)
    .where(and(scope(siteId, actorOf(auth).memberId), eq(contracts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('SUBSCRIPTION_CONTRACT_NOT_FOUND', { subscriptionContractId: id });
  return row;
}

/** The next cycle's billing date after a pause: billing dates that passed meanwhile are skipped, not charged. */
function resumedSchedule(row: ContractRow, now: Date) {
  if (row.status === 'SUSPENDED') return { skippedCycles: row.skippedCycles, next: now };
  let skipped = row.skippedCycles;
  const period = { frequency: row.settings.frequency, interval: row.settings.interval ?? 1 };
  let next = cycleBillingDate(row.startAt, period, row.cyclesCompleted + 1 + skipped);
  while (next < now) next = cycleBillingDate(row.startAt, period, row.cyclesCompleted + 1 + ++skipped);
  return { skippedCycles: skipped, next };
}

/** What a change sets on the contract, with its entry in the history. */
function changedValues(
  current: ContractRow,
  kind: Change,
  { now, actor }: { now: Date; actor: SubscriptionHistoryEntry['actor'] },
) {
  const entry = (type: SubscriptionHistoryEntry['type']): SubscriptionHistoryEntry => ({
    type,
    createdDate: now.toISOString(),
    actor,
  });
  if (kind === 'resume') {
    const { skippedCycles, next } = resumedSchedule(current, now);
    return {
      status: 'ACTIVE',
      skippedCycles,
      failedAttempts: 0,
      nextBillingAt: current.status === 'SUSPENDED' ? current.nextBillingAt : next,
      nextAttemptAt: next,
      history: [...current.history, entry('RESUMED')],
    };
  }
  return kind === 'pause'
    ? { status: 'PAUSED', nextAttemptAt: null, history: [...current.history, entry('PAUSED')] }
    : {
        status: 'CANCELED',
        nextAttemptAt: null,
        nextBillingAt: null,
        history: [...current.history, entry('CANCELED')],
      };
}

/** The contract's change is told, as `type` (`updated` unless said). */
const recordContract = (
  outbox: SubscriptionsContext['outbox'],
  tx: Executor,
  { row, type }: { row: ContractRow; type: string },
) =>
  outbox.record(tx, {
    siteId: row.siteId,
    type,
    entityId: row.id,
    data: { subscriptionContractId: row.id, status: row.status },
  });

async function change(
  ctx: SubscriptionsContext,
  auth: AuthContext,
  { siteId, id, kind }: { siteId: string; id: string; kind: Change },
) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await find(tx, auth, { siteId, id, lock: true });
    const { actor } = actorOf(auth);
    if (kind === 'cancel' && actor === 'MEMBER' && !current.settings.enableCustomerCancellation)
      throw appError('SUBSCRIPTION_CANCELLATION_NOT_ALLOWED', { subscriptionContractId: id });
    if (!FROM[kind].includes(current.status as SubscriptionContractStatus))
      throw appError('SUBSCRIPTION_CONTRACT_STATUS_CONFLICT', {
        subscriptionContractId: id,
        status: current.status,
      });
    const now = new Date(ctx.clock());
    const set = changedValues(current, kind, { now, actor });
    const [updated] = await tx
      .update(contracts)
      .set({ ...set, ...nextRevision(contracts, now) })
      .where(eq(contracts.id, current.id))
      .returning();
    await recordContract(ctx.outbox, tx, { row: updated!, type: SUBSCRIPTION_CONTRACT_EVENTS.updated });
    return updated!;
  });
  return contractWire(row);
}

export function createSubscriptionsService(ctx: SubscriptionsContext) {
  const { db, outbox, cursorKey } = ctx;

  const record = (tx: Executor, row: ContractRow, type: string = SUBSCRIPTION_CONTRACT_EVENTS.updated) =>
    recordContract(outbox, tx, { row, type });

  return {
    record,

    async query(siteId: string, auth: AuthContext, query: Query | null | undefined) {
      const page = await runQuery({
        db,
        table: contracts,
        fields: contractFields,
        scope: scope(siteId, actorOf(auth).memberId),
        query,
        defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorKey,
      });
      return { subscriptionContracts: page.rows.map(contractWire), pagingMetadata: page.pagingMetadata };
    },

    async get(siteId: string, auth: AuthContext, id: string) {
      return contractWire(await find(db, auth, { siteId, id }));
    },

    cancel: (siteId: string, auth: AuthContext, id: string) =>
      change(ctx, auth, { siteId, id, kind: 'cancel' }),
    pause: (siteId: string, auth: AuthContext, id: string) =>
      change(ctx, auth, { siteId, id, kind: 'pause' }),
    resume: (siteId: string, auth: AuthContext, id: string) =>
      change(ctx, auth, { siteId, id, kind: 'resume' }),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
