import type { PagingMetadata, Query } from '@atrium/contract';

/** One page of a query as the server answers it: the items and the paging metadata beside them. */
export interface Page<Item> {
  items: Item[];
  pagingMetadata?: Partial<PagingMetadata>;
}

export type FetchPage<Item> = (query: Query) => Promise<Page<Item>>;

export interface QueryResult<Item> {
  items: Item[];
  length: number;
  /** The page size asked for (the query's limit). */
  pageSize: number;
  /** The total number of matches, when the server counted them (offset paging). */
  totalCount: number | undefined;
  /** Offset paging only: the zero-based page number and the number of pages. */
  currentPage: number | undefined;
  totalPages: number | undefined;
  cursors: { next?: string | null; prev?: string | null };
  hasNext(): boolean;
  hasPrev(): boolean;
  next(): Promise<QueryResult<Item>>;
  prev(): Promise<QueryResult<Item>>;
}

export interface QueryResultInput<Item> {
  page: Page<Item>;
  /** The query that fetched this page. */
  query: Query;
  pageSize: number;
  fetchPage: FetchPage<Item>;
}

/** Wraps a page with the navigation of specification 000 section 9. */
export function createQueryResult<Item>(input: QueryResultInput<Item>): QueryResult<Item> {
  const { page, query, pageSize, fetchPage } = input;
  const metadata = page.pagingMetadata ?? {};
  const cursors = metadata.cursors ?? {};
  const offsetMode = query.paging != null;
  const offset = metadata.offset ?? query.paging?.offset ?? 0;
  const total = metadata.total ?? undefined;

  const hasNext = (): boolean => {
    if (!offsetMode) return Boolean(cursors.next);
    if (typeof metadata.hasNext === 'boolean') return metadata.hasNext;
    return total !== undefined && offset + page.items.length < total;
  };
  const hasPrev = (): boolean => (offsetMode ? offset > 0 : Boolean(cursors.prev));
  const fetchAt = async (direction: 'next' | 'prev'): Promise<QueryResult<Item>> => {
    const nextQuery = offsetMode
      ? // Offset paging keeps the filter and sort, and moves by the page size asked for.
        {
          ...query,
          paging: {
            limit: pageSize,
            offset: Math.max(0, offset + (direction === 'next' ? pageSize : -pageSize)),
          },
        }
      : // A cursor carries its own filter and sort; the server rejects it beside another (WIRE.md section 9).
        { cursorPaging: { cursor: cursors[direction], limit: pageSize } };
    const nextPage = await fetchPage(nextQuery);
    return createQueryResult({ page: nextPage, query: nextQuery, pageSize, fetchPage });
  };

  return {
    items: page.items,
    length: page.items.length,
    pageSize,
    totalCount: total,
    currentPage: offsetMode && pageSize > 0 ? Math.floor(offset / pageSize) : undefined,
    totalPages: offsetMode && pageSize > 0 && total !== undefined ? Math.ceil(total / pageSize) : undefined,
    cursors,
    hasNext,
    hasPrev,
    next: async () => {
      if (!hasNext()) throw new Error('No next page to fetch');
      return fetchAt('next');
    },
    prev: async () => {
      if (!hasPrev()) throw new Error('No previous page to fetch');
      return fetchAt('prev');
    },
  };
}
