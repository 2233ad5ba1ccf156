import { hasPermission, type AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';

export const CATEGORIES_PERMISSION = 'categories.manage';

/** Owners and API keys holding the permission manage categories, and see hidden ones. */
export function canManage(auth: AuthContext): boolean {
  return hasPermission(auth, CATEGORIES_PERMISSION);
}

/**
 * Whether a read is limited to visible categories: always for visitors and members; for managers unless
 * they ask for hidden ones too (`returnNonVisibleCategories`), or the call reads one category by id.
 */
export function visibleOnly(auth: AuthContext, returnNonVisible: boolean | null | undefined): boolean {
  if (!returnNonVisible) return true;
  if (!canManage(auth))
    throw appError(
      'FORBIDDEN',
      {},
      `Hidden categories are only returned to the site owner or an API key with "${CATEGORIES_PERMISSION}"`,
    );
  return false;
}
