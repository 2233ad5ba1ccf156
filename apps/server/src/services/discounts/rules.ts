import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { siteCache } from '../../core/brief-cache.js';
import {
  DISCOUNT_RULE_EVENTS,
  type DiscountRule,
  type DiscountRuleInput,
  type DiscountRuleStatus,
  type Query,
} from '@atrium/contract';
import { versioned, type Executor } from '../../core/db/index.js';
import { currencyOf, type Currency } from '../../core/money/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { DiscountsContext } from './context.js';
import { ruleSpec } from './rule-spec.js';
import { discountRules, type DiscountRuleRow } from './tables.js';

const ruleFields = defineQueryFields({
  id: { column: discountRules.id, type: 'uuid', sort: true },
  name: { column: discountRules.name, type: 'string', sort: true },
  active: { column: discountRules.active, type: 'boolean', aggregate: true },
  usageCount: { column: discountRules.usageCount, type: 'number', sort: true },
  'activeTimeInfo.start': { column: discountRules.startsAt, type: 'date', sort: true },
  'activeTimeInfo.end': { column: discountRules.endsAt, type: 'date', sort: true },
  createdDate: { column: discountRules.createdAt, type: 'date', sort: true },
  updatedDate: { column: discountRules.updatedAt, type: 'date', sort: true },
});

/** PENDING before its start, EXPIRED from its end, LIVE between (whether it is active or not). */
export function ruleStatus(row: Pick<DiscountRuleRow, 'startsAt' | 'endsAt'>, now: Date): DiscountRuleStatus {
  if (row.endsAt && row.endsAt <= now) return 'EXPIRED';
  if (row.startsAt && row.startsAt > now) return 'PENDING';
  return 'LIVE';
}

function ruleWire(row: DiscountRuleRow, now: Date): DiscountRule {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    active: row.active,
    name: row.name,
    trigger: row.trigger,
    activeTimeInfo:
      row.startsAt || row.endsAt
        ? { start: row.startsAt?.toISOString() ?? null, end: row.endsAt?.toISOString() ?? null }
        : null,
    discounts: row.discounts,
    status: ruleStatus(row, now),
    usageCount: row.usageCount,
    tags: row.tags,
  };
}

/** A rule's columns from its wire fields, every condition and amount checked against the store's currency. */
function columnsOf(input: DiscountRuleInput, currency: Currency) {
  if (!input.name) throw invalid('discountRule.name', 'is required', 'REQUIRED_FIELD');
  if (!input.discounts) throw invalid('discountRule.discounts', 'is required', 'REQUIRED_FIELD');
  const trigger = input.trigger ? structuredClone(input.trigger) : null;
  const discounts = structuredClone(input.discounts);
  // Checked (and given their types) by building what the engine will apply.
  ruleSpec({ id: 'new', name: input.name, trigger, discounts }, currency);
  const start = input.activeTimeInfo?.start ? new Date(input.activeTimeInfo.start) : null;
  const end = input.activeTimeInfo?.end ? new Date(input.activeTimeInfo.end) : null;
  if (start && end && end <= start)
    throw invalid('discountRule.activeTimeInfo.end', 'must be after the start');
  return {
    name: input.name,
    active: input.active ?? true,
    trigger,
    discounts,
    startsAt: start,
    endsAt: end,
    tags: input.tags ?? null,
  };
}

/** A row's writable fields in their wire shape, for an update to lay the sent fields over. */
const inputOf = (row: DiscountRuleRow): DiscountRuleInput => ({
  name: row.name,
  active: row.active,
  trigger: row.trigger,
  discounts: row.discounts,
  activeTimeInfo: {
    start: row.startsAt?.toISOString() ?? null,
    end: row.endsAt?.toISOString() ?? null,
  },
  tags: row.tags,
});

async function findRule(executor: Executor, siteId: string, id: string) {
  const [row] = await executor
    .select()
    .from(discountRules)
    .where(and(eq(discountRules.siteId, siteId), eq(discountRules.id, id)));
  if (!row) throw appError('DISCOUNT_RULE_NOT_FOUND', { discountRuleId: id });
  return row;
}

