import { priceLines, type KnownItems } from '../../core/commerce/lines/price-lines.js';
import type { CartsContext } from './context.js';
import type { CartRow, StoredLine } from './tables.js';
import { cartWire, type CartView } from './wire.js';

/** A cart in its wire shape, its lines priced from their catalogues now (the reading; the mapping is wire.ts). */
export async function cartView(
  ctx: CartsContext,
  {
    row,
    lines,
    ...options
  }: { row: CartRow; lines: readonly StoredLine[]; capped?: ReadonlySet<string>; known?: KnownItems },
): Promise<CartView> {
  const priced = await priceLines(ctx, row.siteId, { lines, ...options });
  return { ...priced, cart: cartWire(row, priced) };
}
