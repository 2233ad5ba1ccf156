import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize, type Access, type AuthContext, type SiteAuth } from '../auth/context.js';
import { coerceToSchema } from './coerce.js';
import { invalid, ValidationError } from './errors.js';
import { queryPayload, setDotted } from './query-string.js';
import { violationsFromZod } from './violations.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler gets besides its validated input. */
export interface Call {
  readonly auth: AuthContext;
  /** The caller's site; only routes whose access is not `none` may use it. */
  readonly siteId: string;
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  /** The wire path, with `{param}` or dotted `{entity.id}` placeholders that are copied into the payload. */
  readonly path: string;
  /** Also accept the payload as a JSON POST (the client's fallback for long GETs): at `path` itself, or at another path. */
  readonly postFallback?: true | string;
  readonly access: Access;
  /** For API keys: the permission this route needs (owners hold every permission). */
  readonly permission?: string;
  readonly summary: string;
  readonly input: I;
  readonly output: O;
  readonly handler: (input: z.output<I>, call: Call) => Promise<z.input<O>>;
}

/** Keeps the input and output types of a route tied to its schemas. */
export function defineRoute<I extends z.ZodType, O extends z.ZodType>(
  spec: RouteSpec<I, O>,
): RouteSpec<I, O> {
  return spec;
}

interface PathParam {
  readonly name: string;
  readonly dotted: string;
}

/** `/v1/categories/{category.id}` → `/v1/categories/:category__id`, since Fastify names cannot hold dots. */
function toFastifyPath(path: string): { url: string; params: PathParam[] } {
  const params: PathParam[] = [];
  const url = path.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, dotted: string) => {
    const name = dotted.replaceAll('.', '__');
    params.push({ name, dotted });
    return `:${name}`;
  });
  return { url, params };
}

const ANONYMOUS: AuthContext = { kind: 'anonymous' };

function siteOf(auth: AuthContext): string {
  return (auth as SiteAuth).siteId;
}

function payloadOf(
  request: FastifyRequest,
  fromQuery: boolean,
  params: PathParam[],
): Record<string, unknown> {
  const raw: unknown = fromQuery ? queryPayload(request.query) : (request.body ?? {});
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw invalid('', 'the request body must be a JSON object');
  const payload = { ...(raw as Record<string, unknown>) };
  const values = request.params as Record<string, string>;
  // The path wins over a differing copy in the payload: it is what the client addressed.
  for (const param of params) setDotted(payload, param.dotted, values[param.name]);
  return payload;
}

function handlerFor(spec: RouteSpec, params: PathParam[], fromQuery: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Public routes skip resolving credentials: a stale token must not break the token endpoint itself.
    const auth: AuthContext = spec.access === 'none' ? ANONYMOUS : await request.authenticate();
    authorize(auth, spec.access, spec.permission);
    let payload: unknown = payloadOf(request, fromQuery, params);
    if (fromQuery) payload = coerceToSchema(spec.input, payload);
    const parsed = spec.input.safeParse(payload);
    if (!parsed.success) throw new ValidationError(violationsFromZod(parsed.error, payload));
    const call: Call = {
      auth,
      siteId: siteOf(auth),
      requestId: request.id,
      log: request.log,
      request,
      reply,
    };
    const result = await spec.handler(parsed.data, call);
    // Parsing the answer drops every field the contract does not declare.
    return spec.output.parse(result);
  };
}

export function registerRoutes(app: FastifyInstance, routes: readonly RouteSpec[]): void {
  for (const spec of routes) {
    const { url, params } = toFastifyPath(spec.path);
    const fromQuery = spec.method === 'GET' || spec.method === 'DELETE';
    app.route({ method: spec.method, url, handler: handlerFor(spec, params, fromQuery) });
    if (spec.postFallback) {
      const fallback = spec.postFallback === true ? url : toFastifyPath(spec.postFallback).url;
      app.route({ method: 'POST', url: fallback, handler: handlerFor(spec, params, false) });
    }
    app.wireRoutes.push(spec);
  }
}
