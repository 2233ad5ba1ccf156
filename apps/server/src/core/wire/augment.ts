import type { AuthContext } from '../auth/context.js';
import type { RouteSpec } from './route.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every wire route, for the OpenAPI document. */
    wireRoutes: RouteSpec[];
  }
  interface FastifyRequest {
    /** The caller, resolved from the Authorization header at most once per request. */
    authenticate(): Promise<AuthContext>;
  }
}
