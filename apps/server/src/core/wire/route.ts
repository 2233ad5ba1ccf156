import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  fallbackPath,
  PERMISSIONS,
  type CallSpec,
  type HttpMethod,
  type PageAnswer,
  type RawHttpResponse,
} from '@atrium/contract';
import { authorize, type Access, type AuthContext, type SiteAuth } from '../auth/context.js';
import { actorOf, runAs } from '../events/actor.js';
import { coerceToSchema } from './coerce.js';
import { invalid, ValidationError } from './errors.js';
import { queryPayload, setDotted } from './query-string.js';
import { nulViolations } from './nul.js';
import { routeErrors } from './route-errors.js';
import { mergeViolations, violationsFromZod } from './violations.js';

export type { HttpMethod };

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

/** How the server answers one call of the contract: who may call it, and what it does. */
export interface RouteOptions<C extends CallSpec = CallSpec> {
  readonly access: Access;
  /** For API keys: the permission this route needs (owners hold every permission). */
  readonly permission?: string;
  readonly summary: string;
  readonly handler: (input: z.output<C['input']>, call: Call) => Promise<z.input<C['output']>>;
}

export interface RouteSpec<C extends CallSpec = CallSpec> extends RouteOptions<C> {
  /** The call as the contract defines it: name, method, path, POST fallback, schemas. */
  readonly call: C;
  /** The handler sends an HTML page or a redirect itself (the contract answers `PageAnswer`). */
  readonly page?: true;
}

/** A call that a browser navigates to (a sign-out link): validated as any call, answered with a page. */
export interface PageOptions<C extends CallSpec> extends Omit<RouteOptions<C>, 'handler'> {
  readonly handler: (input: z.output<C['input']>, call: Call) => Promise<FastifyReply>;
}

/** Binds a contract call to its handler; method, path and schemas come from the contract alone. */
export function defineRoute<C extends CallSpec>(call: C, options: RouteOptions<C>): RouteSpec<C> {
  return { ...options, call };
}

/**
 * A call answered with a page or a redirect: `PageAnswer`, or `RawHttpResponse` for a redirect that a caller
 * other than a browser is told about in JSON (the handler sends either itself).
 */
export function definePage<C extends CallSpec & { output: typeof PageAnswer | typeof RawHttpResponse }>(
  call: C,
  options: PageOptions<C>,
): RouteSpec<C> {
  return { ...options, handler: options.handler as RouteOptions<C>['handler'], call, page: true };
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
  // No body at all is an empty payload; a JSON body that is not an object (null, a list, a string) is refused.
  const raw: unknown = fromQuery
    ? queryPayload(request.query)
    : request.body === undefined
      ? {}
      : request.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw invalid('', 'the request body must be a JSON object', 'FORMAT');
  const payload = { ...(raw as Record<string, unknown>) };
  const values = request.params as Record<string, string>;
  // The path wins over a differing copy in the payload: it is what the client addressed.
  for (const param of params) setDotted(payload, param.dotted, values[param.name]);
  return payload;
}

function handlerFor(spec: RouteSpec, params: PathParam[], fromQuery: boolean) {
  const { input, output } = spec.call;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Public routes skip resolving credentials: a stale token must not break the token endpoint itself.
    const auth: AuthContext = spec.access === 'none' ? ANONYMOUS : await request.authenticate();
    authorize(auth, spec.access, spec.permission);
    let payload: unknown = payloadOf(request, fromQuery, params);
    if (fromQuery) payload = coerceToSchema(input, payload);
    const parsed = input.safeParse(payload);
    const nul = nulViolations(payload);
    if (!parsed.success || nul.length > 0) {
      const other = parsed.success ? [] : violationsFromZod(parsed.error, payload);
      throw new ValidationError(mergeViolations(nul, other));
    }
    const call: Call = {
      auth,
      siteId: siteOf(auth),
      requestId: request.id,
      log: request.log,
      request,
      reply,
    };
    // Every event the call records names its caller (the audit trail); a cookie session names itself later.
    const result = await runAs(actorOf(auth), () => spec.handler(parsed.data, call));
    // Parsing the answer drops every field the contract does not declare.
    return spec.page ? result : output.parse(result);
  };
}

export function registerRoutes(app: FastifyInstance, routes: readonly RouteSpec[]): void {
  for (const spec of routes) {
    const { method, path } = spec.call;
    // A permission outside the contract's table could never be granted to a key: refused at start, not in use.
    if (spec.permission !== undefined && !(PERMISSIONS as readonly string[]).includes(spec.permission))
      throw new Error(`${spec.call.name}: unknown permission ${spec.permission}`);
    const { url, params } = toFastifyPath(path);
    const fromQuery = method === 'GET' || method === 'DELETE';
    const config = { wire: true, errors: new Set(routeErrors(spec)) };
    app.route({ method, url, config, handler: handlerFor(spec, params, fromQuery) });
    const fallback = fallbackPath(spec.call);
    if (fallback) {
      const posted = toFastifyPath(fallback).url;
      app.route({ method: 'POST', url: posted, config, handler: handlerFor(spec, params, false) });
    }
    app.wireRoutes.push(spec);
  }
}
