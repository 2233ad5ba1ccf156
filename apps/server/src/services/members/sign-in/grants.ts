import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ALL_PERMISSIONS } from '../../../core/auth/context.js';
import { appError } from '../../../core/wire/errors.js';
import type { AccessTokens, OAuthService } from '../../oauth/index.js';
import { parseOrThrow } from '../../../core/wire/violations.js';
import type { GrantHandler } from '../../oauth/index.js';
import type { Sites } from '../../sites/index.js';
import type { Members } from '../module.js';
import { MEMBERS_PERMISSION } from '../permission.js';

const AuthorizedClientGrant = z.object({
  grant_type: z.literal('authorized_client'),
  scope: z.literal('offline_access'),
  member_id: z.uuid(),
  session_token: z.string().max(2048).nullish(),
});

interface GrantDeps {
  members: Pick<Members, 'get'>;
  oauth: OAuthService;
  accessTokens: AccessTokens;
  sites: Sites;
}

/** `Authorization: <access token>,<api key>` (WIRE.md section 4): the client's token names the OAuth client. */
function credentials(request: FastifyRequest): { accessToken: string; apiKey: string } {
  const parts = (request.headers.authorization ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^bearer\s+/i, ''));
  const [accessToken, apiKey] = parts;
  if (parts.length !== 2 || !accessToken || !apiKey)
    throw appError(
      'UNAUTHENTICATED',
      {},
      'The authorized_client grant needs "Authorization: <access token>,<API key>"',
    );
  return { accessToken, apiKey };
}

/**
 * The `authorized_client` grant: a trusted server (holding an API key of the site) signs a member in on its own
 * authority, for the OAuth client whose token it presents.
 */
export function authorizedClientGrant({ members, oauth, accessTokens, sites }: GrantDeps): GrantHandler {
  return async (body, request) => {
    const grant = parseOrThrow(AuthorizedClientGrant, body);
    const { accessToken, apiKey } = credentials(request);
    const claims = await accessTokens.verify(accessToken);
    const key = await sites.verifyApiKey(apiKey);
    if (!key) throw appError('INVALID_API_KEY');
    if (key.siteId !== claims.siteId || !claims.clientId)
      throw appError('SITE_MISMATCH', {}, 'The API key and the access token belong to different sites');
    if (!key.permissions.includes(ALL_PERMISSIONS) && !key.permissions.includes(MEMBERS_PERMISSION))
      throw appError('MISSING_PERMISSION', {}, `This API key lacks the permission "${MEMBERS_PERMISSION}"`);
    const member = await members.get(claims.siteId, grant.member_id);
    if (member.status !== 'ACTIVE') throw appError('MEMBER_NOT_ACTIVE');
    return oauth.memberGrant(claims.clientId, member.id);
  };
}
