// A plain in-memory evaluation of the engine's documented semantics, written without looking at SQL,
// for the property tests to compare the database's answers with.
import { SITE_A, type ItemRow } from './fixture.js';

type Scalar = string | number | boolean;
type Value = Scalar | string[] | null;
type Kind = 'string' | 'number' | 'boolean' | 'date' | 'uuid' | 'string[]';

/** Microseconds since the epoch, exactly, from an RFC 3339 string with up to six fraction digits. */
export function toMicros(value: string): number {
  const m = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/.exec(value)!;
  const seconds = Date.parse(`${m[1]}${m[3]}`);
  return seconds * 1000 + Number((m[2] ?? '').padEnd(6, '0'));
}

export const ORACLE_FIELDS: Record<string, { kind: Kind; get: (r: ItemRow) => Value }> = {
  id: { kind: 'uuid', get: (r) => r.id },
  siteId: { kind: 'uuid', get: (r) => r.siteId },
  name: { kind: 'string', get: (r) => r.name },
  title: { kind: 'string', get: (r) => r.title },
  price: { kind: 'number', get: (r) => r.price },
  qty: { kind: 'number', get: (r) => r.qty },
  active: { kind: 'boolean', get: (r) => r.active },
  createdDate: { kind: 'date', get: (r) => (r.createdAt === null ? null : toMicros(r.createdAt)) },
  tags: { kind: 'string[]', get: (r) => r.tags },
  'stats.doubleQty': { kind: 'number', get: (r) => r.qty * 2 },
};

const norm = (kind: Kind, v: unknown): Scalar => (kind === 'date' ? toMicros(v as string) : (v as Scalar));

/** Strings by UTF-16 code unit, which is byte order for the test alphabet; booleans false < true. */
export function compareScalar(a: Scalar, b: Scalar): number {
  if (typeof a === 'boolean') return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function fieldMatches(kind: Kind, v: Value, { op, x }: { op: string; x: unknown }): boolean {
  const lower = (s: unknown) => String(s).toLowerCase();
  const s = v as Scalar;
  switch (op) {
    case '$eq':
      return x === null ? v === null : v !== null && compareScalar(s, norm(kind, x)) === 0;
    case '$ne':
      return !fieldMatches(kind, v, { op: '$eq', x });
    case '$gt':
      return v !== null && compareScalar(s, norm(kind, x)) > 0;
    case '$gte':
      return v !== null && compareScalar(s, norm(kind, x)) >= 0;
    case '$lt':
      return v !== null && compareScalar(s, norm(kind, x)) < 0;
    case '$lte':
      return v !== null && compareScalar(s, norm(kind, x)) <= 0;
    case '$in':
      return (x as unknown[]).some((e) => fieldMatches(kind, v, { op: '$eq', x: e }));
    case '$nin':
      return !fieldMatches(kind, v, { op: '$in', x });
    case '$startsWith':
      return v !== null && lower(v).startsWith(lower(x));
    case '$endsWith':
      return v !== null && lower(v).endsWith(lower(x));
    case '$contains':
      return v !== null && lower(v).includes(lower(x));
    case '$exists':
      return (v !== null) === x;
    case '$hasSome':
      return v !== null && (x as string[]).some((e) => (v as string[]).includes(e));
    case '$hasAll':
      return v !== null && (x as string[]).every((e) => (v as string[]).includes(e));
    default:
      throw new Error(`oracle: unknown operator ${op}`);
  }
}

export function matches(filter: Record<string, unknown>, row: ItemRow): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === '$and') return (value as Record<string, unknown>[]).every((f) => matches(f, row));
    if (key === '$or') return (value as Record<string, unknown>[]).some((f) => matches(f, row));
    if (key === '$not') return !matches(value as Record<string, unknown>, row);
    const field = ORACLE_FIELDS[key]!;
    const v = field.get(row);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value).every(([op, x]) => fieldMatches(field.kind, v, { op, x }));
    }
    return fieldMatches(field.kind, v, { op: '$eq', x: value });
  });
}

export interface SortSpec {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/** NULL is the greatest value; the id breaks ties ascending unless the sort names it. */
export function sortRows(rows: ItemRow[], sort: SortSpec[]): ItemRow[] {
  const keys = sort.some((s) => s.fieldName === 'id')
    ? sort
    : [...sort, { fieldName: 'id', order: 'ASC' as const }];
  const compare = (a: ItemRow, b: ItemRow) => {
    for (const { fieldName, order } of keys) {
      const get = ORACLE_FIELDS[fieldName]!.get;
      const [x, y] = [get(a) as Scalar | null, get(b) as Scalar | null];
      const c = x === null ? (y === null ? 0 : 1) : y === null ? -1 : compareScalar(x, y);
      if (c !== 0) return order === 'ASC' ? c : -c;
    }
    return 0;
  };
  return [...rows].sort(compare);
}

export function expectedRows(rows: ItemRow[], filter: Record<string, unknown> | undefined, sort: SortSpec[]) {
  const inScope = rows.filter((r) => r.siteId === SITE_A && (!filter || matches(filter, r)));
  return sortRows(inScope, sort);
}

/** VALUE buckets: the documented order (count, then value ascending; or value), then the limit. */
export function expectedValues(
  rows: ItemRow[],
  options: {
    fieldPath: string;
    sortType: 'COUNT' | 'VALUE';
    sortDirection: 'ASC' | 'DESC';
    limit: number;
    missing?: string;
  },
) {
  const field = ORACLE_FIELDS[options.fieldPath]!;
  const groups = new Map<string, { key: Scalar | null; count: number }>();
  const add = (key: Scalar | null) => {
    const id = key === null ? '\u0000missing' : `v${String(key)}`;
    groups.set(id, { key, count: (groups.get(id)?.count ?? 0) + 1 });
  };
  for (const row of rows) {
    const v = field.get(row);
    const elements =
      field.kind === 'string[]' ? [...new Set((v as string[] | null) ?? [])] : [v as Scalar | null];
    if (field.kind === 'string[]' && elements.length === 0) elements.push(null);
    for (const e of elements) if (e !== null || options.missing !== undefined) add(e);
  }
  const byKey = (a: Scalar | null, b: Scalar | null) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : compareScalar(a, b);
  const sign = options.sortDirection === 'ASC' ? 1 : -1;
  const list = [...groups.values()].sort((a, b) =>
    options.sortType === 'COUNT'
      ? sign * (a.count - b.count) || byKey(a.key, b.key)
      : sign * byKey(a.key, b.key),
  );
  return list
    .slice(0, options.limit)
    .map((g) => ({ value: g.key === null ? options.missing! : String(g.key), count: g.count }));
}
