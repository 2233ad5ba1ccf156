import type { AuthContext } from '../../core/auth/context.js';
import { ECOM_PERMISSION, managesCarts, ownerOf } from '../../core/commerce/lines/ownership.js';
import { appError } from '../../core/wire/errors.js';
import type { CartRow } from './tables.js';

/** An API key without the permission is told so; anyone else who may not see the cart learns nothing of it. */
export function assertCartAccess(auth: AuthContext, cart: CartRow | undefined, cartId: string): CartRow {
  if (auth.kind === 'apiKey' && !managesCarts(auth))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
  const owner = ownerOf(auth);
  const mine = cart && owner && cart.ownerKind === owner.kind && cart.ownerId === owner.id;
  if (!cart || (!mine && !managesCarts(auth))) throw appError('CART_NOT_FOUND', { cartId });
  return cart;
}
