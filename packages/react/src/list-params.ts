import type { QueryBuilder } from '@atrium/sdk';

/** A query-builder query as plain data, so that it can be part of a query key. */
export interface ListParams {
  /** Equality conditions, field → value, in the SDK's field names (`_id`, `_createdDate`). */
  eq?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' }[];
  limit?: number;
  /** Switches to offset paging. */
  offset?: number;
}

export function applyListParams<Item>(query: QueryBuilder<Item>, params: ListParams): QueryBuilder<Item> {
  let next = query;
  for (const [field, value] of Object.entries(params.eq ?? {})) next = next.eq(field, value);
  for (const { field, order } of params.sort ?? []) {
    next = order === 'ASC' ? next.ascending(field) : next.descending(field);
  }
  if (params.limit !== undefined) next = next.limit(params.limit);
  if (params.offset !== undefined) next = next.skip(params.offset);
  return next;
}
