import { hasPermission, type AuthContext } from '../../auth/context.js';
import { appError } from '../../wire/errors.js';
import type { OwnerKind } from './stored-line.js';

export const ECOM_PERMISSION = 'ecom.manage';

/** The identity a cart or checkout belongs to. */
export interface CartOwner {
  kind: OwnerKind;
  id: string;
}

/** The caller's own identity for the current cart: a visitor, a member, or a site owner; API keys have none. */
export function ownerOf(auth: AuthContext): CartOwner | undefined {
  switch (auth.kind) {
    case 'visitor':
      return { kind: 'visitor', id: auth.visitorId };
    case 'member':
      return { kind: 'member', id: auth.memberId };
    case 'owner':
      return { kind: 'user', id: auth.ownerId };
    default:
      return undefined;
  }
}

/** The site owner and API keys holding `ecom.manage` manage every cart of the site. */
export function managesCarts(auth: AuthContext): boolean {
  return hasPermission(auth, ECOM_PERMISSION);
}

/**
 * Custom line items and catalogue overrides carry prices the caller sets, so only the site owner and API keys
 * with `ecom.manage` may send them: a shopper could otherwise set their own price.
 */
export function assertMaySetPrices(
  auth: AuthContext,
  request: {
    customLineItems?: readonly unknown[] | null | undefined;
    lineItems?: ReadonlyArray<{ catalogOverrideFields?: unknown }> | null | undefined;
  },
) {
  const overrides =
    (request.customLineItems?.length ?? 0) > 0 ||
    (request.lineItems ?? []).some((line) => line.catalogOverrideFields != null);
  if (overrides && !managesCarts(auth)) throw appError('PRICE_OVERRIDE_NOT_ALLOWED');
}
