import { and, eq, inArray } from 'drizzle-orm';
import type { CartInfoInput } from '@atrium/contract';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { lineEdits } from '../../core/commerce/lines/line-edits.js';
import { cartLines, carts, type CartInfo, type CartLineRow, type CartRow } from './tables.js';

/** Lines edited in one locked cart (line-edits.ts), and the cart's own details and coupon. */
export function cartEdits(
  tx: Executor,
  cart: CartRow,
  { lines, capped }: { lines: CartLineRow[]; capped: Set<string> },
) {
  const edits = lineEdits(
    {
      async insert(line) {
        const [row] = await tx
          .insert(cartLines)
          .values({ ...line, siteId: cart.siteId, cartId: cart.id })
          .returning();
        return row!;
      },
      setQuantity: (id, quantity) => tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, id)),
      remove: (ids) =>
        tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.id, [...ids]))),
    },
    lines,
    capped,
  );

  return {
    ...edits,

    async setInfo(info: CartInfoInput | null | undefined, extra: Partial<CartInfo> = {}) {
      const change = { ...infoOf(info), ...extra };
      if (!Object.keys(change).length) return;
      const next: CartInfo = { ...cart.info, ...change };
      await tx.update(carts).set({ info: next }).where(eq(carts.id, cart.id));
      cart.info = next;
    },

    async setCoupon(code: string | null, couponId: string | null) {
      await tx.update(carts).set({ couponCode: code, couponId }).where(eq(carts.id, cart.id));
      cart.couponCode = code;
      cart.couponId = couponId;
    },
  };
}

function infoOf(info: CartInfoInput | null | undefined): Partial<CartInfo> {
  if (!info) return {};
  const given: Partial<CartInfo> = {
    buyerNote: info.buyerNote,
    buyerEmail: info.buyerInfo?.email,
    contactId: info.buyerInfo?.contactId,
    contactInfo: info.contactInfo as CartInfo['contactInfo'],
    overrideCheckoutUrl: info.overrideCheckoutUrl,
    selectedShippingOption: info.selectedShippingOption as CartInfo['selectedShippingOption'],
    businessLocationId: info.businessLocationId,
    extendedFields: info.extendedFields?.namespaces as CartInfo['extendedFields'],
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

export const touchCart = async (tx: Executor, cart: CartRow, now: Date) => {
  const [row] = await tx
    .update(carts)
    .set({ ...nextRevision(carts, now) })
    .where(eq(carts.id, cart.id))
    .returning();
  return row!;
};
