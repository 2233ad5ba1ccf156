import { createHash } from 'node:crypto';
import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type QueryFieldType = 'string' | 'number' | 'boolean' | 'date' | 'uuid' | 'string[]';

/** How one wire field maps onto the table, and what a client may do with it. */
export interface QueryFieldSpec {
  /** A column of the queried table, or an SQL expression over its row (a correlated subquery works too). */
  column: AnyColumn | SQL;
  type: QueryFieldType;
  /** May appear in filters. Default true; false makes a sort-only or aggregate-only field. */
  filter?: boolean;
  /** May appear in `sort`. Default false. */
  sort?: boolean;
  /** May be the `fieldPath` of an aggregation. Default false. */
  aggregate?: boolean;
  /** Whether the value can be NULL. Default: read from the column; true for SQL expressions. */
  nullable?: boolean;
}

export interface QueryField {
  readonly name: string;
  /** The column or expression, parenthesised so that operators bind to all of it. */
  readonly expr: SQL;
  readonly type: QueryFieldType;
  readonly filter: boolean;
  readonly sort: boolean;
  readonly aggregate: boolean;
  readonly nullable: boolean;
}

/** The whitelist of one entity: only these names ever reach SQL, and only as the expressions given here. */
export interface QueryFields {
  // A Map, not an object: a client-sent name like `__proto__` or `constructor` must not resolve to anything.
  readonly byName: ReadonlyMap<string, QueryField>;
  /** The unique, non-null field appended to every sort so that order and cursors are deterministic. */
  readonly tieBreaker: QueryField | undefined;
  /** Changes whenever the definition does, so that cursors issued for another definition are refused. */
  readonly fingerprint: string;
}

export interface DefineQueryFieldsOptions {
  /** Name of the unique non-null field used as the last sort key. Default `id` when such a field exists. */
  tieBreaker?: string;
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

function toField(name: string, spec: QueryFieldSpec): QueryField {
  if (!FIELD_NAME.test(name)) throw new Error(`query field name "${name}" is not a camelCase or dotted name`);
  const isColumn = is(spec.column, Column);
  const nullable = spec.nullable ?? (isColumn ? !(spec.column as AnyColumn).notNull : true);
  const sort = spec.sort ?? false;
  if (sort && spec.type === 'string[]') throw new Error(`query field "${name}": arrays cannot be sorted`);
  return {
    name,
    expr: isColumn ? sql`${spec.column}` : sql`(${spec.column})`,
    type: spec.type,
    filter: spec.filter ?? true,
    sort,
    aggregate: spec.aggregate ?? false,
    nullable,
  };
}

function pickTieBreaker(
  byName: Map<string, QueryField>,
  requested: string | undefined,
): QueryField | undefined {
  const field = byName.get(requested ?? 'id');
  if (!field) {
    if (requested) throw new Error(`tie-breaker field "${requested}" is not defined`);
    return undefined;
  }
  if (field.nullable || field.type === 'string[]' || field.type === 'boolean') {
    throw new Error(`tie-breaker field "${field.name}" must be a unique, non-null scalar`);
  }
  return field;
}

export function defineQueryFields(
  specs: Record<string, QueryFieldSpec>,
  options: DefineQueryFieldsOptions = {},
): QueryFields {
  const byName = new Map<string, QueryField>();
  for (const [name, spec] of Object.entries(specs)) byName.set(name, toField(name, spec));
  const tieBreaker = pickTieBreaker(byName, options.tieBreaker);
  const shape = [...byName.values()]
    .map((f) => [f.name, f.type, f.filter, f.sort, f.aggregate, f.nullable])
    // Code-unit order, not localeCompare: every process must compute the same fingerprint.
    .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ shape, tieBreaker: tieBreaker?.name ?? null }))
    .digest('base64url');
  return Object.freeze({ byName, tieBreaker, fingerprint });
}
