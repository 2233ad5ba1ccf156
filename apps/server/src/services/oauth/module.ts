import { AuthorizationCodeGrant } from '@atrium/contract';
import { createHook, defineModule, type Hook } from '../../core/modules/index.js';
import { parseOrThrow } from '../../core/wire/violations.js';
import { createAccessTokens, type AccessTokens } from './access-tokens.js';
import { createAuthenticator, type Authenticate } from './authenticate.js';
import { createCodeGrant, type VisitorSignedIn } from './code-grant.js';
import { createCodes, type Codes } from './codes.js';
import { createKeyStore, type KeyStore } from './keys.js';
import { oauthRoutes, type GrantHandler } from './routes.js';
import { createOAuthService, type OAuthService } from './service.js';
import * as tables from './tables.js';
import { tokenInfoRoutes } from './token-info.js';

/** Tokens: issuing them (the grants), checking them on every request, and the codes of authorize links. */
export interface OAuth {
  keys: KeyStore;
  accessTokens: AccessTokens;
  service: OAuthService;
  codes: Codes;
  /** Grants answered by other modules, by grant type (members: `authorized_client`). */
  grants: Map<string, GrantHandler>;
  /** The request's caller, from its bearer token, API key or owner token. */
  authenticate: Authenticate;
  /** A visitor just signed in as a member, by any way in: what the visitor had (their cart) follows them. */
  visitorSignedIn: Hook<Parameters<VisitorSignedIn>>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    oauth: OAuth;
  }
}

export const oauthModule = defineModule({
  name: 'oauth',
  needs: ['sites'],
  tables,
  async create({ core, sites }) {
    const { db, config, clock } = core;
    const keys = createKeyStore(db);
    await keys.ensure();
    const accessTokens = createAccessTokens({
      keys,
      issuer: config.publicUrl,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    });
    const service = createOAuthService({
      db,
      sites,
      accessTokens,
      clock,
      visitorRefreshTtlDays: config.visitorRefreshTtlDays,
      memberRefreshTtlDays: config.memberRefreshTtlDays,
    });
    const codes = createCodes(db, clock);
    const visitorSignedIn = createHook<Parameters<VisitorSignedIn>>();
    const redeemCode = createCodeGrant({ codes, service, clock, signedIn: visitorSignedIn });
    const grants = new Map<string, GrantHandler>([
      ['authorization_code', async (body) => redeemCode(parseOrThrow(AuthorizationCodeGrant, body))],
    ]);
    const authenticate = createAuthenticator(sites, accessTokens);
    return { keys, accessTokens, service, codes, grants, authenticate, visitorSignedIn };
  },
  routes: (oauth) => [
    ...oauthRoutes(oauth.service, oauth.keys, oauth.grants),
    ...tokenInfoRoutes(oauth.accessTokens),
  ],
  // Expired refresh tokens and codes are useless; an hourly sweep keeps the tables to live sessions.
  jobs: (oauth) => [
    {
      queue: 'oauth.cleanup',
      every: '17 * * * *',
      async handle() {
        await oauth.service.deleteExpiredRefreshTokens();
        await oauth.codes.deleteExpired();
      },
    },
  ],
});
