import type {
  AddToCheckoutRequest,
  CheckoutCreateOrderRequest,
  CheckoutCreateOrderResponse,
  CreateOrderAndChargeRequest,
  CreateOrderAndChargeResponse,
  Checkout as WireCheckout,
  CheckoutInput,
  CreateCheckoutFromLinesRequest,
  UpdateCheckoutRequest,
} from '@atrium/contract';
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
  | 'couponCode'
  | 'giftCardCode'
  | 'giftCardRedeemAmount'
  | 'overrideCheckoutUrl'
  | 'lineItems'
  | 'customLineItems'
>;
/** A checkout from lines: `checkoutInfo` holds the buyer's details as an update writes them. */
export type CreateCheckoutOptions = Omit<CreateCheckoutFromLinesRequest, 'checkoutInfo'> & {
  checkoutInfo?: CheckoutUpdate | null;
};
export type AddToCheckoutOptions = Omit<AddToCheckoutRequest, 'id'>;
export type { LineItemQuantityUpdate } from '@atrium/contract';
export type CreateOrderOptions = Omit<CheckoutCreateOrderRequest, 'id'>;
export type CreateOrderAndChargeOptions = Omit<CreateOrderAndChargeRequest, 'id'>;
export type CreateOrderResponse = CheckoutCreateOrderResponse;
export type { CreateOrderAndChargeResponse };
export type { CheckoutUrlResponse } from '@atrium/contract';
/** The redirect a browser would get, told in JSON; `body` is decoded from base64 to bytes. */
export interface RawHttpResponse {
  body: Uint8Array;
  statusCode: number | null;
  headers: { key: string; value: string }[];
}
