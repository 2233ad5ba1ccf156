import type {
  AddToCurrentCartRequest,
  Cart as WireCart,
  CartInfoInput,
  CreateCheckoutFromCurrentCartRequest,
  CreateCheckoutResponse,
  CustomLineItemInput,
  EstimateCurrentCartTotalsRequest,
  EstimateTotalsResponse as WireEstimate,
  LineItemInput,
  LineItemQuantityUpdate,
  UpdateCurrentCartRequest,
} from '@atrium/contract';
import type { FromWire } from '../wire/wire-types.js';

/** A line's image is a `wix:image://` URI and its page URL a string, as the client shows them. */
type ShownLine = Omit<FromWire<WireCart['lineItems'][number]>, 'image' | 'url'> & {
  image?: string | null;
  url?: string | null;
};

export type Cart = Omit<FromWire<WireCart>, 'lineItems'> & { lineItems: ShownLine[] };
export type LineItem = ShownLine;
export type EstimateTotalsResponse = Omit<FromWire<WireEstimate>, 'cart'> & { cart: Cart };
export interface CartResponse {
  cart: Cart;
}
export type { CartInfoInput, CustomLineItemInput, LineItemInput, LineItemQuantityUpdate };
export type AddToCartOptions = AddToCurrentCartRequest;
export type UpdateCartOptions = UpdateCurrentCartRequest;
export type EstimateTotalsOptions = EstimateCurrentCartTotalsRequest;
export type CreateCheckoutOptions = CreateCheckoutFromCurrentCartRequest;
export type { CreateCheckoutResponse };
