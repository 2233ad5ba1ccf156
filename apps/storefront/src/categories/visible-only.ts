import type { categories } from '@atrium/sdk';

/** Visitors see visible categories only; the server already leaves hidden ones out, and this says so too. */
export const visibleOnly = (list: categories.Category[]) =>
  list.filter((category) => category.visible !== false);
