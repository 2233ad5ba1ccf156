/**
 * Query options for the SDK's hosted module: what a hosted page (same origin only) asks of the server for
 * itself. The page tokens (`createAccountToken`, `createCheckoutPageToken`) are credentials, not data to
 * cache: a page asks for them through the SDK, in its auth strategy.
 */
import { isAtriumError, type BoundModule, type hosted } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the hosted module (`createClient({ modules: { hosted }, auth })`). */
export interface HostedClient {
  hosted: BoundModule<typeof hosted>;
}

const keys = atriumKeys.hosted;

/** The link's site, or null when the link is spent, expired or not a link at all (a 400 answer). */
async function recoveryLinkOrNull(
  client: HostedClient,
  recoveryToken: string,
): Promise<hosted.RecoveryLinkSite | null> {
  if (!recoveryToken) return null;
  try {
    return await client.hosted.lookUpRecoveryLink(recoveryToken);
  } catch (error) {
    if (isAtriumError(error) && error.status === 400) return null;
    throw error;
  }
}

export const hostedQueries = {
  /** The redirect session that opened the page; REDIRECT_SESSION_NOT_FOUND when it expired. */
  redirectSession: (client: HostedClient, sessionId: string) =>
    queryOptions({
      queryKey: keys.redirectSession(sessionId),
      queryFn: () => client.hosted.getRedirectSession(sessionId),
      retry: false,
    }),
  recoveryLink: (client: HostedClient, recoveryToken: string) =>
    queryOptions({
      queryKey: keys.recoveryLink(recoveryToken),
      queryFn: () => recoveryLinkOrNull(client, recoveryToken),
      retry: false,
    }),
};
