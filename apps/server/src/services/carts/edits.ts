import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type CartInfoInput,
  type CatalogReference,
  type LineItemQuantityUpdate,
} from '@atrium/contract';
import type { CatalogItem } from '../../core/commerce/catalog-provider.js';
import type { Executor } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import type { CatalogLineAdd } from './lines.js';
import {
  cartLines,
  carts,
  type CartInfo,
  type CartLineRow,
  type CartRow,
  type CustomLine,
} from './tables.js';

/** What the catalogues said of the items being added, by item key (answers.ts). */
type Items = ReadonlyMap<string, CatalogItem | undefined>;

/** The quantity a line may hold: at most the stock (when some is left) and the wire's bound. */
function cap(wanted: number, available: number | null | undefined) {
  const bound =
    available != null && available > 0 ? Math.min(available, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
  return { quantity: Math.min(wanted, bound), capped: wanted > bound };
}

/** Lines edited in one locked cart; `capped` collects the lines whose quantity was cut to the stock. */
export function cartEdits(tx: Executor, cart: CartRow, lines: CartLineRow[], cappedLines: Set<string>) {
  let nextPosition = lines.reduce((max, line) => Math.max(max, line.position + 1), 0);

  function assertRoom(adding: number) {
    if (lines.length + adding > MAX_CART_LINES)
      throw appError('CART_TOO_LARGE', { maxLineItems: MAX_CART_LINES, lineItems: lines.length + adding });
  }

  async function insert(
    values: Omit<typeof cartLines.$inferInsert, 'id' | 'siteId' | 'cartId' | 'position'>,
  ) {
    const [row] = await tx
      .insert(cartLines)
      .values({ id: randomUUID(), siteId: cart.siteId, cartId: cart.id, position: nextPosition++, ...values })
      .returning();
    lines.push(row!);
    return row!;
  }

  async function setQuantity(line: CartLineRow, wanted: number, available: number | null | undefined) {
    const next = cap(wanted, available);
    if (next.capped) cappedLines.add(line.id);
    if (next.quantity === line.quantity) return;
    await tx.update(cartLines).set({ quantity: next.quantity }).where(eq(cartLines.id, line.id));
    line.quantity = next.quantity;
  }

  return {
    /** Adds catalogue lines: the same item with the same options adds to the line already there. */
    async addCatalogLines(adds: readonly CatalogLineAdd[], items: Items) {
      const fresh = new Set(adds.map((add) => add.itemKey));
      assertRoom([...fresh].filter((key) => !lines.some((l) => !l.custom && l.itemKey === key)).length);
      for (const add of adds) {
        const line = lines.find((l) => !l.custom && l.itemKey === add.itemKey);
        // Null when the stock is not tracked, or the item is not found.
        const available = items.get(add.itemKey)?.quantityAvailable ?? null;
        if (line) {
          await setQuantity(line, line.quantity + add.quantity, available);
          continue;
        }
        const next = cap(add.quantity, available);
        const row = await insert({
          quantity: next.quantity,
          appId: add.appId,
          catalogItemId: add.catalogItemId,
          options: add.options,
          itemKey: add.itemKey,
          overrides: add.overrides,
          extendedFields: add.extendedFields,
        });
        if (next.capped) cappedLines.add(row.id);
      }
    },

    async addCustomLines(
      customs: ReadonlyArray<{ custom: CustomLine; quantity: number; reference?: CatalogReference }>,
    ) {
      assertRoom(customs.length);
      for (const { custom, quantity, reference } of customs)
        await insert({
          quantity,
          custom,
          appId: reference?.appId ?? null,
          catalogItemId: reference?.catalogItemId ?? null,
          options: reference?.options ?? null,
        });
    },

    async removeLines(ids: readonly string[]) {
      const unknown = ids.find((id) => !lines.some((line) => line.id === id));
      if (unknown) throw appError('LINE_ITEM_NOT_FOUND', { lineItemId: unknown });
      await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.id, [...ids])));
      lines.splice(0, lines.length, ...lines.filter((line) => !ids.includes(line.id)));
    },

    async setQuantities(
      updates: readonly LineItemQuantityUpdate[],
      availability: ReadonlyMap<string, number | null>,
    ) {
      for (const update of updates) {
        const line = lines.find((l) => l.id === update.id);
        if (!line) throw appError('LINE_ITEM_NOT_FOUND', { lineItemId: update.id });
        await setQuantity(
          line,
          update.quantity,
          line.custom ? line.custom.quantityAvailable : availability.get(line.id),
        );
      }
    },

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

    lines,
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
    .set({ revision: sql`${carts.revision} + 1`, updatedAt: now })
    .where(eq(carts.id, cart.id))
    .returning();
  return row!;
};
