import { hasPermission, type AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';

export const CATALOG_PERMISSION = 'catalog.manage';

/** Owners and API keys holding the permission manage the catalogue, and see hidden products. */
export function canManageCatalog(auth: AuthContext): boolean {
  return hasPermission(auth, CATALOG_PERMISSION);
}

/** Visitors and members see visible products only; managers see hidden ones when they ask. */
export function visibleOnly(auth: AuthContext, includeHidden: boolean | null | undefined): boolean {
  if (!includeHidden) return true;
  if (!canManageCatalog(auth))
    throw appError(
      'FORBIDDEN',
      {},
      `Hidden products are only returned to the site owner or an API key with "${CATALOG_PERMISSION}"`,
    );
  return false;
}
