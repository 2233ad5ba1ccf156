import { z } from 'zod';

const CheckoutId = z.uuid();

/** ENDPOINTS.md "Commerce: checkout" getCheckoutUrl and getWixCheckoutUrl: where a buyer pays. */
export const CheckoutUrlRequest = z.object({ id: CheckoutId });
export type CheckoutUrlRequest = z.infer<typeof CheckoutUrlRequest>;
export const CheckoutUrlResponse = z.object({
  /** The checkout's page: the caller's own (`overrideCheckoutUrl`) or Atrium's hosted checkout. */
  checkoutUrl: z.string(),
});
export type CheckoutUrlResponse = z.infer<typeof CheckoutUrlResponse>;

export const MarkCheckoutAsCompletedAndRedirectToUrlRequest = z.object({
  /** Server-signed JWT holding the checkout and where to go; the hosted checkout hands it out. */
  token: z.string().min(1).max(4096),
});
export type MarkCheckoutAsCompletedAndRedirectToUrlRequest = z.infer<
  typeof MarkCheckoutAsCompletedAndRedirectToUrlRequest
>;

/**
 * The HTTP answer a browser gets (a 302 to the site), told to a caller that is not a browser: `body` is base64
 * (the SDK decodes it), and `headers` carries `Location`.
 */
export const RawHttpResponse = z.object({
  body: z.string(),
  statusCode: z.number().int().nullable(),
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type RawHttpResponse = z.infer<typeof RawHttpResponse>;

/** Atrium: the hosted checkout page's way to act as the checkout's buyer, from the link that opened it. */
export const CheckoutPageTokenRequest = z.object({ sessionId: z.uuid() });
export const CheckoutPageTokenResponse = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  checkoutId: z.uuid(),
  /** Who the page acts as: the checkout's visitor or member. */
  role: z.enum(['visitor', 'member']),
  /**
   * The link back to the site once the order is placed (markCheckoutAsCompletedAndRedirectToUrl), when the
   * site gave a `thankYouPageUrl` or `postFlowUrl`.
   */
  returnUrl: z.string().nullable(),
});
export type CheckoutPageTokenResponse = z.infer<typeof CheckoutPageTokenResponse>;
