import { queryPath, type EndpointSpec, type HttpMethod } from '@atrium/contract/endpoints';
import { needsRawForm, toRawSearchParams, toSearchParams } from './query-string.js';
import { isPlainObject } from './transform.js';

export type { HttpMethod };

/** Past this many characters of query string a GET goes out as a POST with a JSON body (WIRE.md section 4). */
export const MAX_GET_QUERY_LENGTH = 4000;

/** How one call travels, independent of its arguments: its endpoint in the contract's tables. */
export type RequestSpec = EndpointSpec;

/** One concrete HTTP request: a path relative to the client's host, and a query string or a JSON body. */
export interface HttpPlan {
  method: HttpMethod;
  path: string;
  search: string;
  body?: string;
}

export function planRequest(spec: RequestSpec, payload: Record<string, unknown>): HttpPlan {
  const path = fillPath(spec.path, payload);
  if (spec.method !== 'GET' && spec.method !== 'DELETE') {
    return { method: spec.method, path, search: '', body: JSON.stringify(payload) };
  }
  // Path parameters travel again in the query string: the payload is sent whole.
  const raw = spec.rawQuery === true || needsRawForm(payload);
  const search = (raw ? toRawSearchParams(payload) : toSearchParams(payload)).toString();
  if (spec.method === 'GET' && spec.postFallback && search.length > MAX_GET_QUERY_LENGTH) {
    const posted = spec.postFallback === 'query-path' ? queryPath(path) : path;
    return { method: 'POST', path: posted, search: '', body: JSON.stringify(payload) };
  }
  return { method: spec.method, path, search };
}

/** Fills `{a.b}` placeholders from the payload; a missing one is the caller's mistake, not the server's. */
export function fillPath(template: string, payload: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = readPath(payload, name);
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function readPath(source: unknown, path: string): unknown {
  let node = source;
  for (const segment of path.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

export function planUrl(plan: HttpPlan): string {
  return plan.search ? `${plan.path}?${plan.search}` : plan.path;
}
