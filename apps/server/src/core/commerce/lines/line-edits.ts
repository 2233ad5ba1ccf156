import { randomUUID } from 'node:crypto';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CatalogReference } from '@atrium/contract';
import { appError } from '../../wire/errors.js';
import type { KnownItems } from './price-lines.js';
import type { CatalogLineAdd } from './line-input.js';
import type { CustomLine, StoredLine } from './stored-line.js';

/** A line of any list (a cart's, a checkout's) with its place in the list. */
export type ListedLine = StoredLine & { position: number };

/** A new line's values: what it does not name is null. */
export type NewLine = Partial<Omit<StoredLine, 'id' | 'quantity'>> & {
  id: string;
  quantity: number;
  position: number;
};

/** Where a list keeps its lines: the cart's table or the checkout's, in the caller's transaction. */
export interface LineStore<L extends ListedLine> {
  insert(line: NewLine): Promise<L>;
  setQuantity(id: string, quantity: number): Promise<unknown>;
  remove(ids: readonly string[]): Promise<unknown>;
}

/** A custom line to add, with whatever catalogue reference its sender gave. */
export interface CustomLineAdd {
  custom: CustomLine;
  quantity: number;
  reference?: CatalogReference;
}

/** The quantity a line may hold: at most the stock (when some is left) and the wire's bound. */
function cap(wanted: number, available: number | null | undefined) {
  const bound =
    available != null && available > 0 ? Math.min(available, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
  return { quantity: Math.min(wanted, bound), capped: wanted > bound };
}

/**
 * The edits of one locked list of lines (`lines` is kept up to date as they run); `cappedLines` collects the
 * lines whose quantity was cut to the stock.
 */
export function lineEdits<L extends ListedLine>(store: LineStore<L>, lines: L[], cappedLines: Set<string>) {
  let nextPosition = lines.reduce((max, line) => Math.max(max, line.position + 1), 0);

  function assertRoom(adding: number) {
    if (lines.length + adding > MAX_CART_LINES)
      throw appError('CART_TOO_LARGE', { maxLineItems: MAX_CART_LINES, lineItems: lines.length + adding });
  }

  async function insert(values: Omit<NewLine, 'id' | 'position'>) {
    const row = await store.insert({ id: randomUUID(), position: nextPosition++, ...values });
    lines.push(row);
    return row;
  }

  async function setQuantity(line: L, wanted: number, available: number | null | undefined) {
    const next = cap(wanted, available);
    if (next.capped) cappedLines.add(line.id);
    if (next.quantity === line.quantity) return;
    await store.setQuantity(line.id, next.quantity);
    line.quantity = next.quantity;
  }

  return {
    /** Adds catalogue lines: the same item with the same options adds to the line already there. */
    async addCatalogLines(adds: readonly CatalogLineAdd[], items: KnownItems) {
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

    async addCustomLines(customs: readonly CustomLineAdd[]) {
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
      await store.remove(ids);
      lines.splice(0, lines.length, ...lines.filter((line) => !ids.includes(line.id)));
    },

    /** Each line's new total quantity, cut to its stock (`availability` by line id; a custom line's own). */
    async setQuantities(
      updates: ReadonlyArray<{ id: string; quantity: number }>,
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

    lines,
  };
}

export type LineEdits = ReturnType<typeof lineEdits>;
