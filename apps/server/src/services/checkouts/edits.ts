import { eq } from 'drizzle-orm';
import { CHECKOUT_EVENTS, type AddToCheckoutRequest, type UpdateCheckoutRequest } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { applyAdditions, lineAdditions, type LineAdditions } from '../../core/commerce/lines/additions.js';
import { buyerOf } from '../../core/commerce/lines/price-totals.js';
import { assertCheckoutAccess, assertCodeUnlocked, assertMaySetTaxExemption } from './access.js';
import { requestedCodes } from './codes.js';
import type { CheckoutsContext } from './context.js';
import { assertReachable, mergeInfo } from './info.js';
import { checkoutLineEdits, findCheckout, loadLines } from './store.js';
import { checkouts, type CheckoutRow } from './tables.js';

type Change = Partial<Pick<CheckoutRow, 'info' | 'couponCode' | 'giftCardId' | 'giftCardRequested'>>;

/** Who writes to which checkout. */
interface EditTarget {
  siteId: string;
  auth: AuthContext;
  id: string;
}

/** One write to a checkout: it locks its row, refuses a completed one, and moves its revision. */
async function edit(
  ctx: CheckoutsContext,
  { siteId, auth, id }: EditTarget,
  change: (tx: Executor, row: CheckoutRow) => Promise<Change> | Change,
) {
  return ctx.db.transaction(async (tx) => {
    const row = assertCheckoutAccess(auth, await findCheckout(tx, { siteId, id }, true), { checkoutId: id });
    if (row.completed) throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: id });
    const [updated] = await tx
      .update(checkouts)
      .set({
        ...(await change(tx, row)),
        ...nextRevision(checkouts, new Date(ctx.clock())),
      })
      .where(eq(checkouts.id, row.id))
      .returning();
    await ctx.outbox.record(tx, {
      siteId,
      type: CHECKOUT_EVENTS.updated,
      entityId: row.id,
      data: { checkoutId: row.id },
    });
    return updated!;
  });
}

/** The checkout's lines, for edits in the transaction that locked it. */
const linesOf = async (tx: Executor, row: CheckoutRow) =>
  checkoutLineEdits(tx, row, await loadLines(tx, row.id));

const addLines = async (tx: Executor, row: CheckoutRow, given: LineAdditions) =>
  applyAdditions(await linesOf(tx, row), given);

/**
 * The buyer's details, coupon and gift card. A coupon or gift card code is checked before anything is written
 * (a refused one changes nothing); the gift card is kept by id, never by its code.
 */
async function update(
  ctx: CheckoutsContext,
  { siteId, auth }: { siteId: string; auth: AuthContext },
  { request, address }: { request: UpdateCheckoutRequest; address: string },
) {
  const { checkout: input } = request;
  assertMaySetTaxExemption(auth, input);
  const current = assertCheckoutAccess(auth, await findCheckout(ctx.db, { siteId, id: input.id }), {
    checkoutId: input.id,
  });
  if (input.customSettings !== undefined)
    throw invalid('checkout.customSettings', 'is set when the checkout is made', 'FIELD_NOT_ALLOWED');
  if (request.couponCode !== undefined) assertCodeUnlocked(auth, current, 'lockCouponCode');
  if (request.giftCardCode !== undefined || request.giftCardRedeemAmount !== undefined)
    assertCodeUnlocked(auth, current, 'lockGiftCard');
  const email = input.buyerInfo?.email ?? current.info.email ?? null;
  const { coupon, card, requested } = await requestedCodes(ctx, siteId, {
    request,
    buyer: buyerOf(current, email),
    address,
  });
  const given = await lineAdditions(ctx.commerce, siteId, { auth, request });
  return edit(ctx, { siteId, auth, id: input.id }, async (tx, row) => {
    await addLines(tx, row, given);
    const info = mergeInfo(row.info, input, request.overrideCheckoutUrl);
    assertReachable(info, {
      ownerKind: row.ownerKind,
      givesAddress: !!(input.billingInfo || input.shippingInfo?.shippingDestination),
      field: 'checkout.buyerInfo.email',
    });
    return {
      info,
      ...(coupon ? { couponCode: coupon.code } : {}),
      ...(card ? { giftCardId: card.id, giftCardRequested: requested ?? null } : {}),
      ...(!card && requested !== undefined && row.giftCardId ? { giftCardRequested: requested } : {}),
    };
  });
}

/** The writes to a checkout: each locks its row, refuses a completed one, and moves its revision. */
export function createCheckoutEdits(ctx: CheckoutsContext) {
  const { db } = ctx;

  return {
    update: (siteId: string, auth: AuthContext, asked: { request: UpdateCheckoutRequest; address: string }) =>
      update(ctx, { siteId, auth }, asked),

    removeCoupon: (siteId: string, auth: AuthContext, id: string) =>
      edit(ctx, { siteId, auth, id }, (_tx, row) => {
        assertCodeUnlocked(auth, row, 'lockCouponCode');
        return { couponCode: null };
      }),

    removeOverrideCheckoutUrl: (siteId: string, auth: AuthContext, id: string) =>
      edit(ctx, { siteId, auth, id }, (_tx, row) => ({ info: { ...row.info, overrideCheckoutUrl: null } })),

    removeGiftCard: (siteId: string, auth: AuthContext, id: string) =>
      edit(ctx, { siteId, auth, id }, (_tx, row) => {
        assertCodeUnlocked(auth, row, 'lockGiftCard');
        return { giftCardId: null, giftCardRequested: null };
      }),

    async add(siteId: string, auth: AuthContext, request: AddToCheckoutRequest) {
      assertCheckoutAccess(auth, await findCheckout(db, { siteId, id: request.id }), {
        checkoutId: request.id,
      });
      const given = await lineAdditions(ctx.commerce, siteId, { auth, request });
      return edit(ctx, { siteId, auth, id: request.id }, async (tx, row) => {
        await addLines(tx, row, given);
        return {};
      });
    },

    removeLines: (
      siteId: string,
      auth: AuthContext,
      { id, lineItemIds }: { id: string; lineItemIds: readonly string[] },
    ) =>
      edit(ctx, { siteId, auth, id }, async (tx, row) => {
        await (await linesOf(tx, row)).removeLines(lineItemIds);
        return {};
      }),

    /**
     * Each line's new total quantity (not an amount to add); a catalogue line's availability shows in
     * `violations`, a custom line is held to the stock its sender gave.
     */
    setQuantities: (
      siteId: string,
      auth: AuthContext,
      { id, lines }: { id: string; lines: ReadonlyArray<{ id: string; quantity: number }> },
    ) =>
      edit(ctx, { siteId, auth, id }, async (tx, row) => {
        await (await linesOf(tx, row)).setQuantities(lines, new Map());
        return {};
      }),
  };
}
