import type { PagingMetadata } from '@atrium/contract';
import { createQueryBuilder } from '../query/query-builder.js';
import type { QueryBuilder } from '../query/query-builder.js';
import { toWire } from '../wire/transform.js';
import type { ModuleMethod } from './client-core.js';
import { createCaller, createMethod } from './define-method.js';
import type { CallDescriptor } from './define-method.js';

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
  descriptor: QueryDescriptor,
): ModuleMethod<(...args: Args) => QueryBuilder<Item>> {
  // A filter in dotted keys would reach the server as strings only (`price.$gt=5`): a GET query travels as
  // `.r` JSON unless the method says otherwise.
  const call = createCaller({ ...descriptor, rawQuery: descriptor.rawQuery ?? descriptor.method === 'GET' });
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
