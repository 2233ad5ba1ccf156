import type { AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import { ECOM_PERMISSION, managesCarts, ownerOf } from '../../core/commerce/lines/ownership.js';
import type { OrderRow } from './tables.js';

/** The site may manage every order: the owner, and API keys with `ecom.manage`. */
export const managesOrders = managesCarts;

/**
 * An order is its buyer's to read, and the site's to read and manage; an API key without the permission is
 * told so, anyone else learns nothing of it.
 */
export function assertOrderAccess(auth: AuthContext, order: OrderRow | undefined, orderId: string) {
  if (auth.kind === 'apiKey' && !managesOrders(auth))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
  const buyer = ownerOf(auth);
  const mine = order && buyer && order.ownerKind === buyer.kind && order.ownerId === buyer.id;
  if (!order || (!mine && !managesOrders(auth))) throw appError('ORDER_NOT_FOUND', { orderId });
  return order;
}
