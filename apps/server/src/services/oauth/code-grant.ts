import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@atrium/contract';
import type { Hook } from '../../core/modules/index.js';
import type { Clock } from '../../core/clock.js';
import { appError } from '../../core/wire/errors.js';
import { verifyPkce, type Codes } from './codes.js';
import type { OAuthService } from './service.js';

export interface CodeRedemption {
  clientId: string;
  code: string;
  codeVerifier: string;
  redirectUri?: string | null;
}

// One answer for every way a code can be wrong, as RFC 6749 section 5.2 asks (invalid_grant).
const invalidCode = () =>
  appError('INVALID_GRANT', {}, 'The authorization code is invalid, expired, already used or not yours');

/** The `authorization_code` grant: PKCE S256, the exact redirect URI, once only. */
/** A visitor has just signed in as a member (their cart becomes the member's). */
export type VisitorSignedIn = (siteId: string, visitorId: string, memberId: string) => Promise<void>;

export interface CodeGrantDeps {
  codes: Codes;
  service: OAuthService;
  clock: Clock;
  /** Run when the code's authorize link was asked for by a visitor, who is now this member. */
  signedIn: Hook<Parameters<VisitorSignedIn>>;
}

export function createCodeGrant({ codes, service, clock, signedIn }: CodeGrantDeps) {
  return async function authorizationCodeGrant(grant: CodeRedemption): Promise<TokenResponse> {
    const client = await service.findClient(grant.clientId);
    const row = await codes.find(grant.code);
    if (!row || row.clientId !== client.id) throw invalidCode();
    if (row.usedAt) {
      // A code that comes back was intercepted or replayed: what it bought is revoked too.
      if (row.familyId) await service.revokeFamily(row.familyId);
      throw invalidCode();
    }
    if (row.expiresAt.getTime() <= clock()) throw invalidCode();
    if (grant.redirectUri != null && grant.redirectUri !== row.redirectUri) throw invalidCode();
    if (!verifyPkce(row.codeChallenge, grant.codeVerifier)) throw invalidCode();
    const familyId = randomUUID();
    if (!(await codes.spend(row.id, familyId))) throw invalidCode();
    const tokens = await service.memberGrant(client.id, row.memberId, familyId);
    if (row.visitorId) await signedIn.run(row.siteId, row.visitorId, row.memberId);
    return tokens;
  };
}
