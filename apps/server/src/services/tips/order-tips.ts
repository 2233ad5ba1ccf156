import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tip, TipDistributionInput } from '@atrium/contract';
import { hasPermission, type AuthContext } from '../../core/auth/context.js';
import type { Executor } from '../../core/db/index.js';
import { currencyOf, toDecimal, toMinor, type Currency } from '../../core/money/index.js';
import { appError } from '../../core/wire/errors.js';
import { Violations } from '../../core/wire/violations.js';
import { sourceOf } from './choices.js';
import type { TipsContext } from './context.js';
import { readShares, type TipShares } from './shares.js';
import { settingsOf } from './settings.js';
import { tipDistributions, tips, type TipRow } from './tables.js';
import { distributionWire, orderInfoWire, tipWire } from './wire.js';

const ECOM_PERMISSION = 'ecom.manage';

// An order's tip is its tip fee (services/orders tip-fee.ts) and a row here beside it, written in one
// transaction under the order's lock. An order placed from a checkout with a tip has the fee and no row yet: the
// row is made when the tip is first read or changed.

/** An order of a site. */
interface OrderRef {
  siteId: string;
  orderId: string;
}

/** The order the caller may see (its buyer, or the site), read with its lines' subtotal and its tip fee. */
async function orderFor(ctx: TipsContext, auth: AuthContext, { siteId, orderId }: OrderRef) {
  const found = await ctx.orderTipFees.read(ctx.db, siteId, orderId);
  ctx.assertOrderAccess(auth, found?.order, orderId);
  return found!;
}

type Found = Awaited<ReturnType<typeof orderFor>>;

