import type { FastifyInstance } from 'fastify';

// WIRE.md section 10.
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS =
  'authorization, content-type, x-wix-bi-gateway, x-wix-consistent, client-binding, wix-site-id, wix-account-id';
const EXPOSED_HEADERS = 'x-wix-request-id, x-wix-consistent';

export type OriginCheck = (origin: string) => Promise<boolean>;

/**
 * CORS for the origins that sites allow on their OAuth clients. A preflight carries no credentials, so the
 * check is against every site's allowed origins; the bearer token, not a cookie, is what authorises a call.
 */
export function installCors(
  app: FastifyInstance,
  isAllowed: OriginCheck,
  options: { sameOriginOnly?: readonly string[]; ownCors?: readonly string[] } = {},
): void {
  const sameOriginOnly = options.sameOriginOnly ?? [];
  const ownCors = options.ownCors ?? [];
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    // Cookie-authenticated routes (the dashboard's session) answer no other origin, whatever the sites allow.
    if (sameOriginOnly.some((prefix) => request.url.startsWith(prefix))) return;
    // Routes that answer CORS themselves (the tus upload protocol has headers of its own).
    if (ownCors.some((prefix) => request.url.startsWith(prefix))) return;
    const allowed = await isAllowed(origin);
    reply.header('vary', 'Origin');
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!allowed) {
      if (preflight)
        return reply.status(403).send({
          message: 'Origin not allowed',
          details: {
            applicationError: {
              code: 'ORIGIN_NOT_ALLOWED',
              description: 'Origin not allowed',
              data: { origin },
            },
          },
        });
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (preflight) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}
