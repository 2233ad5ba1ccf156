import type { Query } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { createQueryBuilder, DEFAULT_QUERY_LIMIT } from './query-builder.js';
import type { Page } from './query-result.js';

/** Records every query and answers with the pages given, in order. */
function pages(...answers: Page<number>[]) {
  const queries: Query[] = [];
  const fetchPage = async (query: Query) => {
    queries.push(query);
    const answer = answers.shift();
    if (!answer) throw new Error('no more pages');
    return answer;
  };
  return { queries, builder: createQueryBuilder<number>(fetchPage) };
}

describe('query builder wire output', () => {
  const { builder } = pages();

  it('writes every operator in the wire language, `_id` as `id`', () => {
    const query = builder
      .eq('_id', 'a')
      .ne('status', 'DELETED')
      .gt('price', 1)
      .ge('stock', 2)
      .lt('weight', 3)
      .le('rank', 4)
      .in('color', ['red', 'blue'])
      .hasSome('tags', ['a'])
      .hasAll('labels', ['b', 'c'])
      .startsWith('name', 'Ab')
      .exists('owner._id')
      .exists('deletedDate', false)
      .build();
    expect(query.filter).toEqual({
      id: { $eq: 'a' },
      status: { $ne: 'DELETED' },
      price: { $gt: 1 },
      stock: { $gte: 2 },
      weight: { $lt: 3 },
      rank: { $lte: 4 },
      color: { $in: ['red', 'blue'] },
      tags: { $hasSome: ['a'] },
      labels: { $hasAll: ['b', 'c'] },
      name: { $startsWith: 'Ab' },
      'owner.id': { $exists: true },
      deletedDate: { $exists: false },
    });
    expect(query.cursorPaging).toEqual({ limit: DEFAULT_QUERY_LIMIT });
    expect(query.paging).toBeUndefined();
    expect(query.sort).toBeUndefined();
  });

  it('joins two conditions on one field with $and', () => {
    expect(builder.gt('price', 1).lt('price', 5).eq('x', 1).build().filter).toEqual({
      $and: [{ price: { $gt: 1 } }, { price: { $lt: 5 } }, { x: { $eq: 1 } }],
    });
  });

  it('combines queries with and, or and not', () => {
    const cheap = builder.lt('price', 10);
    const red = builder.eq('color', 'red');
    expect(builder.eq('a', 1).or(cheap, red).build().filter).toEqual({
      $or: [{ a: { $eq: 1 } }, { price: { $lt: 10 } }, { color: { $eq: 'red' } }],
    });
    expect(builder.eq('a', 1).and(cheap).build().filter).toEqual({
      $and: [{ a: { $eq: 1 } }, { price: { $lt: 10 } }],
    });
    expect(builder.eq('a', 1).not(red).build().filter).toEqual({
      a: { $eq: 1 },
      $not: { color: { $eq: 'red' } },
    });
    expect(builder.or(cheap).build().filter).toEqual({ $or: [{ price: { $lt: 10 } }] });
  });

  it('sorts in call order, and switches to offset paging with skip', () => {
    const query = builder.ascending('name', '_createdDate').descending('price').limit(10).skip(20).build();
    expect(query.sort).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'createdDate', order: 'ASC' },
      { fieldName: 'price', order: 'DESC' },
    ]);
    expect(query.paging).toEqual({ limit: 10, offset: 20 });
    expect(query.cursorPaging).toBeUndefined();
  });

  it('never changes a builder in place', () => {
    const base = builder.eq('a', 1);
    base.eq('b', 2).limit(3);
    expect(base.build()).toEqual({ filter: { a: { $eq: 1 } }, cursorPaging: { limit: 50 } });
  });
});

describe('cursor paging', () => {
  it('sends the whole query first, then only the cursor and the limit', async () => {
    const { queries, builder } = pages(
      { items: [1, 2], pagingMetadata: { count: 2, cursors: { next: 'n1', prev: null }, hasNext: true } },
      { items: [3, 4], pagingMetadata: { count: 2, cursors: { next: null, prev: 'p2' }, hasNext: false } },
      { items: [1, 2], pagingMetadata: { count: 2, cursors: { next: 'n1' }, hasNext: true } },
    );
    const first = await builder.eq('a', 1).descending('b').limit(2).find();
    expect(first.items).toEqual([1, 2]);
    expect(first.length).toBe(2);
    expect(first.pageSize).toBe(2);
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');

    const second = await first.next();
    expect(second.items).toEqual([3, 4]);
    expect(second.hasNext()).toBe(false);
    await expect(second.next()).rejects.toThrow('No next page to fetch');
    await second.prev();

    expect(queries).toEqual([
      { filter: { a: { $eq: 1 } }, sort: [{ fieldName: 'b', order: 'DESC' }], cursorPaging: { limit: 2 } },
      { cursorPaging: { cursor: 'n1', limit: 2 } },
      { cursorPaging: { cursor: 'p2', limit: 2 } },
    ]);
  });
});

describe('offset paging', () => {
  it('keeps the filter and moves by the limit', async () => {
    const { queries, builder } = pages(
      { items: [1, 2, 3], pagingMetadata: { count: 3, offset: 3, total: 8, cursors: {}, hasNext: true } },
      { items: [4, 5], pagingMetadata: { count: 2, offset: 6, total: 8, cursors: {} } },
      { items: [1, 2, 3], pagingMetadata: { count: 3, offset: 3, total: 8, cursors: {} } },
    );
    const first = await builder.eq('a', 1).limit(3).skip(3).find();
    expect(first.totalCount).toBe(8);
    expect(first.currentPage).toBe(1);
    expect(first.totalPages).toBe(3);
    expect(first.hasPrev()).toBe(true);
    const last = await first.next();
    expect(last.hasNext()).toBe(false);
    expect(last.currentPage).toBe(2);
    await expect(last.next()).rejects.toThrow('No next page to fetch');
    await last.prev();
    expect(queries.map((query) => query.paging)).toEqual([
      { limit: 3, offset: 3 },
      { limit: 3, offset: 6 },
      { limit: 3, offset: 3 },
    ]);
    expect(queries.every((query) => JSON.stringify(query.filter) === '{"a":{"$eq":1}}')).toBe(true);
  });

  it('has no previous page at offset 0', async () => {
    const { builder } = pages({
      items: [],
      pagingMetadata: { count: 0, offset: 0, total: 0, cursors: {}, hasNext: false },
    });
    const result = await builder.skip(0).find();
    expect(result.hasPrev()).toBe(false);
    expect(result.hasNext()).toBe(false);
    await expect(result.prev()).rejects.toThrow('No previous page to fetch');
  });
});