async function tipRow(executor: Executor, { siteId, orderId }: OrderRef, lock = false) {
  const query = executor
    .select()
    .from(tips)
    .where(and(eq(tips.siteId, siteId), eq(tips.orderId, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The tip row of an order that has a tip fee, made from the fee if it is not there yet. */
async function materialize(ctx: TipsContext, siteId: string, found: Found) {
  const existing = await tipRow(ctx.db, { siteId, orderId: found.order.id });
  if (existing || !found.fee) return existing;
  const now = new Date(ctx.clock());
  await ctx.db
    .insert(tips)
    .values({
      id: randomUUID(),
      siteId,
      orderId: found.order.id,
      additionalFeeId: found.fee.id,
      currency: found.order.currency,
      lineItemSubtotal: found.lineSubtotal,
      amount: found.fee.amount,
      // Only a shopper's checkout makes a tip fee without a row.
      source: 'WEB',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return tipRow(ctx.db, { siteId, orderId: found.order.id });
}

async function answer(
  executor: Executor,
  row: TipRow | undefined,
  found: { order: { currency: string }; lineSubtotal: bigint },
): Promise<Tip> {
  if (!row) {
    const currency = currencyOf(found.order.currency);
    return {
      id: null,
      lineItemSubtotal: toDecimal(found.lineSubtotal, currency),
      amount: toDecimal(0n, currency),
      distributions: [],
      undistributedAmount: null,
    };
  }
  return tipWire(row, await readShares(executor, row.id));
}

/** Shoppers change only their own order's tip, and only where the site takes tips; the site always may. */
async function assertMayChange(ctx: TipsContext, siteId: string, auth: AuthContext) {
  if (auth.kind === 'apiKey' && !hasPermission(auth, ECOM_PERMISSION))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
  if (hasPermission(auth, ECOM_PERMISSION)) return;
  if (!(await settingsOf(ctx.db, siteId)).enabled) throw appError('TIPS_NOT_ENABLED', { reason: 'DISABLED' });
}

/** What setting an order's tip is asked: the order, its new amount, and the shares that replace its own. */
interface SetTip {
  orderId: string;
  tip: { amount?: string | null; distributions?: TipDistributionInput[] | null };
}

/** The new amount in minor units, and the shares given; each refused at once when it cannot be. */
function checkSetTip(auth: AuthContext, input: SetTip, currency: Currency) {
  const violations = new Violations();
  const amount = input.tip.amount == null ? undefined : toMinor(input.tip.amount, currency);
  if (input.tip.amount == null) violations.add('tip.amount', 'is required', 'REQUIRED_FIELD');
  else if (amount === undefined)
    violations.add('tip.amount', `must have at most ${currency.exponent} decimals`, {
      rule: 'DECIMAL_MAX_SCALE',
      data: { maxScale: currency.exponent },
    });
  const given = input.tip.distributions ?? [];
  if (given.length && !hasPermission(auth, ECOM_PERMISSION))
    violations.add('tip.distributions', 'only the site shares out tips', 'FIELD_NOT_ALLOWED');
  violations.throwIfAny();
  return { amount: amount!, given };
}

/**
 * Sets the order's tip to an amount (its total and balance follow). Shares given replace the order's; without
 * any, the shares stay, and must still fit in the new amount.
 */
async function setTip(
  ctx: TipsContext,
  shares: TipShares,
  { siteId, auth, input }: { siteId: string; auth: AuthContext; input: SetTip },
) {
  const found = await orderFor(ctx, auth, { siteId, orderId: input.orderId });
  await assertMayChange(ctx, siteId, auth);
  const { amount, given } = checkSetTip(auth, input, currencyOf(found.order.currency));
  await materialize(ctx, siteId, found);
  const team = given.length ? await ctx.team(siteId) : [];
  return ctx.db.transaction(async (tx) => {
    const changed = await ctx.orderTipFees.set(tx, { siteId, orderId: input.orderId }, amount);
    const fee = changed.fee!;
    const now = new Date(ctx.clock());
    const values = {
      additionalFeeId: fee.id,
      currency: found.order.currency,
      lineItemSubtotal: found.lineSubtotal,
      amount: fee.amount,
      source: sourceOf(auth),
      updatedAt: now,
    };
    const [row] = await tx
      .insert(tips)
      .values({ id: randomUUID(), siteId, orderId: input.orderId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [tips.siteId, tips.orderId], set: values })
      .returning();
    if (given.length) {
      await tx.delete(tipDistributions).where(eq(tipDistributions.tipId, row!.id));
      await shares.add(tx, { siteId, auth, tip: row!, given, field: 'tip.distributions', team });
    } else await shares.assertFits(tx, row!);
    return {
      tip: await answer(tx, row, found),
      orderInfo: orderInfoWire(input.orderId, fee, found.order.currency),
    };
  });
}

export function createOrderTips(ctx: TipsContext, shares: TipShares) {
  const { db } = ctx;

  return {
    async get(siteId: string, auth: AuthContext, orderId: string) {
      const found = await orderFor(ctx, auth, { siteId, orderId });
      return { tip: await answer(db, await materialize(ctx, siteId, found), found) };
    },

    set: (siteId: string, auth: AuthContext, input: SetTip) => setTip(ctx, shares, { siteId, auth, input }),

    /** Takes the tip off the order, with its shares; an order without one answers as it is. */
    async remove(siteId: string, auth: AuthContext, orderId: string) {
      const found = await orderFor(ctx, auth, { siteId, orderId });
      await assertMayChange(ctx, siteId, auth);
      await db.transaction(async (tx) => {
        await ctx.orderTipFees.set(tx, { siteId, orderId }, null);
        await tx.delete(tips).where(and(eq(tips.siteId, siteId), eq(tips.orderId, orderId)));
      });
      return { orderInfo: orderInfoWire(orderId, null, found.order.currency) };
    },

    /** Shares of the order's tip for staff, by the site only; never more in all than the tip. */
    async addDistributions(
      siteId: string,
      auth: AuthContext,
      { orderId, given }: { orderId: string; given: TipDistributionInput[] },
    ) {
      const found = await orderFor(ctx, auth, { siteId, orderId });
      if (!(await materialize(ctx, siteId, found))) throw appError('TIP_NOT_FOUND', { orderId });
      const team = await ctx.team(siteId);
      return db.transaction(async (tx) => {
        const row = (await tipRow(tx, { siteId, orderId }, true))!;
        const added = await shares.add(tx, {
          siteId,
          auth,
          tip: row,
          given,
          field: 'tipDistributions',
          team,
        });
        return {
          tipDistributions: added.map(distributionWire),
          orderInfo: orderInfoWire(orderId, { id: row.additionalFeeId, amount: row.amount }, row.currency),
        };
      });
    },
  };
}

export type OrderTips = ReturnType<typeof createOrderTips>;
