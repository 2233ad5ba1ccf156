import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { TipDistributionInput, TipSource } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { Executor } from '../../core/db/index.js';
import { currencyOf, toMinor, type Currency } from '../../core/money/index.js';
import { appError } from '../../core/wire/errors.js';
import { Violations } from '../../core/wire/violations.js';
import { lineValue, split } from './amounts.js';
import type { TipsContext } from './context.js';
import { settingsOf } from './settings.js';
import { tipDistributions, type TipDistributionRow, type TipRow } from './tables.js';

/** An order's shares of its tip, in the order they were added. */
export function readShares(db: Executor, tipId: string) {
  return db
    .select()
    .from(tipDistributions)
    .where(eq(tipDistributions.tipId, tipId))
    .orderBy(asc(tipDistributions.seq));
}

async function sharedOf(db: Executor, tipId: string) {
  const [row] = await db
    .select({ shared: sql<string>`coalesce(sum(${tipDistributions.amount}), 0)` })
    .from(tipDistributions)
    .where(eq(tipDistributions.tipId, tipId));
  return BigInt(row?.shared ?? 0);
}

/**
 * Where a share came from: the owner works in the dashboard (DASHBOARD); an API key says where it acts (POS, the
 * default, or WEB or DASHBOARD for a site's own server).
 */
function sourceFor(
  auth: AuthContext,
  stated: TipSource | null | undefined,
  { field, violations }: { field: string; violations: Violations },
) {
  if (stated === 'UNKNOWN_SOURCE')
    violations.add(field, 'must be POS, WEB or DASHBOARD', 'INVALID_ENUM_VALUE');
  if (auth.kind === 'owner') {
    if (stated && stated !== 'DASHBOARD')
      violations.add(field, 'is DASHBOARD for a site owner', {
        rule: 'VALIDATION',
        data: { expected: 'DASHBOARD' },
      });
    return 'DASHBOARD' as const;
  }
  return stated && stated !== 'UNKNOWN_SOURCE' ? stated : ('POS' as const);
}

/** The shares' amounts: all given, or none given and split by the site's method among the shares' weights. */
function amountsOf(
  given: readonly TipDistributionInput[],
  context: { left: bigint; method: 'EQUAL' | 'PROPORTIONAL'; currency: Currency; field: string },
  violations: Violations,
): bigint[] {
  const { currency, field } = context;
  const stated = given.filter((share) => share.amount != null).length;
  if (stated === given.length)
    return given.map((share, i) => {
      const minor = toMinor(share.amount!, currency);
      if (minor === undefined)
        violations.add(`${field}[${i}].amount`, `must have at most ${currency.exponent} decimals`, {
          rule: 'DECIMAL_MAX_SCALE',
          data: { maxScale: currency.exponent },
        });
      return minor ?? 0n;
    });
  if (stated > 0) {
    const first = given.findIndex((share) => share.amount == null);
    violations.add(`${field}[${first}].amount`, 'give every share an amount, or none', 'REQUIRED_FIELD');
    return [];
  }
  // PROPORTIONAL: each share weighs what its line items are worth (price times quantity).
  const weights = given.map((share, i) =>
    (share.lineItemInfo ?? []).reduce((sum, line, j) => {
      const value = context.method === 'PROPORTIONAL' ? lineValue(line, currency) : 0n;
      if (value === undefined)
        violations.add(
          `${field}[${i}].lineItemInfo[${j}].price`,
          'is required to share proportionally',
          'REQUIRED_FIELD',
        );
      return sum + (value ?? 0n);
    }, 0n),
  );
  return split(context.left, weights, context.method);
}

export function createTipShares(ctx: Pick<TipsContext, 'clock'>) {
  const { clock } = ctx;
  return {
    /** What was shared already must fit in the tip (after its amount changed). */
    async assertFits(tx: Executor, tip: TipRow) {
      const shared = await sharedOf(tx, tip.id);
      if (shared > tip.amount) throw appError('TIP_DISTRIBUTIONS_EXCEED_TIP', { tipId: tip.id });
    },

    /**
     * Adds shares of a tip (its row locked by the caller) for staff of the site's tip settings who are on its
     * team. Without amounts, what is left of the tip is split by the settings' method.
     */
    async add(
      tx: Executor,
      input: {
        siteId: string;
        auth: AuthContext;
        tip: TipRow;
        given: TipDistributionInput[];
        field: string;
        /** The site's team, read before the transaction (PGlite has one connection, which it holds). */
        team: ReadonlyArray<{ id: string; name: string }>;
      },
    ): Promise<TipDistributionRow[]> {
      const { siteId, auth, tip, given, field } = input;
      const settings = await settingsOf(tx, siteId);
      const team = new Map(input.team.map((person) => [person.id, person.name]));
      const violations = new Violations();
      given.forEach((share, i) => {
        const id = share.staff?.staffMemberId;
        if (!id) violations.add(`${field}[${i}].staff.staffMemberId`, 'is required', 'REQUIRED_FIELD');
        else if (!settings.staffMemberIds.includes(id) || !team.has(id))
          violations.add(
            `${field}[${i}].staff.staffMemberId`,
            "is not one of the site's tip staff",
            'VALIDATION',
          );
      });
      const sources = given.map((share, i) =>
        sourceFor(auth, share.source, { field: `${field}[${i}].source`, violations }),
      );
      const left = tip.amount - (await sharedOf(tx, tip.id));
      const currency = currencyOf(tip.currency);
      const amounts = amountsOf(given, { left, method: settings.splitMethod, currency, field }, violations);
      violations.throwIfAny();
      if (amounts.reduce((a, b) => a + b, 0n) > left)
        throw appError('TIP_DISTRIBUTIONS_EXCEED_TIP', { tipId: tip.id, orderId: tip.orderId });
      const now = new Date(clock());
      const rows = given.map((share, i) => ({
        id: randomUUID(),
        siteId,
        tipId: tip.id,
        orderId: tip.orderId,
        staffMemberId: share.staff!.staffMemberId!,
        staffName: team.get(share.staff!.staffMemberId!) ?? '',
        currency: tip.currency,
        amount: amounts[i]!,
        lineItemInfo: share.lineItemInfo ?? [],
        transaction: share.transaction ?? null,
        source: sources[i]!,
        createdAt: now,
      }));
      return tx.insert(tipDistributions).values(rows).returning();
    },
  };
}

export type TipShares = ReturnType<typeof createTipShares>;
