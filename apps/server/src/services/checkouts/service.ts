import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHECKOUT_EVENTS,
  type CreateCheckoutFromCurrentCartRequest,
  type CreateCheckoutFromLinesRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { type CartTarget } from '../carts/index.js';
import { applyAdditions, lineAdditions } from '../../core/commerce/lines/additions.js';
import { buyerOf } from '../../core/commerce/lines/price-totals.js';
import { ownerOf } from '../../core/commerce/lines/ownership.js';
import { assertCheckoutAccess, assertKeyMayCall, assertMaySetTaxExemption } from './access.js';
import { checkoutView, pricedCheckout } from './answers.js';
import type { CheckoutsContext } from './context.js';
import { createCheckoutEdits } from './edits.js';
import { requestedCodes } from './codes.js';
import { assertReachable, checkoutInfo, createdBy, mergeInfo } from './info.js';
import { checkoutLineEdits, findByCart, findCheckout, loadLines, replaceLines } from './store.js';
import { checkouts, type CheckoutRow } from './tables.js';

/** An event of a checkout, with what it adds to the checkout's id. */
interface CheckoutEvent {
  type: string;
  row: CheckoutRow;
  data?: object;
}

const record = (ctx: CheckoutsContext, tx: Executor, { type, row, data = {} }: CheckoutEvent) =>
  ctx.outbox.record(tx, {
    siteId: row.siteId,
    type,
    entityId: row.id,
    data: { checkoutId: row.id, ...data },
  });

async function view(ctx: CheckoutsContext, row: CheckoutRow) {
  return { checkout: await checkoutView(ctx, row, await loadLines(ctx.db, row.id)) };
}

/**
 * The checkout its hosted page acts on, with the buyer the page acts as: its visitor or member. One the site
 * made (an API key's, the owner's) becomes the checkout of a new visitor, whoever first opens its link.
 */
async function forHostedPage(ctx: CheckoutsContext, siteId: string, id: string): Promise<CheckoutRow> {
  const { db, clock } = ctx;
  const found = await findCheckout(db, { siteId, id });
  if (!found) throw appError('CHECKOUT_NOT_FOUND', { checkoutId: id });
  if (found.ownerKind === 'visitor' || found.ownerKind === 'member') return found;
  if (found.completed) throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: id });
  const [adopted] = await db
    .update(checkouts)
    .set({ ownerKind: 'visitor', ownerId: randomUUID(), updatedAt: new Date(clock()) })
    .where(
      and(
        eq(checkouts.id, found.id),
        eq(checkouts.completed, false),
        sql`coalesce(${checkouts.ownerKind}, '') not in ('visitor', 'member')`,
      ),
    )
    .returning();
  if (adopted) return adopted;
  // Another request of the same page adopted it first (it is that visitor's), or an order was made of it.
  return forHostedPage(ctx, siteId, id);
}

/**
 * A checkout from a cart's lines as they are now. A cart leads to one open checkout: made again, the same
 * checkout takes the cart's lines and the request's details; once completed, the next one is new.
 */
