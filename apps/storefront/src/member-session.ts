import type { OAuthData, OAuthStrategy } from '@atrium/sdk';
import type { StoreClient } from './client';

const PENDING = 'atrium-oauth';
// Set while this browser has a signed-in member, so that only returning members pay for a silent check.
const RETURNING = 'atrium-returning-member';

/** Sends the visitor to the hosted sign-in page; they come back to /callback with a code. */
export async function signIn(auth: OAuthStrategy): Promise<void> {
  const data = await auth.generateOAuthData(`${window.location.origin}/callback`, window.location.href);
  sessionStorage.setItem(PENDING, JSON.stringify(data));
  const { authUrl } = await auth.getAuthUrl(data, { responseMode: 'query' });
  window.location.assign(authUrl);
}

/** On /callback: the code exchanged for member tokens, then back to the page the visitor started from. */
export async function completeSignIn(auth: OAuthStrategy): Promise<void> {
  const stored = sessionStorage.getItem(PENDING);
  sessionStorage.removeItem(PENDING);
  const { code, state, error } = auth.parseFromUrl(window.location.href, 'query');
  if (error || !stored) {
    window.history.replaceState(null, '', '/');
    return;
  }
  const data = JSON.parse(stored) as OAuthData;
  await auth.setTokens(await auth.getMemberTokens(code, state, data));
  localStorage.setItem(RETURNING, '1');
  const back = new URL(data.originalUri || '/', window.location.origin);
  window.history.replaceState(
    null,
    '',
    back.origin === window.location.origin ? back.pathname + back.search : '/',
  );
}

/** A returning member whose tokens are gone is signed in again without a page, if the hosted session lives. */
export async function resumeSession(auth: OAuthStrategy): Promise<void> {
  // Reads the stored tokens (renewing them if they have run out) before deciding anything.
  await auth.generateVisitorTokens();
  if (auth.loggedIn() || !localStorage.getItem(RETURNING)) return;
  const tokens = await auth.silentLogin().catch(() => null);
  if (tokens) await auth.setTokens(tokens);
  else localStorage.removeItem(RETURNING);
}

/** The member's sign-in security (authenticator apps, passkeys) on Atrium's hosted account page. */
export async function openAccount(client: StoreClient): Promise<void> {
  const { redirectSession } = await client.redirects.createRedirectSession({
    membersAccount: { section: 'ACCOUNT_INFO' },
    callbacks: { postFlowUrl: window.location.href },
  });
  window.location.assign(redirectSession.fullUrl);
}

export async function signOut(auth: OAuthStrategy): Promise<void> {
  localStorage.removeItem(RETURNING);
  const { logoutUrl } = await auth.logout(`${window.location.origin}/`);
  window.location.assign(logoutUrl);
}
