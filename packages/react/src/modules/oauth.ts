/** Query options for the signed-in member's own claims (the SDK's `oauth.userInfo`). */
import type { BoundModule, oauth } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { atriumKeys } from '../query-keys.js';

export interface OAuthClient {
  oauth: BoundModule<typeof oauth>;
}

export const oauthQueries = {
  /** Keyed by the session (its refresh token, say), so that another sign-in asks again. */
  userInfo: (client: OAuthClient, session: string | undefined) =>
    queryOptions({ queryKey: atriumKeys.auth.userInfo(session), queryFn: () => client.oauth.userInfo() }),
};
