import type { OwnerSessionClient } from '@atrium/react';
import type { AuthStrategy } from '@atrium/sdk';

// Renew a little before expiry, so that a token never runs out between the check and the call.
const MARGIN_MS = 30_000;

/**
 * The dashboard acts for a site with the owner's short-lived access token, issued from the session; it goes
 * through the same public API as any other elevated caller.
 */
export function ownerTokenStrategy(siteId: string, owner: OwnerSessionClient): AuthStrategy {
  let current: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const issue = async () => {
    const issued = await owner.ownerSession.createSiteToken(siteId);
    current = { value: issued.accessToken, expiresAt: Date.now() + issued.expiresIn * 1000 };
    return issued.accessToken;
  };
  return {
    elevated: true,
    async getAuthHeaders() {
      const token =
        current && current.expiresAt - MARGIN_MS > Date.now()
          ? current.value
          : await (pending ??= issue().finally(() => (pending = undefined)));
      return { headers: { Authorization: `Bearer ${token}` } };
    },
  };
}
