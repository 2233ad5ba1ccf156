/**
 * Carts and checkouts in a wire answer (`cart`, `checkout`, and estimate answers) as the client shows them (WIRE.md section 3): each
 * line's image as a `wix:image://` URI and its page URL as a string; addresses with `addressLine1`,
 * `formatted` and `location`. Kept out of the modules so that it does not show as a member of them.
 */
import { isPlainObject } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';
import { imageToUri } from './media-uri.js';

const ADDRESS_FROM_WIRE = { addressLine: 'addressLine1', formattedAddress: 'formatted', geocode: 'location' };
const ADDRESS_TO_WIRE = { addressLine1: 'addressLine', formatted: 'formattedAddress', location: 'geocode' };

function rename(address: unknown, names: Record<string, string>): void {
  if (!isPlainObject(address)) return;
  for (const [from, to] of Object.entries(names))
    if (from in address) {
      address[to] = address[from];
      delete address[from];
    }
}

/** Each line's image (`image` on a cart, `media` on a checkout) as a URI and its page URL as a string. */
function showLines(lines: unknown, imageField: 'image' | 'media'): void {
  if (!Array.isArray(lines)) return;
  for (const line of lines as unknown[]) {
    if (!isPlainObject(line)) continue;
    line[imageField] = imageToUri(line[imageField]);
    if (isPlainObject(line.url)) line.url = line.url.url ?? line.url.relativePath;
  }
}

const addressOf = (holder: unknown) => isPlainObject(holder) && rename(holder.address, ADDRESS_FROM_WIRE);

/** The pickup addresses of the selected and the offered shipping options. */
function pickupAddresses(shippingInfo: unknown): void {
  if (!isPlainObject(shippingInfo)) return;
  const carriers = Array.isArray(shippingInfo.carrierServiceOptions)
    ? shippingInfo.carrierServiceOptions
    : [];
  const options = [
    shippingInfo.selectedCarrierServiceOption,
    ...carriers.flatMap((carrier: unknown) =>
      isPlainObject(carrier) && Array.isArray(carrier.shippingOptions) ? carrier.shippingOptions : [],
    ),
  ];
  for (const option of options)
    if (isPlainObject(option) && isPlainObject(option.logistics)) addressOf(option.logistics.pickupDetails);
}

/** A cart, and the shipping options of an estimate, as shown. */
export function cartAnswer(body: PlainObject): void {
  pickupAddresses(body.shippingInfo);
  const cart = body.cart;
  if (!isPlainObject(cart)) return;
  showLines(cart.lineItems, 'image');
  addressOf(cart.contactInfo);
}

/** A shipping option's logistics as shown (`addressLine1`...), and back in wire names on the way out. */
export const logisticsAnswer = (body: PlainObject): void => {
  if (isPlainObject(body.logistics)) addressOf(body.logistics.pickup);
};
export function logisticsToWire(payload: PlainObject): void {
  if (isPlainObject(payload.logistics) && isPlainObject(payload.logistics.pickup))
    rename(payload.logistics.pickup.address, ADDRESS_TO_WIRE);
}

/** A checkout in an answer (`checkout`): lines as a cart's, billing and shipping addresses by their shown names. */
export function checkoutAnswer(body: PlainObject): void {
  const checkout = body.checkout;
  if (!isPlainObject(checkout)) return;
  showLines(checkout.lineItems, 'media');
  addressOf(checkout.billingInfo);
  if (isPlainObject(checkout.shippingInfo)) addressOf(checkout.shippingInfo.shippingDestination);
  pickupAddresses(checkout.shippingInfo);
}

/**
 * A request's addresses in their wire names: a cart's contact, shipping and billing, a checkout's two (in
 * `checkout` for an update, `checkoutInfo` for a create).
 */
export function addressesToWire(payload: PlainObject): void {
  const info = payload.cartInfo;
  if (isPlainObject(info) && isPlainObject(info.contactInfo))
    rename(info.contactInfo.address, ADDRESS_TO_WIRE);
  rename(payload.shippingAddress, ADDRESS_TO_WIRE);
  rename(payload.billingAddress, ADDRESS_TO_WIRE);
  const checkout = payload.checkout ?? payload.checkoutInfo;
  if (!isPlainObject(checkout)) return;
  if (isPlainObject(checkout.billingInfo)) rename(checkout.billingInfo.address, ADDRESS_TO_WIRE);
  if (isPlainObject(checkout.shippingInfo) && isPlainObject(checkout.shippingInfo.shippingDestination))
    rename(checkout.shippingInfo.shippingDestination.address, ADDRESS_TO_WIRE);
}

/** What every cart call declares: addresses in their wire names on the way out, carts as shown on the way in. */
export const CART_CALL = { transform: cartAnswer, prepare: addressesToWire } as const;
/** What every checkout call declares, as CART_CALL for checkouts. */
export const CHECKOUT_CALL = { transform: checkoutAnswer, prepare: addressesToWire } as const;

/** A member's saved addresses (`address`, or each of `addresses`) as a cart's are shown. */
export function savedAddressAnswer(body: PlainObject): void {
  const saved = Array.isArray(body.addresses) ? (body.addresses as unknown[]) : [body.address];
  for (const entry of saved) addressOf(entry);
}

/** A saved address's request in wire names. */
export function savedAddressToWire(payload: PlainObject): void {
  rename(payload.address, ADDRESS_TO_WIRE);
}
