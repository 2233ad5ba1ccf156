import {
  checkout,
  checkoutSettings,
  createClient,
  isApplicationError,
  memberAccount,
  isValidationError,
  orders,
  sandboxPayments,
  tips,
  tipSettings,
  type AuthStrategy,
  type hosted,
} from '@atrium/sdk';
import { fetchHostedSession, hostedClient, type HostedSession } from './hosted-client';

/** The page's token; a member's checkout (`role: 'member'`) offers their saved addresses. */
type PageToken = hosted.CheckoutPageToken;

/** Why the page cannot open: a sentence for the buyer, never a status code. */
export class OpenError extends Error {}

/**
 * One request at a time per link: the first answer sets the browser's cookie, and a second request sent before
 * it (a re-rendered page) would look like another browser and be refused.
 */
let inFlight: Promise<PageToken> | undefined;
function pageToken(sessionId: string): Promise<PageToken> {
  inFlight ??= askToken(sessionId).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function askToken(sessionId: string): Promise<PageToken> {
  try {
    return await hostedClient().hosted.createCheckoutPageToken(sessionId);
  } catch (error) {
    // A refusal is the link's fault (in the server's words where it has some); no answer at all is the page's
    // "cannot be opened now".
    if (!isApplicationError(error) && !isValidationError(error)) throw error;
    throw new OpenError(
      (isApplicationError(error) && error.description) ||
        'This checkout link cannot be used; go back to the shop and try again.',
    );
  }
}

/**
 * The page acts as the checkout's buyer with a short token, asked for again (the browser's cookie proves it is
 * the same browser) a minute before it runs out.
 */
function buyerAuth(sessionId: string, first: PageToken): AuthStrategy {
  let current = first;
  let expiresAt = Date.now() + first.expiresIn * 1000;
  return {
    async getAuthHeaders() {
      if (Date.now() > expiresAt - 60_000) {
        current = await pageToken(sessionId);
        expiresAt = Date.now() + current.expiresIn * 1000;
      }
      return { headers: { Authorization: current.accessToken } };
    },
  };
}

export async function openCheckout(sessionId: string) {
  const [session, token] = await Promise.all([
    fetchHostedSession(sessionId).catch(() => {
      throw new OpenError(
        'This checkout link has expired or does not exist; go back to the shop and try again.',
      );
    }),
    pageToken(sessionId),
  ]);
  const client = createClient({
    modules: { checkout, checkoutSettings, sandboxPayments, orders, tips, tipSettings, memberAccount },
    auth: buyerAuth(sessionId, token),
  });
  return {
    client,
    session,
    checkoutId: token.checkoutId,
    isMember: token.role === 'member',
    returnUrl: token.returnUrl,
  };
}

export type Opened = Awaited<ReturnType<typeof openCheckout>>;
export type CheckoutApi = Opened['client'];
export type ShownCheckout = Awaited<ReturnType<CheckoutApi['checkout']['getCheckout']>>;
export type { HostedSession };
export type TipOffer = tipSettings.TipOffer;
export type TipChoice = tips.TipChoice;

const FIELDS: Record<string, string> = {
  email: 'the email address',
  country: 'the country',
  postalCode: 'the postal code',
  number: 'the card number',
  cvc: 'the security code',
  expMonth: 'the expiry month',
  expYear: 'the expiry year',
};

/** A sentence for the buyer from whatever the server said. */
export function sentence(error: unknown): string {
  if (isValidationError(error)) {
    const field = error.fieldViolations[0]?.field.split('.').pop() ?? '';
    return `Check ${FIELDS[field] ?? field}: ${error.fieldViolations[0]?.description ?? 'it is not valid'}.`;
  }
  if (isApplicationError(error)) return error.description || error.message;
  return 'That did not work. Check your connection and try again.';
}