async function createFromCart(
  ctx: CheckoutsContext,
  target: CartTarget,
  request: CreateCheckoutFromCurrentCartRequest,
) {
  const { carts } = ctx;
  const checkoutId = await ctx.db.transaction(async (tx) => {
    const { row: cart, lines } = await carts.service.lockWithLines(tx, target);
    if (!lines.length) throw appError('CART_EMPTY', { cartId: cart.id });
    const now = new Date(ctx.clock());
    const open = cart.checkoutId
      ? await findCheckout(tx, { siteId: cart.siteId, id: cart.checkoutId }, true)
      : undefined;
    if (open && !open.completed) {
      const [row] = await tx
        .update(checkouts)
        .set({
          info: checkoutInfo(cart, request, open.info),
          channelType: request.channelType,
          couponCode: cart.couponCode,
          ownerKind: cart.ownerKind,
          ownerId: cart.ownerId,
          ...nextRevision(checkouts, now),
        })
        .where(eq(checkouts.id, open.id))
        .returning();
      await replaceLines(tx, row!, lines);
      await record(ctx, tx, { type: CHECKOUT_EVENTS.updated, row: row!, data: { cartId: cart.id } });
      return open.id;
    }
    const [row] = await tx
      .insert(checkouts)
      .values({
        id: randomUUID(),
        siteId: cart.siteId,
        cartId: cart.id,
        ownerKind: cart.ownerKind,
        ownerId: cart.ownerId,
        channelType: request.channelType,
        info: checkoutInfo(cart, request),
        couponCode: cart.couponCode,
        purchaseFlowId: cart.purchaseFlowId,
        createdBy: createdBy(target.auth),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceLines(tx, row!, lines);
    await carts.service.linkCheckout(tx, cart, row!.id);
    await record(ctx, tx, {
      type: CHECKOUT_EVENTS.created,
      row: row!,
      data: { cartId: cart.id, lineItemCount: lines.length },
    });
    return row!.id;
  });
  return { checkoutId };
}

/** A request for a checkout from lines, from the caller's address; `sitePriced`: the site set the prices. */
export interface FromLines {
  request: CreateCheckoutFromLinesRequest;
  address: string;
  sitePriced?: boolean;
}

/**
 * A checkout from lines rather than a cart: the caller is its buyer (an API key's has none). Codes and lines
 * are checked before anything is written, as an update checks them. With `sitePriced`, the lines' prices were
 * set by the site, not the caller: a checkout template's lines, which anyone of the site may use.
 */
async function createFromLines(
  ctx: CheckoutsContext,
  { siteId, auth }: { siteId: string; auth: AuthContext },
  { request, address, sitePriced }: FromLines,
) {
  assertKeyMayCall(auth);
  if (!request.lineItems?.length && !request.customLineItems?.length)
    throw invalid('lineItems', 'a checkout needs at least one line or custom line', 'REQUIRED_FIELD');
  const owner = ownerOf(auth);
  const input = request.checkoutInfo ?? {};
  assertMaySetTaxExemption(auth, input);
  const info = mergeInfo({}, input, request.overrideCheckoutUrl);
  const givesAddress = !!(input.billingInfo || input.shippingInfo?.shippingDestination);
  assertReachable(info, {
    ownerKind: owner?.kind ?? null,
    givesAddress,
    field: 'checkoutInfo.buyerInfo.email',
  });
  const buyer = buyerOf({ ownerKind: owner?.kind ?? null, ownerId: owner?.id ?? null }, info.email);
  const { coupon, card, requested } = await requestedCodes(ctx, siteId, { request, buyer, address });
  const given = await lineAdditions(ctx.commerce, siteId, { auth: sitePriced ? 'site' : auth, request });
  const row = await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.clock());
    const [row] = await tx
      .insert(checkouts)
      .values({
        id: randomUUID(),
        siteId,
        ownerKind: owner?.kind ?? null,
        ownerId: owner?.id ?? null,
        channelType: request.channelType,
        info,
        couponCode: coupon?.code ?? null,
        giftCardId: card?.id ?? null,
        giftCardRequested: card ? (requested ?? null) : null,
        purchaseFlowId: randomUUID(),
        createdBy: createdBy(auth),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const lines = checkoutLineEdits(tx, row!, []);
    await applyAdditions(lines, given);
    await record(ctx, tx, {
      type: CHECKOUT_EVENTS.created,
      row: row!,
      data: { lineItemCount: lines.lines.length },
    });
    return row!;
  });
  return view(ctx, row);
}

/** The calls orders make of a checkout: read it priced, lock it, and complete it. */
function orderCalls(ctx: CheckoutsContext) {
  const { db, clock, carts } = ctx;
  return {
    /** A checkout about to become an order, priced now; its buyer's, or the site's to place. */
    async forOrder(siteId: string, auth: AuthContext, id: string) {
      const row = assertCheckoutAccess(auth, await findCheckout(db, { siteId, id }), { checkoutId: id });
      return { row, priced: await pricedCheckout(ctx, row, await loadLines(db, row.id)) };
    },

    /** A checkout its caller may complete: its buyer, or the site. */
    async forCompletion(siteId: string, auth: AuthContext, id: string) {
      return assertCheckoutAccess(auth, await findCheckout(db, { siteId, id }), { checkoutId: id });
    },

    /** The checkout, locked in the transaction that makes its order. */
    lockForOrder: (tx: Executor, siteId: string, id: string) => findCheckout(tx, { siteId, id }, true),

    /** The checkout became an order (or its caller says so): it takes no more edits, and its cart goes. */
    async complete(tx: Executor, row: CheckoutRow, orderId: string | null) {
      const [done] = await tx
        .update(checkouts)
        .set({
          completed: true,
          orderId,
          ...nextRevision(checkouts, new Date(clock())),
        })
        .where(eq(checkouts.id, row.id))
        .returning();
      await record(ctx, tx, { type: CHECKOUT_EVENTS.completed, row: done!, data: { orderId } });
      if (row.cartId) await carts.service.removeOrdered(tx, row.siteId, row.cartId);
      return done!;
    },
  };
}

export function createCheckoutsService(ctx: CheckoutsContext) {
  const { db, clock } = ctx;
  const edits = createCheckoutEdits(ctx);
  /** An edit answered with the checkout it leaves. */
  const viewed =
    <A extends unknown[]>(edit: (...args: A) => Promise<CheckoutRow>) =>
    async (...args: A) =>
      view(ctx, await edit(...args));

  return {
    update: viewed(edits.update),
    removeCoupon: viewed(edits.removeCoupon),
    removeOverrideCheckoutUrl: viewed(edits.removeOverrideCheckoutUrl),
    removeGiftCard: viewed(edits.removeGiftCard),
    removeLines: viewed(edits.removeLines),
    setQuantities: viewed(edits.setQuantities),
    createFromCart: (target: CartTarget, request: CreateCheckoutFromCurrentCartRequest) =>
      createFromCart(ctx, target, request),
    createFromLines: (siteId: string, auth: AuthContext, asked: FromLines) =>
      createFromLines(ctx, { siteId, auth }, asked),
    add: viewed(edits.add),
    ...orderCalls(ctx),

    async get(siteId: string, auth: AuthContext, id: string) {
      return view(
        ctx,
        assertCheckoutAccess(auth, await findCheckout(db, { siteId, id }), { checkoutId: id }),
      );
    },

    async getByCartId(siteId: string, auth: AuthContext, cartId: string) {
      return view(ctx, assertCheckoutAccess(auth, await findByCart(db, siteId, cartId), { cartId }));
    },

    forHostedPage: (siteId: string, id: string) => forHostedPage(ctx, siteId, id),

    /** A visitor signed in: their open checkouts become the member's, as their cart does. */
    async adopt(siteId: string, visitorId: string, memberId: string) {
      await db
        .update(checkouts)
        .set({ ownerKind: 'member', ownerId: memberId, updatedAt: new Date(clock()) })
        .where(
          and(
            eq(checkouts.siteId, siteId),
            eq(checkouts.ownerKind, 'visitor'),
            eq(checkouts.ownerId, visitorId),
            eq(checkouts.completed, false),
          ),
        );
    },
  };
}

export type CheckoutsService = ReturnType<typeof createCheckoutsService>;