async function queryRules(ctx: DiscountsContext, siteId: string, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: discountRules,
    fields: ruleFields,
    scope: eq(discountRules.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'discount-rules-query',
  });
  const at = new Date(ctx.clock());
  return {
    discountRules: (page.rows as DiscountRuleRow[]).map((row) => ruleWire(row, at)),
    pagingMetadata: page.pagingMetadata,
  };
}

/** An order used these rules: each counts one use (orders call it in their transaction). */
async function recordUses(tx: Executor, siteId: string, ruleIds: readonly string[]) {
  if (!ruleIds.length) return;
  await tx
    .update(discountRules)
    .set({ usageCount: sql`${discountRules.usageCount} + 1` })
    .where(and(eq(discountRules.siteId, siteId), inArray(discountRules.id, [...ruleIds])));
}

export function createRulesService(ctx: DiscountsContext) {
  const { db, clock, outbox } = ctx;
  const currencyFor = async (siteId: string) => currencyOf((await ctx.storeSettings(siteId)).currency);
  const now = () => new Date(clock());
  const record = (tx: Executor, type: string, row: DiscountRuleRow) =>
    outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { discountRuleId: row.id } });
  /** The site's active rules, kept briefly: every cart estimate asks for them. */
  const activeRules = siteCache<Array<{ row: DiscountRuleRow; spec: ReturnType<typeof ruleSpec> }>>();
  const forgetting = async <T>(siteId: string, write: Promise<T>) => {
    const done = await write;
    activeRules.forget(siteId);
    return done;
  };

  const entity = versioned({
    db,
    clock,
    table: discountRules,
    notFound: (id) => appError('DISCOUNT_RULE_NOT_FOUND', { discountRuleId: id }),
    mismatch: 'DISCOUNT_RULE_REVISION_MISMATCH',
    record: (tx, row) => record(tx, DISCOUNT_RULE_EVENTS.updated, row),
    forget: (siteId) => activeRules.forget(siteId),
  });

  return {
    async create(siteId: string, input: DiscountRuleInput) {
      const columns = columnsOf(input, await currencyFor(siteId));
      const at = now();
      const row = await forgetting(
        siteId,
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(discountRules)
            .values({ id: randomUUID(), siteId, ...columns, createdAt: at, updatedAt: at })
            .returning();
          await record(tx, DISCOUNT_RULE_EVENTS.created, row!);
          return row!;
        }),
      );
      return ruleWire(row, at);
    },

    get: async (siteId: string, id: string) => ruleWire(await findRule(db, siteId, id), now()),

    /** The fields sent replace the rule's; those left out stay. */
    async update(siteId: string, input: DiscountRuleInput & { id: string }) {
      const currency = await currencyFor(siteId);
      const row = await entity.change({
        siteId,
        id: input.id,
        revision: input.revision,
        set(current) {
          const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
          return columnsOf({ ...inputOf(current), ...sent }, currency);
        },
      });
      return ruleWire(row, now());
    },

    async remove(siteId: string, id: string) {
      await forgetting(
        siteId,
        db.transaction(async (tx) => {
          const row = await entity.lock(tx, siteId, id);
          await record(tx, DISCOUNT_RULE_EVENTS.deleted, row);
          await tx.delete(discountRules).where(eq(discountRules.id, row.id));
        }),
      );
    },

    query: (siteId: string, query: Query | null | undefined) => queryRules(ctx, siteId, query),

    /** The rules in force at `at` (active, started, not ended), as the engine applies them. */
    async live(siteId: string, at: Date) {
      const active = await activeRules.get(siteId, async () => {
        const rows = await db
          .select()
          .from(discountRules)
          .where(and(eq(discountRules.siteId, siteId), eq(discountRules.active, true)));
        const currency = rows.length ? await currencyFor(siteId) : undefined;
        return rows.map((row) => ({ row, spec: ruleSpec(row, currency!) }));
      });
      return active.filter(({ row }) => ruleStatus(row, at) === 'LIVE').map(({ spec }) => spec);
    },

    recordUses,
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
