import type { CheckoutInput, CreateCheckoutFromCurrentCartRequest, CreatedBy } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { invalid } from '../../core/wire/errors.js';
import type { CartRow } from '../carts/index.js';
import type { CheckoutInfo } from './tables.js';

/**
 * A checkout's details from its cart and the create request: the request's addresses, email and shipping option
 * where given, else what the checkout already had (made again from the same cart), else the cart's.
 */
export function checkoutInfo(
  cart: CartRow,
  request: CreateCheckoutFromCurrentCartRequest,
  previous: CheckoutInfo = {},
): CheckoutInfo {
  const contact = cart.info.contactInfo as { contactDetails?: Record<string, unknown> | null } | null;
  const withContact = (address: object) => ({ address, contactDetails: contact?.contactDetails ?? null });
  const info: CheckoutInfo = {
    buyerNote: cart.info.buyerNote ?? null,
    email: request.email ?? previous.email ?? cart.info.buyerEmail ?? null,
    contactId: cart.info.contactId ?? null,
    shippingDestination: request.shippingAddress
      ? withContact(request.shippingAddress)
      : (previous.shippingDestination ?? cart.info.contactInfo ?? null),
    billingInfo: request.billingAddress
      ? withContact(request.billingAddress)
      : (previous.billingInfo ?? null),
    selectedShippingOption:
      request.selectedShippingOption ??
      previous.selectedShippingOption ??
      cart.info.selectedShippingOption ??
      null,
    overrideCheckoutUrl: cart.info.overrideCheckoutUrl ?? null,
    customFields: previous.customFields ?? null,
    extendedFields: cart.info.extendedFields ?? null,
    businessLocationId: cart.info.businessLocationId ?? null,
  };
  assertReachable(info, {
    ownerKind: cart.ownerKind,
    givesAddress: !!(request.shippingAddress || request.billingAddress),
    field: 'email',
  });
  return info;
}

/** The checkout's details with what the request writes; what it leaves out stays as it was. */
export function mergeInfo(info: CheckoutInfo, input: CheckoutInput, overrideCheckoutUrl?: string | null) {
  const shipping = input.shippingInfo;
  const merged: CheckoutInfo = {
    ...info,
    ...(input.buyerInfo?.email !== undefined ? { email: input.buyerInfo.email } : {}),
    ...(input.buyerInfo?.contactId !== undefined ? { contactId: input.buyerInfo.contactId } : {}),
    ...(input.billingInfo !== undefined ? { billingInfo: input.billingInfo } : {}),
    ...(shipping?.shippingDestination !== undefined
      ? { shippingDestination: shipping.shippingDestination }
      : {}),
    ...(shipping?.selectedCarrierServiceOption !== undefined
      ? { selectedShippingOption: shipping.selectedCarrierServiceOption }
      : {}),
    ...(input.buyerNote !== undefined ? { buyerNote: input.buyerNote } : {}),
    ...(input.customFields !== undefined ? { customFields: input.customFields } : {}),
    ...(input.extendedFields !== undefined
      ? { extendedFields: input.extendedFields?.namespaces ?? null }
      : {}),
    ...(input.businessLocationId !== undefined ? { businessLocationId: input.businessLocationId } : {}),
    ...(input.taxExemptGroupId !== undefined ? { taxExemptGroupId: input.taxExemptGroupId } : {}),
    ...(input.customSettings !== undefined ? { customSettings: input.customSettings } : {}),
    ...(overrideCheckoutUrl !== undefined ? { overrideCheckoutUrl } : {}),
  };
  return merged;
}

/**
 * A signed-in buyer is reached through their account; anyone else who gives an address must leave an email
 * (`field` is where the request would have carried it).
 */
export function assertReachable(
  info: CheckoutInfo,
  { ownerKind, givesAddress, field }: { ownerKind: string | null; givesAddress: boolean; field: string },
) {
  const signedIn = ownerKind === 'member' || ownerKind === 'user';
  if (givesAddress && !signedIn && !info.email)
    throw invalid(field, 'is required with an address when the buyer is not signed in', 'REQUIRED_FIELD');
}

/** Who started the checkout, as the wire names them. */
export function createdBy(auth: AuthContext): CreatedBy {
  switch (auth.kind) {
    case 'visitor':
      return { visitorId: auth.visitorId };
    case 'member':
      return { memberId: auth.memberId };
    case 'owner':
      return { userId: auth.ownerId };
    case 'apiKey':
      return { appId: auth.keyId };
    default:
      return {};
  }
}
