import type { z } from 'zod';
import type { Endpoint } from './endpoints/endpoint.js';
import type { ErrorCode } from './error-codes.js';

/** What travels for one call: its request and answer schemas, and the application errors it may answer. */
export interface CallSchemas {
  readonly input: z.ZodType;
  readonly output: z.ZodType;
  /**
   * The codes of ERROR_CODES this call answers besides those every route may (`REQUEST_ERRORS`, and
   * `CREDENTIAL_ERRORS` for calls that need credentials).
   */
  readonly errors?: readonly ErrorCode[];
}

/** One call whole: its endpoint (name, method, path, POST fallback) and its schemas. */
export type CallSpec<E extends Endpoint = Endpoint, S extends CallSchemas = CallSchemas> = E & S;

export type CallTable<
  T extends Record<string, Endpoint>,
  S extends { readonly [K in keyof T]: CallSchemas },
> = {
  readonly [K in keyof T]: CallSpec<T[K], S[K]>;
};

/** Puts the schemas of every call of an endpoint table beside it, under the same names; none may be missing. */
export function withSchemas<
  T extends Record<string, Endpoint>,
  const S extends { readonly [K in keyof T]: CallSchemas },
>(endpoints: T, schemas: S): CallTable<T, S> {
  const calls: Record<string, CallSpec> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) calls[name] = { ...endpoint, ...schemas[name]! };
  for (const name of Object.keys(schemas)) {
    if (!(name in endpoints))
      throw new Error(`Schemas for "${name}", which the endpoint table does not have`);
  }
  return calls as CallTable<T, S>;
}
