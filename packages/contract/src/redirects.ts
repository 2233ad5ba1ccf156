import { z } from 'zod';
import { CaptchaMode } from './captcha.js';

const url = z.string().max(2048);
/** PKCE is required, and only S256 (RFC 7636; OAuth 2.1 forbids `plain`). */
export const AuthorizeRequest = z.object({
  clientId: z.uuid(),
  responseType: z.literal('code'),
  redirectUri: url.min(1),
  scope: z.string().max(200).nullish(),
  state: z.string().min(1).max(2000),
  responseMode: z.enum(['query', 'fragment', 'web_message']).nullish(),
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the S256 code challenge (43 base64url characters)'),
  codeChallengeMethod: z.literal('S256'),
  sessionToken: z.string().max(2048).nullish(),
  nonce: z.string().max(512).nullish(),
  prompt: z.enum(['login', 'none']).nullish(),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequest>;

const Callbacks = z.object({
  postFlowUrl: url.nullish(),
  thankYouPageUrl: url.nullish(),
  loginUrl: url.nullish(),
  bookingsServiceListUrl: url.nullish(),
  cartPageUrl: url.nullish(),
  planListUrl: url.nullish(),
});

/** The intents other parts of the platform own; until they exist, asking for one is a clear error. */
export const LATER_INTENTS = [
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
] as const;

const later = Object.fromEntries(
  LATER_INTENTS.map((name) => [name, z.record(z.string(), z.unknown()).nullish()]),
) as Record<
  (typeof LATER_INTENTS)[number],
  z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>
>;

export const CreateRedirectSessionRequest = z.object({
  auth: z.object({ authRequest: AuthorizeRequest, prompt: z.enum(['login', 'none']).nullish() }).nullish(),
  login: z.object({}).nullish(),
  logout: z.object({ clientId: z.uuid() }).nullish(),
  /** The member's account pages on the hosted origin; Atrium offers the sign-in security section. */
  membersAccount: z
    .object({ section: z.enum(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']).nullish() })
    .nullish(),
  /** The hosted checkout of a checkout its caller may see; it returns to `thankYouPageUrl` or `postFlowUrl`. */
  ecomCheckout: z.object({ checkoutId: z.uuid() }).nullish(),
  callbacks: Callbacks.nullish(),
  preferences: z
    .object({
      useGenericWixPages: z.boolean().nullish(),
      maintainIdentity: z.boolean().nullish(),
      additionalQueryParameters: z.record(z.string().max(100), z.string().max(1000)).nullish(),
      checkIfPublish: z.boolean().nullish(),
    })
    .nullish(),
  origin: url.nullish(),
  ...later,
});
export type CreateRedirectSessionRequest = z.infer<typeof CreateRedirectSessionRequest>;

export const RedirectSession = z.object({
  id: z.uuid(),
  fullUrl: z.string(),
  urlDetails: z.object({ endpoint: z.string(), searchParams: z.record(z.string(), z.string()) }),
  sessionToken: z.string().nullable(),
  shortUrl: z.string(),
});
export const CreateRedirectSessionResponse = z.object({ redirectSession: RedirectSession });

/** What a hosted page needs to know about the redirect session that opened it. */
export const HostedSessionRequest = z.object({ sessionId: z.uuid() });
export const HostedSessionResponse = z.object({
  intent: z.enum(['auth', 'login', 'logout', 'membersAccount', 'ecomCheckout']),
  siteId: z.uuid(),
  siteName: z.string(),
  clientId: z.uuid(),
  /** Where the page continues after a sign-in: the authorize step, or the site's post-flow URL. */
  continueUrl: z.string(),
  /** The site's captcha setting, so that the sign-in page prepares the check before it is asked for. */
  captcha: CaptchaMode,
  /** The site's page to go back to (`callbacks.postFlowUrl`), when one was given. */
  returnUrl: z.string().nullable(),
});

/** Whose password a recovery link resets, for the reset page to name the site and lead back to it. */
export const LookUpRecoveryLinkRequest = z.object({ recoveryToken: z.string().min(1).max(200) });
export const LookUpRecoveryLinkResponse = z.object({
  siteName: z.string(),
  /** The site's first allowed origin, the way back when the link carries no return URL; null if it has none. */
  siteUrl: z.string().nullable(),
});

/** A short-lived member token for the hosted account page, from the member's session cookie. */
export const AccountTokenRequest = z.object({ sessionId: z.uuid() });
export const AccountTokenResponse = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  email: z.string(),
});
