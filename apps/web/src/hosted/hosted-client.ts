import { createClient, hosted, isAtriumError, recovery, SessionCookieStrategy } from '@atrium/sdk';

export type HostedSession = hosted.HostedSession;
export type RecoveryLinkSite = hosted.RecoveryLinkSite;

let client: ReturnType<typeof makeClient> | undefined;

function makeClient() {
  return createClient({ modules: { hosted, recovery }, auth: SessionCookieStrategy() });
}

/**
 * The hosted pages' own calls (`hosted`) and password recovery, on the server's origin: the browser's cookies
 * ride along, and no token is needed. Made on first use.
 */
export function hostedClient() {
  return (client ??= makeClient());
}

/** The redirect session that opened the page; rejects when it has expired or does not exist. */
export const fetchHostedSession = (sessionId: string): Promise<HostedSession> =>
  hostedClient().hosted.getRedirectSession(sessionId);

/** An answer of 4xx with this status (401: not signed in, 400: a link that cannot be used). */
export const isStatus = (error: unknown, status: number): boolean =>
  isAtriumError(error) && error.status === status;
