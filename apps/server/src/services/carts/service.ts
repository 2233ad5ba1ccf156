import { and, eq } from 'drizzle-orm';
import type {
  AddToCurrentCartRequest,
  Address,
  EstimateCurrentCartTotalsRequest,
  LineItemQuantityUpdate,
  UpdateCurrentCartRequest,
} from '@atrium/contract';
import { CART_EVENTS } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { PricingBuyer } from '../../core/commerce/pricing.js';
import type { Executor } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import { applyAdditions, lineAdditions } from '../../core/commerce/lines/additions.js';
import type { KnownItems } from '../../core/commerce/lines/price-lines.js';
import { cartView } from './answers.js';
import { estimateAnswer, type CartView } from './wire.js';
import { buyerOf, priceTotals } from '../../core/commerce/lines/price-totals.js';
import type { CartsContext } from './context.js';
import { cartEdits, touchCart } from './edits.js';
import { assertCartAccess } from './owner.js';
import { ownerOf } from '../../core/commerce/lines/ownership.js';
import {
  ensureCurrent,
  findCart,
  findCurrent,
  insertCart,
  loadLines,
  readCurrent,
  readLines,
} from './store.js';
import { carts, type CartRow } from './tables.js';

/** Which cart a call acts on: the caller's current cart, or one by id. */
export type CartTarget = { auth: AuthContext; siteId: string } & ({ current: true } | { cartId: string });

type Edits = ReturnType<typeof cartEdits>;

const ownedCartNotFound = () => appError('OWNED_CART_NOT_FOUND');

/** The event of a write to a cart, with what it adds to the cart's id. */
interface CartEvent {
  type: string;
  data?: object;
}

/** How the calls reach a cart: find it, write it under its lock, read it, and check what a request gives. */
function cartAccess(ctx: CartsContext) {
  const { db, clock, outbox } = ctx;
  const record = (tx: Executor, cart: CartRow, { type, data = {} }: CartEvent) =>
    outbox.record(tx, { siteId: cart.siteId, type, entityId: cart.id, data: { cartId: cart.id, ...data } });

  /** The target cart, locked when in a transaction; a first add makes the caller's current cart. */
  async function locate(tx: Executor, target: CartTarget, options: { lock: boolean; create?: boolean }) {
    if ('cartId' in target) {
      const row = await findCart(tx, target, options.lock);
      return { row: assertCartAccess(target.auth, row, target.cartId), created: false };
    }
    const owner = ownerOf(target.auth);
    if (!owner) {
      if (options.create)
        throw appError('FORBIDDEN', {}, 'An API key has no current cart: use the cart calls by id');
      throw ownedCartNotFound();
    }
    if (options.create) return ensureCurrent(tx, { siteId: target.siteId, owner, now: new Date(clock()) });
    const row = options.lock
      ? await findCurrent(tx, { siteId: target.siteId, owner }, true)
      : await readCurrent(db, target.siteId, owner);
    if (!row) throw ownedCartNotFound();
    return { row, created: false };
  }

  /**
   * One write to one cart: the cart row is locked for the whole transaction, so that parallel writes to a cart
   * run one after another and none is lost; the answer prices the lines after the commit.
   */
  async function write(
    target: CartTarget,
    change: (edits: Edits, row: CartRow) => Promise<void>,
    options: { create?: boolean; known?: KnownItems } = {},
  ): Promise<CartView> {
    const capped = new Set<string>();
    const { row, lines } = await db.transaction(async (tx) => {
      const { row, created } = await locate(tx, target, { lock: true, create: options.create });
      const edits = cartEdits(tx, row, { lines: await loadLines(tx, row.id), capped });
      await change(edits, row);
      // A cart made by this write is at its first revision already.
      const touched = created ? row : await touchCart(tx, row, new Date(clock()));
      await record(tx, touched, {
        type: created ? CART_EVENTS.created : CART_EVENTS.updated,
        data: { lineItemCount: edits.lines.length },
      });
      return { row: touched, lines: edits.lines };
    });
    return cartView(ctx, { row, lines, capped, known: options.known });
  }

  /** The target cart and its view, read outside a transaction. */
  async function readRow(target: CartTarget) {
    const { row } = await locate(db, target, { lock: false });
    return { row, view: await cartView(ctx, { row, lines: await readLines(db, { cartId: row.id }) }) };
  }

  return {
    ctx,
    record,
    locate,
    write,
    readRow,
    read: async (target: CartTarget) => (await readRow(target)).view,
    additions: (target: CartTarget, request: Omit<AddToCurrentCartRequest, 'businessLocationId'>) =>
      lineAdditions(ctx, target.siteId, { auth: target.auth, request }),
    /**
     * The coupon of the code a request applies, checked for the buyer (it exists, has started, has not expired
     * or been used up) before anything is written: a refused code throws and the cart stays as it was.
     */
    couponFor: (siteId: string, code: string, buyer: PricingBuyer) =>
      ctx.pricing.coupon(siteId, { code, buyer, now: new Date(clock()) }),
    /** The buyer of the cart a request targets, for its coupon. */
    async buyerOfTarget(target: CartTarget) {
      const { row } = await locate(db, target, { lock: false });
      return buyerOf(row, row.info.buyerEmail);
    },
  };
}

