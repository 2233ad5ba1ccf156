import type { ErrorCode } from '@atrium/contract';
import type { AuthContext } from '../auth/context.js';
import type { RouteSpec } from './route.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the contract: its payload, NUL characters included, is checked by registerRoutes. */
    wire?: boolean;
    /** The application error codes the route's contract call may answer. */
    errors?: ReadonlySet<ErrorCode>;
  }
  interface FastifyInstance {
    /** Every wire route, for the OpenAPI document. */
    wireRoutes: RouteSpec[];
  }
  interface FastifyRequest {
    /** The caller, resolved from the Authorization header at most once per request. */
    authenticate(): Promise<AuthContext>;
  }
}
