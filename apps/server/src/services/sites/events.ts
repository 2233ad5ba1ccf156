import type { Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { OAuthClient } from './types.js';

export interface SiteChange {
  siteId: string;
  type: string;
  entityId: string;
  data: Record<string, unknown>;
}

/**
 * Records a change to the site's set-up in its transaction (the audit trail). The `atrium` command makes its
 * service without an outbox, since it runs no job workers; what it does is not recorded.
 */
export function siteRecorder(outbox: Outbox | undefined) {
  return async (tx: Executor, change: SiteChange): Promise<void> => {
    await outbox?.record(tx, change);
  };
}

/** A client as the log shows it: everything an owner set (a client has no secret). */
export const clientData = (client: OAuthClient) => ({
  id: client.id,
  name: client.name,
  allowedOrigins: client.allowedOrigins,
  redirectUris: client.redirectUris,
  rotateRefreshTokens: client.rotateRefreshTokens,
});