type CartAccess = ReturnType<typeof cartAccess>;

async function createCart(
  { ctx, record, additions, couponFor }: CartAccess,
  target: CartTarget & { current: true },
  request: UpdateCurrentCartRequest,
) {
  const { auth, siteId } = target;
  const owner = ownerOf(auth);
  const buyer = buyerOf(
    { ownerKind: owner?.kind ?? null, ownerId: owner?.id ?? null },
    request.cartInfo?.buyerInfo?.email,
  );
  const coupon = request.couponCode ? await couponFor(siteId, request.couponCode, buyer) : undefined;
  const given = await additions(target, request);
  const { row, lines } = await ctx.db.transaction(async (tx) => {
    const row = await insertCart(tx, { siteId, owner: ownerOf(auth), now: new Date(ctx.clock()) });
    const edits = cartEdits(tx, row, { lines: [], capped: new Set() });
    await edits.setInfo(request.cartInfo);
    if (coupon) await edits.setCoupon(coupon.code, coupon.id);
    await applyAdditions(edits, given);
    await record(tx, row, { type: CART_EVENTS.created, data: { lineItemCount: edits.lines.length } });
    return { row, lines: edits.lines };
  });
  return cartView(ctx, { row, lines, known: given.items });
}

/** The calls that change a cart's lines, details and coupon. */
function lineCalls({ write, read, additions, couponFor, buyerOfTarget }: CartAccess) {
  return {
    async update(target: CartTarget, request: UpdateCurrentCartRequest) {
      const coupon = request.couponCode
        ? await couponFor(target.siteId, request.couponCode, await buyerOfTarget(target))
        : undefined;
      const given = await additions(target, request);
      return write(
        target,
        async (edits) => {
          await edits.setInfo(request.cartInfo);
          if (coupon) await edits.setCoupon(coupon.code, coupon.id);
          await applyAdditions(edits, given);
        },
        { known: given.items },
      );
    },
    async add(target: CartTarget, request: AddToCurrentCartRequest) {
      const given = await additions(target, request);
      return write(
        target,
        async (edits) => {
          if (request.businessLocationId)
            await edits.setInfo(null, { businessLocationId: request.businessLocationId });
          await applyAdditions(edits, given);
        },
        { create: 'current' in target, known: given.items },
      );
    },
    removeLines: (target: CartTarget, lineItemIds: readonly string[]) =>
      write(target, (edits) => edits.removeLines(lineItemIds)),
    async setQuantities(target: CartTarget, updates: readonly LineItemQuantityUpdate[]) {
      const view = await read(target);
      const available = new Map(
        view.cart.lineItems.map((line) => [line.id, line.availability.quantityAvailable ?? null] as const),
      );
      return write(target, (edits) => edits.setQuantities(updates, available));
    },
    removeCoupon: (target: CartTarget) => write(target, (edits) => edits.setCoupon(null, null)),
    removeBusinessLocation: (target: CartTarget) =>
      write(target, (edits) => edits.setInfo(null, { businessLocationId: null })),
  };
}

