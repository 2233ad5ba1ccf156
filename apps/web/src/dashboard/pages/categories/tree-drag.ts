import { createContext, useContext } from 'react';
import type { CSSProperties } from 'react';
import type { DropZone, MovePlan, RowRef } from './category-logic';

/** What the rows of one tree share: the category being dragged, the open branches, and the move itself. */
export interface TreeDrag {
  dragged: RowRef | null;
  setDragged: (row: RowRef | null) => void;
  /** Whether a move is on its way: rows take no drop until it is done. */
  moving: boolean;
  move: (categoryId: string, plan: MovePlan) => void;
  isOpen: (categoryId: string) => boolean;
  setOpen: (categoryId: string, open: boolean) => void;
}

export const TreeDragContext = createContext<TreeDrag | null>(null);

export function useTreeDrag(): TreeDrag {
  const drag = useContext(TreeDragContext);
  if (!drag) throw new Error('useTreeDrag is used outside a category tree');
  return drag;
}

/** The highlight of a row while something is dragged over it. */
export function zoneStyle(zone: DropZone | null): CSSProperties {
  const line = '2px solid var(--mantine-color-indigo-6)';
  if (zone === 'before') return { borderTop: line };
  if (zone === 'after') return { borderBottom: line };
  if (zone === 'inside') return { background: 'var(--mantine-color-indigo-0)', outline: line };
  return {};
}
