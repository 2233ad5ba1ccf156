import { useEffect, useState } from 'react';

/**
 * The branches an owner opened in one tree of one site, kept in the tab's session storage: leaving the page
 * and coming back (or reloading) shows the tree as it was left.
 */
export function useOpenBranches(storageKey: string) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => readOpenBranches(storageKey));
  useEffect(() => writeOpenBranches(storageKey, open), [open, storageKey]);
  return [open, setOpen] as const;
}

export const openBranchesKey = (siteId: string, tree: string) => `atrium:categories:open:${siteId}:${tree}`;

// A storage that refuses (private modes, a full quota) or holds something else only loses the memory, never
// the page.

export function readOpenBranches(storageKey: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeOpenBranches(storageKey: string, open: ReadonlySet<string>): void {
  try {
    if (open.size === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify([...open]));
  } catch {
    // The tree works without being remembered.
  }
}
