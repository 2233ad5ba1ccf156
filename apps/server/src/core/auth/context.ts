import { appError } from '../wire/errors.js';

/** Who is calling, resolved once per request from the Authorization header (WIRE.md section 4). */
export type AuthContext =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'visitor';
      readonly siteId: string;
      readonly clientId: string;
      readonly visitorId: string;
    }
  | { readonly kind: 'member'; readonly siteId: string; readonly clientId: string; readonly memberId: string }
  | { readonly kind: 'owner'; readonly siteId: string; readonly ownerId: string }
  | {
      readonly kind: 'apiKey';
      readonly siteId: string;
      readonly keyId: string;
      /** The key's name, for the actor of the events it causes. */
      readonly keyName: string;
      readonly permissions: readonly string[];
    };

export type SiteAuth = Exclude<AuthContext, { kind: 'anonymous' }>;

/**
 * What a route requires: `none` (public), `site` (any caller tied to a site: visitor, member, owner, API key),
 * `member` (a signed-in member, or an elevated caller acting for the site), `admin` (a site owner or an API key
 * holding the route's permission).
 */
export type Access = 'none' | 'site' | 'member' | 'admin';

export const ALL_PERMISSIONS = '*';

export function isElevated(auth: AuthContext): auth is Extract<AuthContext, { kind: 'owner' | 'apiKey' }> {
  return auth.kind === 'owner' || auth.kind === 'apiKey';
}

/**
 * Whether the caller acts for the site with this permission: a site owner always, an API key when it holds the
 * permission (or every one); visitors and members never.
 */
export function hasPermission(auth: AuthContext, permission: string | undefined): boolean {
  if (auth.kind === 'owner') return true;
  if (auth.kind !== 'apiKey') return false;
  return (
    permission === undefined ||
    auth.permissions.includes(ALL_PERMISSIONS) ||
    auth.permissions.includes(permission)
  );
}

/** Checks the caller against a route's access; a visitor asking for elevated rights gets 403, nobody gets 401. */
export function authorize(auth: AuthContext, access: Access, permission?: string): void {
  if (access === 'none') return;
  if (auth.kind === 'anonymous') throw appError('UNAUTHENTICATED');
  if (access === 'site') return;
  if (access === 'member') {
    if (auth.kind === 'member' || isElevated(auth)) return;
    throw appError('FORBIDDEN', {}, 'This call needs a signed-in member');
  }
  if (!isElevated(auth))
    throw appError('FORBIDDEN', {}, 'This call needs elevated rights: a site owner or an API key');
  if (!hasPermission(auth, permission)) {
    throw appError('MISSING_PERMISSION', { permission }, `This API key lacks the permission "${permission}"`);
  }
}
