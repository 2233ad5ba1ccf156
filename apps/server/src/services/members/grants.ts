import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ALL_PERMISSIONS } from '../../core/auth/context.js';
import { AppError, forbidden, unauthenticated } from '../../core/wire/errors.js';
import type { AccessTokens, OAuthService } from '../oauth/index.js';
import { parseGrant, type GrantHandler } from '../oauth/index.js';
import type { SitesService } from '../sites/index.js';
import type { MembersService } from './service.js';

const AuthorizedClientGrant = z.object({
  grant_type: z.literal('authorized_client'),
  scope: z.literal('offline_access'),
  member_id: z.uuid(),
  session_token: z.string().max(2048).nullish(),
});

export const MEMBERS_PERMISSION = 'members.manage';

interface GrantDeps {
  members: MembersService;
  oauth: OAuthService;
  accessTokens: AccessTokens;
  sites: SitesService;
}

/** `Authorization: <access token>,<api key>` (WIRE.md section 4): the client's token names the OAuth client. */
function credentials(request: FastifyRequest): { accessToken: string; apiKey: string } {
  const parts = (request.headers.authorization ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^bearer\s+/i, ''));
  const [accessToken, apiKey] = parts;
  if (parts.length !== 2 || !accessToken || !apiKey)
    throw unauthenticated('The authorized_client grant needs "Authorization: <access token>,<API key>"');
  return { accessToken, apiKey };
}

/**
 * The `authorized_client` grant: a trusted server (holding an API key of the site) signs a member in on its own
 * authority, for the OAuth client whose token it presents.
 */
export function authorizedClientGrant({ members, oauth, accessTokens, sites }: GrantDeps): GrantHandler {
  return async (body, request) => {
    const grant = parseGrant(AuthorizedClientGrant, body);
    const { accessToken, apiKey } = credentials(request);
    const claims = await accessTokens.verify(accessToken);
    const key = await sites.verifyApiKey(apiKey);
    if (!key) throw new AppError(401, 'INVALID_API_KEY', 'The API key is not valid or has been revoked');
    if (key.siteId !== claims.siteId || !claims.clientId)
      throw forbidden('The API key and the access token belong to different sites', 'SITE_MISMATCH');
    if (!key.permissions.includes(ALL_PERMISSIONS) && !key.permissions.includes(MEMBERS_PERMISSION))
      throw new AppError(
        403,
        'MISSING_PERMISSION',
        `This API key lacks the permission "${MEMBERS_PERMISSION}"`,
      );
    const member = await members.get(claims.siteId, grant.member_id);
    if (member.status !== 'ACTIVE')
      throw new AppError(
        403,
        'MEMBER_NOT_ACTIVE',
        'This member cannot sign in until their account is active',
      );
    return oauth.memberGrant(claims.clientId, member.id);
  };
}