/** The cart priced through the totals engine; the request's addresses and option stand in for the cart's. */
async function estimate(
  { ctx, readRow }: CartAccess,
  target: CartTarget,
  request: EstimateCurrentCartTotalsRequest = {},
) {
  const { row, view } = await readRow(target);
  const contact = row.info.contactInfo as { address?: Address | null } | null;
  const priced = await priceTotals(ctx, view, {
    siteId: row.siteId,
    now: new Date(ctx.clock()),
    buyer: buyerOf(row, row.info.buyerEmail),
    couponCode: row.couponCode,
    shippingAddress: request.shippingAddress ?? contact?.address ?? null,
    billingAddress: request.billingAddress ?? null,
    selectedShippingCode:
      (row.info.selectedShippingOption as { code?: string } | null)?.code ??
      request.selectedShippingOption?.code ??
      null,
    calculate: {
      tax: request.calculateTax,
      shipping: request.calculateShipping,
      fees: request.calculateAdditionalFees,
    },
  });
  return estimateAnswer(view, priced);
}

/** The calls a checkout and an order make of a cart, and its deletion. */
function checkoutCalls({ ctx, locate, record }: CartAccess) {
  const { db } = ctx;
  return {
    /** The cart and its lines, locked in the caller's transaction: a checkout is made from them. */
    async lockWithLines(tx: Executor, target: CartTarget) {
      const { row } = await locate(tx, target, { lock: true });
      return { row, lines: await loadLines(tx, row.id) };
    },
    /** The cart now leads to this checkout (getCartByCheckoutId, and the checkout's own cartId back). */
    async linkCheckout(tx: Executor, row: CartRow, checkoutId: string) {
      await tx.update(carts).set({ checkoutId }).where(eq(carts.id, row.id));
      await record(tx, row, { type: CART_EVENTS.updated, data: { checkoutId } });
    },
    /** The cart's order was placed: the cart goes with it, in the order's transaction. */
    async removeOrdered(tx: Executor, siteId: string, cartId: string) {
      const [row] = await tx
        .delete(carts)
        .where(and(eq(carts.siteId, siteId), eq(carts.id, cartId)))
        .returning();
      if (row) await record(tx, row, { type: CART_EVENTS.deleted, data: { reason: 'ORDER_PLACED' } });
    },
    async remove(target: CartTarget) {
      await db.transaction(async (tx) => {
        const { row } = await locate(tx, target, { lock: true });
        await record(tx, row, { type: CART_EVENTS.deleted });
        await tx.delete(carts).where(eq(carts.id, row.id));
      });
    },
  };
}

export function createCartsService(ctx: CartsContext) {
  const access = cartAccess(ctx);
  return {
    create: (siteId: string, auth: AuthContext, request: UpdateCurrentCartRequest) =>
      createCart(access, { auth, siteId, current: true }, request),
    get: access.read,
    async getByCheckoutId(siteId: string, auth: AuthContext, checkoutId: string) {
      const [row] = await ctx.db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.siteId, siteId), eq(carts.checkoutId, checkoutId)));
      if (!row) throw appError('CART_NOT_FOUND', { checkoutId });
      return access.read({ siteId, auth, cartId: row.id });
    },
    ...lineCalls(access),
    estimate: (target: CartTarget, request?: EstimateCurrentCartTotalsRequest) =>
      estimate(access, target, request),
    ...checkoutCalls(access),
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
