import type { Checkout as WireCheckout, CheckoutInput, UpdateCheckoutRequest } from '@atrium/contract';
import type { FromWire } from '../wire/wire-types.js';

/** A line's image (`media`) is a `wix:image://` URI and its page URL a string, as the client shows them. */
type ShownLine = Omit<FromWire<WireCheckout['lineItems'][number]>, 'media' | 'url'> & {
  media?: string | null;
  url?: string | null;
};

export type Checkout = Omit<FromWire<WireCheckout>, 'lineItems'> & { lineItems: ShownLine[] };
export type CheckoutLineItem = ShownLine;
export interface CheckoutResponse {
  checkout: Checkout;
}

/** What a caller may write on a checkout (its id comes from the call's first argument). */
export type CheckoutUpdate = Omit<FromWire<CheckoutInput>, 'id'>;
export type UpdateCheckoutOptions = Pick<
  UpdateCheckoutRequest,
  'couponCode' | 'giftCardCode' | 'giftCardRedeemAmount' | 'overrideCheckoutUrl'
>;
export type { LineItemQuantityUpdate } from '@atrium/contract';
