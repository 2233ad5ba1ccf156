import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHECKOUT_EVENTS, type CheckoutInput, type UpdateCheckoutRequest } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { Executor } from '../../core/db/index.js';
import { currencyOf, minorOfField } from '../../core/money/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { buyerOf } from '../carts/index.js';
import { assertCheckoutAccess } from './access.js';
import type { CheckoutsContext } from './context.js';
import { assertReachable } from './info.js';
import { findCheckout } from './store.js';
import { checkoutLines, checkouts, type CheckoutInfo, type CheckoutRow } from './tables.js';

type Change = Partial<Pick<CheckoutRow, 'info' | 'couponCode' | 'giftCardId' | 'giftCardRequested'>>;

/** The checkout's details with what the request writes; what it leaves out stays as it was. */
export function mergeInfo(info: CheckoutInfo, input: CheckoutInput, overrideCheckoutUrl?: string | null) {
  const shipping = input.shippingInfo;
  const merged: CheckoutInfo = {
    ...info,
    ...(input.buyerInfo?.email !== undefined ? { email: input.buyerInfo.email } : {}),
    ...(input.buyerInfo?.contactId !== undefined ? { contactId: input.buyerInfo.contactId } : {}),
    ...(input.billingInfo !== undefined ? { billingInfo: input.billingInfo } : {}),
    ...(shipping?.shippingDestination !== undefined
      ? { shippingDestination: shipping.shippingDestination }
      : {}),
    ...(shipping?.selectedCarrierServiceOption !== undefined
      ? { selectedShippingOption: shipping.selectedCarrierServiceOption }
      : {}),
    ...(input.buyerNote !== undefined ? { buyerNote: input.buyerNote } : {}),
    ...(input.customFields !== undefined ? { customFields: input.customFields } : {}),
    ...(input.extendedFields !== undefined
      ? { extendedFields: input.extendedFields?.namespaces ?? null }
      : {}),
    ...(input.businessLocationId !== undefined ? { businessLocationId: input.businessLocationId } : {}),
    ...(overrideCheckoutUrl !== undefined ? { overrideCheckoutUrl } : {}),
  };
  return merged;
}

/** The writes to a checkout: each locks its row, refuses a completed one, and moves its revision. */
export function createCheckoutEdits(ctx: CheckoutsContext) {
  const { db, clock, outbox } = ctx;

  async function edit(
    siteId: string,
    auth: AuthContext,
    id: string,
    change: (tx: Executor, row: CheckoutRow) => Promise<Change> | Change,
  ) {
    return db.transaction(async (tx) => {
      const row = assertCheckoutAccess(auth, await findCheckout(tx, siteId, id, true), { checkoutId: id });
      if (row.completed) throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: id });
      const [updated] = await tx
        .update(checkouts)
        .set({
          ...(await change(tx, row)),
          revision: sql`${checkouts.revision} + 1`,
          updatedAt: new Date(clock()),
        })
        .where(eq(checkouts.id, row.id))
        .returning();
      await outbox.record(tx, {
        siteId,
        type: CHECKOUT_EVENTS.updated,
        entityId: row.id,
        data: { checkoutId: row.id },
      });
      return updated!;
    });
  }

  /** The lines of the checkout with these ids, or LINE_ITEM_NOT_FOUND for the first that is not one. */
  async function assertLines(tx: Executor, checkoutId: string, ids: readonly string[]) {
    const found = await tx
      .select({ id: checkoutLines.id })
      .from(checkoutLines)
      .where(and(eq(checkoutLines.checkoutId, checkoutId), inArray(checkoutLines.id, [...ids])));
    const missing = ids.find((id) => !found.some((line) => line.id === id));
    if (missing) throw appError('LINE_ITEM_NOT_FOUND', { lineItemId: missing });
  }

  return {
    /**
     * The buyer's details, coupon and gift card. A coupon or gift card code is checked before anything is written
     * (a refused one changes nothing); the gift card is kept by id, never by its code.
     */
    async update(siteId: string, auth: AuthContext, request: UpdateCheckoutRequest, address: string) {
      const { checkout: input } = request;
      // Said plainly rather than dropped: adding lines to a checkout arrives with add-to-checkout.
      for (const field of ['lineItems', 'customLineItems'] as const)
        if (request[field]?.length)
          throw invalid(
            field,
            'cannot be added to a checkout yet: add them to the cart and make its checkout again',
          );
      const current = assertCheckoutAccess(auth, await findCheckout(db, siteId, input.id), {
        checkoutId: input.id,
      });
      const pricing = ctx.carts.ctx.pricing;
      const email = input.buyerInfo?.email ?? current.info.email ?? null;
      const coupon = request.couponCode
        ? await pricing.coupon(siteId, request.couponCode, buyerOf(current, email), new Date(clock()))
        : undefined;
      const card = request.giftCardCode
        ? await ctx.giftCards.lookUp(siteId, request.giftCardCode, address)
        : undefined;
      const requested =
        request.giftCardRedeemAmount != null
          ? minorOfField(
              request.giftCardRedeemAmount,
              currencyOf((await ctx.carts.ctx.storeSettings(siteId)).currency),
              'giftCardRedeemAmount',
            )
          : undefined;
      return edit(siteId, auth, input.id, (_tx, row) => {
        const info = mergeInfo(row.info, input, request.overrideCheckoutUrl);
        assertReachable(
          row.ownerKind,
          info,
          !!(input.billingInfo || input.shippingInfo?.shippingDestination),
          'checkout.buyerInfo.email',
        );
        return {
          info,
          ...(coupon ? { couponCode: coupon.code } : {}),
          ...(card ? { giftCardId: card.id, giftCardRequested: requested ?? null } : {}),
          ...(!card && requested !== undefined && row.giftCardId ? { giftCardRequested: requested } : {}),
        };
      });
    },

    removeCoupon: (siteId: string, auth: AuthContext, id: string) =>
      edit(siteId, auth, id, () => ({ couponCode: null })),

    removeOverrideCheckoutUrl: (siteId: string, auth: AuthContext, id: string) =>
      edit(siteId, auth, id, (_tx, row) => ({ info: { ...row.info, overrideCheckoutUrl: null } })),

    removeGiftCard: (siteId: string, auth: AuthContext, id: string) =>
      edit(siteId, auth, id, () => ({ giftCardId: null, giftCardRequested: null })),

    removeLines: (siteId: string, auth: AuthContext, id: string, lineItemIds: readonly string[]) =>
      edit(siteId, auth, id, async (tx, row) => {
        await assertLines(tx, row.id, lineItemIds);
        await tx
          .delete(checkoutLines)
          .where(and(eq(checkoutLines.checkoutId, row.id), inArray(checkoutLines.id, [...lineItemIds])));
        return {};
      }),

    /** Each line's new total quantity (not an amount to add); availability shows in `violations`. */
    setQuantities: (
      siteId: string,
      auth: AuthContext,
      id: string,
      lines: ReadonlyArray<{ id: string; quantity: number }>,
    ) =>
      edit(siteId, auth, id, async (tx, row) => {
        await assertLines(
          tx,
          row.id,
          lines.map((line) => line.id),
        );
        for (const line of lines)
          await tx
            .update(checkoutLines)
            .set({ quantity: line.quantity })
            .where(and(eq(checkoutLines.checkoutId, row.id), eq(checkoutLines.id, line.id)));
        return {};
      }),
  };
}
