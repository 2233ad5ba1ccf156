import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tip, TipDistributionInput } from '@atrium/contract';
import { hasPermission, type AuthContext } from '../../core/auth/context.js';
import type { Executor } from '../../core/db/index.js';
import { currencyOf, toDecimal, toMinor } from '../../core/money/index.js';
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

export function createOrderTips(ctx: TipsContext, shares: TipShares) {
  const { db, clock } = ctx;

  /** The order the caller may see (its buyer, or the site), read with its lines' subtotal and its tip fee. */
  async function orderFor(siteId: string, auth: AuthContext, orderId: string) {
    const found = await ctx.orderTipFees.read(db, siteId, orderId);
    ctx.assertOrderAccess(auth, found?.order, orderId);
    return found!;
  }

  async function tipRow(executor: Executor, siteId: string, orderId: string, lock = false) {
    const query = executor
      .select()
      .from(tips)
      .where(and(eq(tips.siteId, siteId), eq(tips.orderId, orderId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The tip row of an order that has a tip fee, made from the fee if it is not there yet. */
  async function materialize(siteId: string, found: Awaited<ReturnType<typeof orderFor>>) {
    const existing = await tipRow(db, siteId, found.order.id);
    if (existing || !found.fee) return existing;
    const now = new Date(clock());
    await db
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
    return tipRow(db, siteId, found.order.id);
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
  async function assertMayChange(siteId: string, auth: AuthContext) {
    if (auth.kind === 'apiKey' && !hasPermission(auth, ECOM_PERMISSION))
      throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
    if (hasPermission(auth, ECOM_PERMISSION)) return;
    if (!(await settingsOf(db, siteId)).enabled) throw appError('TIPS_NOT_ENABLED', { reason: 'DISABLED' });
  }

  return {
    async get(siteId: string, auth: AuthContext, orderId: string) {
      const found = await orderFor(siteId, auth, orderId);
      return { tip: await answer(db, await materialize(siteId, found), found) };
    },

    /**
     * Sets the order's tip to an amount (its total and balance follow). Shares given replace the order's; without
     * any, the shares stay, and must still fit in the new amount.
     */
    async set(
      siteId: string,
      auth: AuthContext,
      input: {
        orderId: string;
        tip: { amount?: string | null; distributions?: TipDistributionInput[] | null };
      },
    ) {
      const found = await orderFor(siteId, auth, input.orderId);
      await assertMayChange(siteId, auth);
      const currency = currencyOf(found.order.currency);
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
      await materialize(siteId, found);
      const team = given.length ? await ctx.team(siteId) : [];
      return db.transaction(async (tx) => {
        const changed = await ctx.orderTipFees.set(tx, siteId, input.orderId, amount!);
        const fee = changed.fee!;
        const now = new Date(clock());
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
    },

    /** Takes the tip off the order, with its shares; an order without one answers as it is. */
    async remove(siteId: string, auth: AuthContext, orderId: string) {
      const found = await orderFor(siteId, auth, orderId);
      await assertMayChange(siteId, auth);
      await db.transaction(async (tx) => {
        await ctx.orderTipFees.set(tx, siteId, orderId, null);
        await tx.delete(tips).where(and(eq(tips.siteId, siteId), eq(tips.orderId, orderId)));
      });
      return { orderInfo: orderInfoWire(orderId, null, found.order.currency) };
    },

    /** Shares of the order's tip for staff, by the site only; never more in all than the tip. */
    async addDistributions(
      siteId: string,
      auth: AuthContext,
      orderId: string,
      given: TipDistributionInput[],
    ) {
      const found = await orderFor(siteId, auth, orderId);
      if (!(await materialize(siteId, found))) throw appError('TIP_NOT_FOUND', { orderId });
      const team = await ctx.team(siteId);
      return db.transaction(async (tx) => {
        const row = (await tipRow(tx, siteId, orderId, true))!;
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
