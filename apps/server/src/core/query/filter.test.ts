import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { filterToSql, FILTER_LIMITS } from './filter.js';
import { fields, violationOf, violationsOf } from '../../test/query/fixture.js';

const dialect = new PgDialect();
const render = (filter: unknown) => dialect.sqlToQuery(filterToSql(fields, filter, 'query.filter')!);
const refuse = (filter: unknown) => violationOf(() => filterToSql(fields, filter, 'query.filter'));

function nested(depth: number): Record<string, unknown> {
  let filter: Record<string, unknown> = { name: 'a' };
  for (let i = 0; i < depth; i++) filter = { $not: filter };
  return filter;
}

describe('filterToSql', () => {
  it('gives no condition for an absent or empty filter', () => {
    expect(filterToSql(fields, undefined)).toBeUndefined();
    expect(filterToSql(fields, null)).toBeUndefined();
    expect(filterToSql(fields, {})).toBeUndefined();
  });

  it('binds every value as a parameter and escapes LIKE syntax', () => {
    const query = render({
      name: { $startsWith: "50%_off\\'" },
      title: "x' or '1'='1",
      qty: { $in: [1, 2] },
    });
    expect(query.sql).not.toContain('50');
    expect(query.sql).not.toContain("'1'='1");
    expect(query.params).toEqual(["50\\%\\_off\\\\'%", "x' or '1'='1", 1, 2]);
    expect(query.sql).toContain(`ilike $1::text escape '\\'`);
  });

  it('names the path of an unknown field, also inside logical operators', async () => {
    expect(await refuse({ foo: 1 })).toEqual(['query.filter.foo', 'FIELD_NOT_ALLOWED']);
    const violations = await violationsOf(() =>
      filterToSql(fields, { $and: [{ foo: 1 }, { $or: [{ name: 'a' }, { bar: 2 }] }] }, 'query.filter'),
    );
    expect(violations.map((v) => v.field)).toEqual([
      'query.filter.$and[0].foo',
      'query.filter.$and[1].$or[1].bar',
    ]);
  });

  it('refuses fields that are not filterable, and names that only an object lookup would resolve', async () => {
    expect(await refuse({ 'stats.doubleQty': 2 })).toEqual([
      'query.filter.stats.doubleQty',
      'FIELD_NOT_ALLOWED',
    ]);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(await refuse(JSON.parse(`{"${name}": 1}`))).toEqual([
        `query.filter.${name}`,
        'FIELD_NOT_ALLOWED',
      ]);
    }
  });

  it('refuses unknown operators and operators that do not fit the type', async () => {
    expect(await refuse({ name: { $regex: 'a' } })).toEqual([
      'query.filter.name.$regex',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(await refuse({ $nor: [{ name: 'a' }] })).toEqual(['query.filter.$nor', 'FIELD_NOT_ALLOWED']);
    expect(await refuse({ name: { $hasSome: ['a'] } })).toEqual([
      'query.filter.name.$hasSome',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(await refuse({ active: { $gt: true } })).toEqual(['query.filter.active.$gt', 'FIELD_NOT_ALLOWED']);
    expect(await refuse({ id: { $startsWith: '0' } })).toEqual([
      'query.filter.id.$startsWith',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(await refuse({ tags: { $gt: 'a' } })).toEqual(['query.filter.tags.$gt', 'FIELD_NOT_ALLOWED']);
    expect(await refuse({ tags: 'x' })).toEqual(['query.filter.tags', 'FIELD_NOT_ALLOWED']);
    expect(await refuse({ price: { $contains: '1' } })).toEqual([
      'query.filter.price.$contains',
      'FIELD_NOT_ALLOWED',
    ]);
  });

  it('checks values against the field type', async () => {
    const cases: [unknown, string][] = [
      [{ qty: '5' }, 'query.filter.qty'],
      [{ price: { $gt: null } }, 'query.filter.price.$gt'],
      [{ active: 'true' }, 'query.filter.active'],
      [{ id: 'not-a-guid' }, 'query.filter.id'],
      [{ id: { $in: ['00000000-0000-4000-8000-00000000000g'] } }, 'query.filter.id.$in[0]'],
      [{ createdDate: '2024-01-01' }, 'query.filter.createdDate'],
      [{ createdDate: { $lt: '2024-02-30T00:00:00Z' } }, 'query.filter.createdDate.$lt'],
      [{ createdDate: { $lt: '0000-01-01T00:00:00Z' } }, 'query.filter.createdDate.$lt'],
      [{ createdDate: { $lt: '2024-01-01T24:00:00Z' } }, 'query.filter.createdDate.$lt'],
      [{ createdDate: { $gte: 1704067200000 } }, 'query.filter.createdDate.$gte'],
      [{ name: { $exists: 'yes' } }, 'query.filter.name.$exists'],
      [{ name: { $in: 'a' } }, 'query.filter.name.$in'],
      [{ name: ['a'] }, 'query.filter.name'],
      [{ name: 'a\u0000b' }, 'query.filter.name'],
      [{ tags: { $hasAll: ['x', 1] } }, 'query.filter.tags.$hasAll[1]'],
      [{ qty: Number.NaN }, 'query.filter.qty'],
    ];
    for (const [filter, field] of cases) expect(await refuse(filter)).toEqual([field, 'FORMAT']);
    expect(await refuse({ name: 'x'.repeat(1001) })).toEqual(['query.filter.name', 'MAX_LENGTH']);
  });

  it('lists every bad element of a list', async () => {
    const violations = await violationsOf(() => filterToSql(fields, { name: { $in: [1, 'a', null] } }, 'f'));
    expect(violations.map((v) => v.field)).toEqual(['f.name.$in[0]', 'f.name.$in[2]']);
  });

  it('refuses malformed structure', async () => {
    expect(await refuse({ $and: [] })).toEqual(['query.filter.$and', 'FORMAT']);
    expect(await refuse({ $or: { name: 'a' } })).toEqual(['query.filter.$or', 'FORMAT']);
    expect(await refuse({ $or: [1] })).toEqual(['query.filter.$or[0]', 'FORMAT']);
    expect(await refuse({ $not: [] })).toEqual(['query.filter.$not', 'FORMAT']);
    expect(await refuse({ name: {} })).toEqual(['query.filter.name', 'FORMAT']);
    expect(await refuse({ name: { city: 'x' } })).toEqual(['query.filter.name.city', 'FIELD_NOT_ALLOWED']);
    expect(await refuse([{ name: 'a' }])).toEqual(['query.filter', 'FORMAT']);
  });

  it('bounds depth, size, list length and length as JSON', async () => {
    expect(() => filterToSql(fields, nested(FILTER_LIMITS.maxDepth))).not.toThrow();
    const [field, rule] = await refuse(nested(FILTER_LIMITS.maxDepth + 1));
    expect(rule).toBe('MAX');
    expect(field).toBe(`query.filter${'.$not'.repeat(FILTER_LIMITS.maxDepth + 1)}`);
    // Far deeper than any stack allows recursion through: refused at the bound, not by a crash.
    expect((await refuse(nested(100_000)))[1]).toBe('MAX');
    const wide = { $or: Array.from({ length: FILTER_LIMITS.maxNodes }, (_, i) => ({ qty: i })) };
    expect((await refuse(wide))[1]).toBe('MAX_SIZE');
    const manyValues = {
      name: { $in: Array.from({ length: FILTER_LIMITS.maxListSize + 1 }, (_, i) => `n${i}`) },
    };
    expect(await refuse(manyValues)).toEqual(['query.filter.name.$in', 'MAX_SIZE']);
    const { maxListSize } = FILTER_LIMITS;
    expect(() =>
      filterToSql(fields, { name: { $in: Array.from({ length: maxListSize }, (_, i) => `${i}`) } }),
    ).not.toThrow();
    const long = { $or: Array.from({ length: 10 }, () => ({ name: 'x'.repeat(900) })) };
    expect(await refuse(long)).toEqual(['query.filter', 'MAX_LENGTH']);
  });
});
