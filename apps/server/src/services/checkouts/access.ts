import type { AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import { ECOM_PERMISSION, managesCarts, ownerOf } from '../../core/commerce/lines/ownership.js';
import type { CheckoutRow } from './tables.js';

/**
 * A checkout is its buyer's (the identity that owned the cart), and the site owner's and API keys' with
 * `ecom.manage`: an API key without it is told so; anyone else learns nothing of it.
 */
export function assertCheckoutAccess(
  auth: AuthContext,
  checkout: CheckoutRow | undefined,
  lookedUp: Record<string, unknown>,
) {
  assertKeyMayCall(auth);
  const buyer = ownerOf(auth);
  const mine = checkout && buyer && checkout.ownerKind === buyer.kind && checkout.ownerId === buyer.id;
  if (!checkout || (!mine && !managesCarts(auth))) throw appError('CHECKOUT_NOT_FOUND', lookedUp);
  return checkout;
}

/** A tax exemption lowers the price: only the site (owner, or a key with `ecom.manage`) puts a checkout in one. */
export function assertMaySetTaxExemption(auth: AuthContext, input: { taxExemptGroupId?: unknown }) {
  if (input.taxExemptGroupId !== undefined && !managesCarts(auth))
    throw appError('PRICE_OVERRIDE_NOT_ALLOWED', { field: 'taxExemptGroupId' });
}

/**
 * The coupon or gift card the site locked on a checkout (its custom settings) stays as it is for the buyer; the
 * site itself may still change it.
 */
export function assertCodeUnlocked(
  auth: AuthContext,
  row: CheckoutRow,
  code: 'lockCouponCode' | 'lockGiftCard',
) {
  if (row.info.customSettings?.[code] && !managesCarts(auth))
    throw appError('CHECKOUT_CODE_LOCKED', {
      checkoutId: row.id,
      code: code === 'lockCouponCode' ? 'coupon' : 'giftCard',
    });
}

/** An API key calls the checkout calls only with `ecom.manage`. */
export function assertKeyMayCall(auth: AuthContext) {
  if (auth.kind === 'apiKey' && !managesCarts(auth))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
}
