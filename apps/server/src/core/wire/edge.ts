import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context.js';
import { installCors, type OriginCheck } from './cors.js';
import { buildOpenApi } from './openapi.js';

export interface EdgeOptions {
  /** The request's caller, from its credentials (the oauth module's authenticator). */
  authenticate(request: FastifyRequest): Promise<AuthContext>;
  isOriginAllowed: OriginCheck;
  /** Cookie-authenticated routes (the dashboard's session, the hosted pages' tokens): same origin only. */
  sameOriginOnly: readonly string[];
  /** Routes that answer CORS themselves (tus, whose protocol has headers of its own). */
  ownCors: readonly string[];
  publicUrl: string;
}

const AUTH = Symbol('auth');

/**
 * What every route shares before any module's: the caller resolved once per request (on first use), CORS by
 * the sites' allowed origins, and `/openapi.json`, made from the routes registered, at its first request.
 */
export function installEdge(app: FastifyInstance, options: EdgeOptions): void {
  app.decorateRequest(AUTH, null);
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    const memo = this as unknown as { [AUTH]: Promise<AuthContext> | null };
    memo[AUTH] ??= options.authenticate(this);
    return memo[AUTH];
  });
  installCors(app, options.isOriginAllowed, options);
  let openapi: Record<string, unknown> | undefined;
  app.get('/openapi.json', async () => (openapi ??= buildOpenApi(app.wireRoutes, options.publicUrl)));
}
