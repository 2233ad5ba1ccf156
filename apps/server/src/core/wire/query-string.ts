import { invalid } from './errors.js';

// Keys that would reach Object.prototype through a dotted path.
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 12;

/**
 * Decodes a GET or DELETE payload from its query string in every form the client uses (WIRE.md section 4):
 * dotted keys for nested objects, repeated keys for arrays, or the whole payload as base64url JSON in `.r`.
 * Values stay strings here; the route's schema coerces them (see coerce.ts).
 */
export function decodeQueryString(queryString: string): Record<string, unknown> {
  const params = new URLSearchParams(queryString);
  const payload: Record<string, unknown> = {};
  const encoded = params.get('.r');
  if (encoded !== null) Object.assign(payload, decodeR(encoded));
  for (const key of new Set(params.keys())) {
    if (key === '.r') continue;
    const values = params.getAll(key);
    setPath(payload, key.replace(/\[\]$/, ''), values.length === 1 ? values[0] : values);
  }
  return payload;
}

function decodeR(encoded: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalid('.r', 'must be the base64url encoding of a JSON object', 'FORMAT');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('.r', 'must be the base64url encoding of a JSON object', 'FORMAT');
  }
  assertSafe(parsed, 0);
  return parsed as Record<string, unknown>;
}

function assertSafe(value: unknown, depth: number): void {
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw invalid('.r', `must not nest deeper than ${MAX_DEPTH} levels`, 'VALIDATION');
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key))
      throw invalid('.r', `must not contain the key "${key}"`, 'FIELD_NOT_ALLOWED');
    assertSafe(inner, depth + 1);
  }
}

function setPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.');
  if (parts.length > MAX_DEPTH || parts.some((part) => part === '' || FORBIDDEN_KEYS.has(part))) {
    throw invalid(key, 'is not an acceptable parameter name', 'FIELD_NOT_ALLOWED');
  }
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === undefined) node = node[part] = {};
    else if (typeof next === 'object' && next !== null && !Array.isArray(next))
      node = next as Record<string, unknown>;
    else throw invalid(key, 'is given both as a value and as an object', 'VALIDATION');
  }
  node[parts[parts.length - 1]!] = value;
}

/** Places a value at a dotted path inside an object (path parameters such as `{category.id}`). */
export function setDotted(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node =
      next && typeof next === 'object' && !Array.isArray(next)
        ? (next as Record<string, unknown>)
        : (node[part] = {});
  }
  node[parts[parts.length - 1]!] = value;
}

const DECODE_ERROR = Symbol('decodeError');

/**
 * Fastify's query-string parser must not throw, so a decoding failure is carried to the route,
 * which raises it as a validation error.
 */
export function parseQueryString(queryString: string): Record<string | symbol, unknown> {
  try {
    return decodeQueryString(queryString);
  } catch (error) {
    return { [DECODE_ERROR]: error };
  }
}

export function queryPayload(query: unknown): unknown {
  const failure = (query as Record<symbol, unknown> | undefined)?.[DECODE_ERROR];
  if (failure) throw failure;
  return query ?? {};
}
