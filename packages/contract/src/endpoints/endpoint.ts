/**
 * How each call travels, as plain data: no schema library here, so that the SDK can import the tables without
 * pulling zod into browsers. The server adds the schemas (`../calls.ts`); both sides take method, path and POST
 * fallback from these tables and nowhere else.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** The wire path, with `{param}` or dotted `{entity.id}` placeholders filled from the payload. */
  readonly path: string;
  /**
   * GET only: the same payload is also accepted as a JSON POST (the client's fallback when the query string
   * would pass 4000 characters): at the same path, or at the path's `/query` form.
   */
  readonly postFallback?: 'same-path' | 'query-path';
  /** GET and DELETE: the client sends the whole payload as one `.r` parameter rather than dotted keys. */
  readonly rawQuery?: boolean;
}

export interface Endpoint extends EndpointSpec {
  /** The table the call belongs to: the SDK module of the same name. */
  readonly service: string;
  /** The call's name, as ENDPOINTS.md and the SDK module name it. */
  readonly name: string;
}

export type EndpointTable<S extends string, T extends Record<string, EndpointSpec>> = {
  readonly [K in keyof T & string]: T[K] & { readonly service: S; readonly name: K };
};

/** Names each entry of a service's table after its key, so that a call knows its own name and service. */
export function endpointTable<const S extends string, const T extends Record<string, EndpointSpec>>(
  service: S,
  table: T,
): EndpointTable<S, T> {
  const named: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(table)) named[name] = { ...spec, service, name };
  return named as EndpointTable<S, T>;
}

/** The path a GET query posts to when it falls back (`/v1/things` → `/v1/things/query`). */
export function queryPath(path: string): string {
  return path.endsWith('/query') ? path : `${path.replace(/\/+$/, '')}/query`;
}

/** Where a call's POST fallback lands, or undefined when it has none. */
export function fallbackPath(endpoint: EndpointSpec): string | undefined {
  if (!endpoint.postFallback) return undefined;
  return endpoint.postFallback === 'query-path' ? queryPath(endpoint.path) : endpoint.path;
}
