import type { Filter, PagingMetadata, Query } from '@atrium/contract';
import { createQueryBuilder } from '../query/query-builder.js';
import type { QueryBuilder } from '../query/query-builder.js';
import { isPlainObject, toWire, toWirePath } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';
import { bindMethod } from './client-core.js';
import type { ClientCore, ModuleMethod } from './client-core.js';
import { createCaller, createMethod } from './define-method.js';
import type { CallDescriptor } from './define-method.js';
import type { RequestSpec } from '../wire/request-plan.js';

/** A query call driven by a query builder (`queryWebhooks().eq(...).find()`). */
export interface QueryDescriptor extends CallDescriptor {
  /** Arguments sent beside `query` (`['options']` for `{...options, query}`). */
  args?: readonly string[];
  /** The response field that holds the items (`webhooks`). */
  items: string;
  /** The response field that holds the paging metadata; `pagingMetadata` unless the service names it otherwise. */
  pagingMetadata?: string;
  elevated?: boolean;
}

export function defineQuery<Item, Args extends unknown[] = []>(
  endpoint: RequestSpec,
  descriptor: QueryDescriptor,
): ModuleMethod<(...args: Args) => QueryBuilder<Item>> {
  // A filter in dotted keys would reach the server as strings only (`price.$gt=5`): a GET query travels as
  // `.r` JSON unless its endpoint says otherwise.
  const call = createCaller(
    { ...endpoint, rawQuery: endpoint.rawQuery ?? endpoint.method === 'GET' },
    descriptor,
  );
  return createMethod(
    descriptor.elevated,
    (client) =>
      (...args: Args): QueryBuilder<Item> =>
        createQueryBuilder<Item>(async (query) => {
          const body = await call(client, args, { query: toWire(query) });
          const items = body[descriptor.items];
          return {
            items: Array.isArray(items) ? (items as Item[]) : [],
            pagingMetadata: body[descriptor.pagingMetadata ?? 'pagingMetadata'] as
              Partial<PagingMetadata> | undefined,
          };
        }),
  );
}

/**
 * A query written out as data, in the caller's field names (`'parentCategory._id'`, `_createdDate`): the
 * argument of a query call's typed form.
 */
export interface TypedQuery {
  filter?: Filter | null;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[] | null;
  cursorPaging?: { limit?: number | null; cursor?: string | null } | null;
  paging?: { limit?: number | null; offset?: number | null } | null;
}

/**
 * The two forms of one query call (ENDPOINTS.md's "(builder)" and "(typed)" rows): called with the options
 * alone it returns a builder; called with a query first it sends `{query, ...options}` at once and resolves
 * to the whole response.
 */
export interface QueryForms<Item, Options, Response> {
  (options?: Options): QueryBuilder<Item>;
  (query: TypedQuery, options?: Options): Promise<Response>;
}

const QUERY_KEYS = ['filter', 'sort', 'cursorPaging', 'paging'];

/**
 * The typed form is recognised by a second argument or by a first one that holds a query's fields, which no
 * options object of a query call has (they are `treeReference`, `fields` and the like).
 */
function isTypedCall(args: readonly unknown[]): boolean {
  if (args.length > 1) return true;
  const [first] = args;
  return isPlainObject(first) && QUERY_KEYS.some((key) => Object.hasOwn(first, key));
}

/** Declares a query call offered in both forms; the descriptor's `args` are the options (`['options']`). */
export function defineQueryForms<Item, Options extends object, Response>(
  endpoint: RequestSpec,
  descriptor: QueryDescriptor,
): ModuleMethod<QueryForms<Item, Options, Response>> {
  const builder = defineQuery<Item, [options?: Options]>(endpoint, descriptor);
  const typed = createCaller(
    // As the builder: a GET query travels as `.r` JSON, so that filter values keep their types.
    { ...endpoint, rawQuery: endpoint.rawQuery ?? endpoint.method === 'GET' },
    { ...descriptor, args: ['query', ...(descriptor.args ?? [])] },
  );
  const bind = (client: ClientCore) =>
    ((...args: unknown[]) => {
      if (!isTypedCall(args)) return bindMethod(builder, client)(args[0] as Options | undefined);
      const [query, ...rest] = args;
      return typed(client, [undefined, ...rest], { query: typedQueryToWire(query) });
    }) as QueryForms<Item, Options, Response>;
  return createMethod(descriptor.elevated, bind);
}

/** The wire form of a typed query: field names in filters (at every depth) and sorts renamed as the builder does. */
export function typedQueryToWire(query: unknown): Query {
  if (!isPlainObject(query)) return {};
  const wire = toWire(query) as PlainObject;
  if (query.filter !== undefined) wire.filter = filterToWire(query.filter);
  if (Array.isArray(query.sort))
    wire.sort = (query.sort as unknown[]).map((sort) =>
      isPlainObject(sort) && typeof sort.fieldName === 'string'
        ? { ...sort, fieldName: toWirePath(sort.fieldName) }
        : sort,
    );
  return wire as Query;
}

function filterToWire(filter: unknown): unknown {
  if (Array.isArray(filter)) return filter.map(filterToWire);
  if (!isPlainObject(filter)) return toWire(filter);
  const out: PlainObject = {};
  for (const [key, value] of Object.entries(filter)) {
    // Operators ($and, $in, ...) keep their names; their operands may hold more field names ($and, $or, $not).
    if (key.startsWith('$')) out[key] = filterToWire(value);
    else if (value !== undefined) out[toWirePath(key)] = filterToWire(value);
  }
  return out;
}
