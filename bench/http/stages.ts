// The stages between a floor and its route, for BENCH_STAGES: the route's own handler called from a bare route,
// then with what the wire layer adds around it, one piece at a time. `/bench/stage/<stage>/<route path>` takes
// the route's request as it is (method, query string or body, Authorization) and answers what the route would:
// - handler: the input parsed by the route's schema, the handler with an auth context resolved once, the
//   answer as JSON.stringify (the service's query, the engine, the mapping to wire shapes);
// - output: and the answer parsed by the route's output schema, as route.ts does;
// - auth: and the caller authenticated and authorized on every request (the API key looked up).
// What the full route costs beyond `auth` is Fastify's route and hooks of the app (request ids, CORS, errors).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, SiteAuth } from '../../apps/server/src/core/auth/context.js';
import { authorize } from '../../apps/server/src/core/auth/context.js';
import { coerceToSchema } from '../../apps/server/src/core/wire/coerce.js';
import { parseQueryString, queryPayload } from '../../apps/server/src/core/wire/query-string.js';
import type { Call, RouteSpec } from '../../apps/server/src/core/wire/route.js';

export const STAGE_PREFIX = '/bench/stage/';
export const STAGES = ['handler', 'output', 'auth'] as const;
export type Stage = (typeof STAGES)[number];

interface StageOptions {
  routes: readonly RouteSpec[];
  authenticate(request: FastifyRequest): Promise<AuthContext>;
}

export function registerStages(floor: FastifyInstance, options: StageOptions): void {
  const once = new Map<string, Promise<AuthContext>>();
  floor.route({
    method: ['GET', 'POST'],
    url: `${STAGE_PREFIX}:stage/*`,
    async handler(request, reply) {
      const stage = (request.params as { stage: Stage }).stage;
      const url = request.raw.url!;
      const [pathname, search = ''] = url.slice(STAGE_PREFIX.length + stage.length).split('?') as [string];
      const spec = options.routes.find((r) => r.call.method === request.method && r.call.path === pathname);
      if (!spec || !STAGES.includes(stage)) return reply.code(404).send({ unknown: url });
      const key = request.headers.authorization ?? '';
      let auth: AuthContext;
      // As route.ts does, a public route resolves no credentials.
      if (spec.access === 'none') auth = { kind: 'anonymous' };
      else if (stage === 'auth') auth = await options.authenticate(request);
      else {
        if (!once.has(key)) once.set(key, options.authenticate(request));
        auth = await once.get(key)!;
      }
      if (stage === 'auth') authorize(auth, spec.access, spec.permission);
      const { input, output } = spec.call;
      const payload =
        request.method === 'GET'
          ? coerceToSchema(input, queryPayload(parseQueryString(search)))
          : (request.body ?? {});
      const call = { auth, siteId: (auth as SiteAuth).siteId, request, reply } as unknown as Call;
      const result = await spec.handler(input.parse(payload), call);
      const answer = stage === 'handler' ? result : output.parse(result);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    },
  });
}

/** The path of a route's request at a stage. */
export const stagePath = (stage: Stage, routePath: string) => `${STAGE_PREFIX}${stage}${routePath}`;
