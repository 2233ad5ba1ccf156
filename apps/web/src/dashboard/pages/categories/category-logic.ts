import type { categories } from '@atrium/sdk';
import { isAtriumError } from '@atrium/sdk';

type TreeReference = categories.TreeReference;
type ItemReference = categories.ItemReference;

/** The store's tree, which a site starts by creating its first category in it. */
export const DEFAULT_TREE: TreeReference = { appNamespace: '@atrium/stores' };

/** A tree as one Select value (`@atrium/stores` or `@atrium/stores#main`), and back. */
export function treeValue(tree: TreeReference): string {
  return tree.treeKey ? `${tree.appNamespace}#${tree.treeKey}` : tree.appNamespace;
}
export function treeFromValue(value: string): TreeReference {
  const cut = value.indexOf('#');
  return cut < 0
    ? { appNamespace: value }
    : { appNamespace: value.slice(0, cut), treeKey: value.slice(cut + 1) };
}

/** A tree as a person reads it: the store's own tree by that name, an app's by its namespace (and key). */
export function treeLabel(tree: TreeReference): string {
  if (treeValue(tree) === treeValue(DEFAULT_TREE)) return 'Store categories';
  return tree.treeKey ? `${tree.appNamespace} (${tree.treeKey})` : tree.appNamespace;
}

/** The trees to offer: the site's own, and the store's tree even before it has a category. */
export function treeChoices(trees: readonly TreeReference[]): TreeReference[] {
  const listed = trees.map((tree) => ({ appNamespace: tree.appNamespace, treeKey: tree.treeKey ?? null }));
  const hasDefault = listed.some((tree) => treeValue(tree) === treeValue(DEFAULT_TREE));
  return hasDefault ? listed : [DEFAULT_TREE, ...listed];
}

/** Where over a row the pointer is: its top quarter places before, its bottom quarter after, the rest inside. */
export type DropZone = 'before' | 'inside' | 'after';

export function dropZoneAt(rect: { top: number; height: number }, clientY: number): DropZone {
  const offset = clientY - rect.top;
  if (offset < rect.height / 4) return 'before';
  if (offset > (rect.height * 3) / 4) return 'after';
  return 'inside';
}

/** A category as the tree shows it: where it hangs, and every category above it. */
export interface RowRef {
  id: string;
  parentId: string | null;
  /** From the top level down to the parent. */
  ancestorIds: readonly string[];
}

export interface MovePlan {
  parentCategoryId: string | null;
  position: 'FIRST' | 'LAST' | 'AFTER';
  moveAfterCategoryId?: string;
}

/**
 * The moveCategory call for a drop, or null when the drop changes nothing or cannot be: onto itself, or into
 * its own subtree (the server refuses a cycle too). A place among siblings is said as FIRST or AFTER the
 * sibling before it, positions every version of the wire agrees on.
 */
export function planMove(input: {
  dragged: RowRef;
  target: RowRef;
  zone: DropZone;
  /** The target's siblings in their order, the target among them. */
  siblingIds: readonly string[];
}): MovePlan | null {
  const { dragged, target, zone, siblingIds } = input;
  if (dragged.id === target.id || target.ancestorIds.includes(dragged.id)) return null;
  if (zone === 'inside') return { parentCategoryId: target.id, position: 'LAST' };
  const others = siblingIds.filter((id) => id !== dragged.id);
  const at = others.indexOf(target.id) + (zone === 'after' ? 1 : 0);
  if (dragged.parentId === target.parentId) {
    const order = [...others.slice(0, at), dragged.id, ...others.slice(at)];
    if (order.every((id, index) => id === siblingIds[index])) return null;
  }
  const previous = others[at - 1];
  return previous === undefined
    ? { parentCategoryId: target.parentId, position: 'FIRST' }
    : { parentCategoryId: target.parentId, position: 'AFTER', moveAfterCategoryId: previous };
}

/** One step up or down among siblings, for people who do not drag. */
export function planStep(row: RowRef, siblingIds: readonly string[], step: -1 | 1): MovePlan | null {
  const index = siblingIds.indexOf(row.id);
  const neighbour = siblingIds[index + step];
  if (index < 0 || neighbour === undefined) return null;
  const target = { id: neighbour, parentId: row.parentId, ancestorIds: row.ancestorIds };
  return planMove({ dragged: row, target, zone: step < 0 ? 'before' : 'after', siblingIds });
}

interface TreeEntry {
  _id: string;
  name: string;
  parentCategory: { _id: string | null; index: number };
}

/** A tree flattened for a list of choices: depth-first, siblings by index, with each category's depth. */
export function flattenTree(entries: readonly TreeEntry[]): { id: string; name: string; depth: number }[] {
  const ids = new Set(entries.map((entry) => entry._id));
  const children = new Map<string | null, TreeEntry[]>();
  for (const entry of entries) {
    // A category whose parent is not in the list (not loaded) is shown at the top rather than lost.
    const parent =
      entry.parentCategory._id !== null && ids.has(entry.parentCategory._id)
        ? entry.parentCategory._id
        : null;
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const out: { id: string; name: string; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    const level = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.parentCategory.index - b.parentCategory.index,
    );
    for (const entry of level) {
      if (seen.has(entry._id)) continue;
      seen.add(entry._id);
      out.push({ id: entry._id, name: entry.name, depth });
      visit(entry._id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

export function itemKey(item: ItemReference): string {
  return `${item.appId}/${item.catalogItemId}`;
}

/** The list with one entry taken from `from` and put at `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function sameItems(a: readonly ItemReference[], b: readonly ItemReference[]): boolean {
  return a.length === b.length && a.every((item, index) => itemKey(item) === itemKey(b[index]!));
}

/** A change refused because the category changed since it was read (WIRE.md section 5: 409 on a stale revision). */
export function isStaleRevision(error: unknown): boolean {
  return isAtriumError(error) && error.status === 409;
}

interface RichNode {
  type: string;
  nodes?: readonly RichNode[] | null;
  textData?: { text: string } | null;
}

/**
 * The text of a rich-content description, one line per block, as the contract's richContentText reads it
 * (copied: the contract's values bring zod along). Shown as text only, never as markup.
 */
export function richText(content: { nodes?: readonly RichNode[] | null } | null | undefined): string {
  const textOf = (nodes: readonly RichNode[]): string =>
    nodes
      .map((node) => (node.type === 'TEXT' ? (node.textData?.text ?? '') : textOf(node.nodes ?? [])))
      .join(nodes.some((node) => node.type !== 'TEXT') ? '\n' : '');
  return textOf(content?.nodes ?? [])
    .replace(/\n{2,}/g, '\n')
    .trim();
}
