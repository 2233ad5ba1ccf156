import { hasPermission, type AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import type { CartOwnerKind, CartRow } from './tables.js';

export const ECOM_PERMISSION = 'ecom.manage';

/** The identity a cart belongs to. */
export interface CartOwner {
  kind: CartOwnerKind;
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

/** An API key without the permission is told so; anyone else who may not see the cart learns nothing of it. */
export function assertCartAccess(auth: AuthContext, cart: CartRow | undefined, cartId: string): CartRow {
  if (auth.kind === 'apiKey' && !managesCarts(auth))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
  const owner = ownerOf(auth);
  const mine = cart && owner && cart.ownerKind === owner.kind && cart.ownerId === owner.id;
  if (!cart || (!mine && !managesCarts(auth))) throw appError('CART_NOT_FOUND', { cartId });
  return cart;
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
