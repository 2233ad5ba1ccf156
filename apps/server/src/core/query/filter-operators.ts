import { sql, type SQL } from 'drizzle-orm';
import type { QueryField, QueryFieldType } from './fields.js';
import { childPath, type Violations } from '../wire/violations.js';
import { checkScalar, typedParam, type ScalarType, type ScalarValue } from './values.js';

export type FieldOperator =
  | '$eq'
  | '$ne'
  | '$gt'
  | '$gte'
  | '$lt'
  | '$lte'
  | '$in'
  | '$nin'
  | '$startsWith'
  | '$endsWith'
  | '$contains'
  | '$hasSome'
  | '$hasAll'
  | '$exists';

const COMPARE: FieldOperator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists'];
const EQUALITY: FieldOperator[] = ['$eq', '$ne', '$in', '$nin', '$exists'];

/** Which operators fit which type: ordering on booleans or uuids, or set operators on scalars, say nothing useful. */
export const OPERATORS_BY_TYPE: Record<QueryFieldType, readonly FieldOperator[]> = {
  string: [...COMPARE, '$startsWith', '$endsWith', '$contains'],
  number: COMPARE,
  date: COMPARE,
  uuid: EQUALITY,
  boolean: EQUALITY,
  'string[]': ['$hasSome', '$hasAll', '$exists'],
};

const KNOWN = new Set<string>(OPERATORS_BY_TYPE.string.concat(OPERATORS_BY_TYPE['string[]']));

export interface OperatorInput {
  field: QueryField;
  op: string;
  value: unknown;
  path: string;
  violations: Violations;
  maxListSize: number;
  /** Counts list elements towards the filter's node budget; false once the budget is spent. */
  spend: (nodes: number) => boolean;
}

const SQL_COMPARATORS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/** Byte order for strings, as in sorting: the same answer on PGlite and on any server locale. */
export function comparable(field: QueryField): SQL {
  return field.type === 'string' ? sql`${field.expr} collate "C"` : field.expr;
}

/** LIKE treats %, _ and the escape character as syntax; a client's text must only ever match itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scalar(input: OperatorInput, value: unknown, path: string): ScalarValue | undefined {
  const type = input.field.type === 'string[]' ? 'string' : (input.field.type as ScalarType);
  const checked = checkScalar(type, value);
  if (checked.ok) return checked.value;
  input.violations.add(path, checked.description, { rule: checked.rule, data: { type } });
  return undefined;
}

function list(input: OperatorInput): ScalarValue[] | undefined {
  const { value, path, violations, maxListSize } = input;
  if (!Array.isArray(value)) {
    violations.add(path, 'must be an array', 'FORMAT');
    return undefined;
  }
  if (value.length > maxListSize) {
    violations.add(path, `must have at most ${maxListSize} values`, {
      rule: 'MAX_SIZE',
      data: { max: maxListSize },
    });
    return undefined;
  }
  if (!input.spend(value.length)) return undefined;
  const checked = value.map((v, i) => scalar(input, v, childPath(path, i)));
  return checked.every((v) => v !== undefined) ? (checked as ScalarValue[]) : undefined;
}

function params(input: OperatorInput, values: ScalarValue[]): SQL {
  const type = input.field.type === 'string[]' ? 'string' : (input.field.type as ScalarType);
  return sql.join(
    values.map((v) => typedParam(type, v)),
    sql`, `,
  );
}

function membership(input: OperatorInput, negate: boolean): SQL | undefined {
  const values = list(input);
  if (!values) return undefined;
  const { expr, nullable } = input.field;
  if (values.length === 0) return negate ? sql`true` : sql`false`;
  if (!negate) return sql`${expr} in (${params(input, values)})`;
  // $nin, like $ne, also matches rows where the field is missing.
  const notIn = sql`${expr} not in (${params(input, values)})`;
  return nullable ? sql`(${expr} is null or ${notIn})` : notIn;
}

function equality(input: OperatorInput, negate: boolean): SQL | undefined {
  const { expr } = input.field;
  if (input.value === null) return negate ? sql`${expr} is not null` : sql`${expr} is null`;
  const value = scalar(input, input.value, input.path);
  if (value === undefined) return undefined;
  const param = typedParam(input.field.type as ScalarType, value);
  return negate ? sql`${expr} is distinct from ${param}` : sql`${expr} = ${param}`;
}

function ordering(input: OperatorInput, op: keyof typeof SQL_COMPARATORS): SQL | undefined {
  const value = scalar(input, input.value, input.path);
  if (value === undefined) return undefined;
  const param = typedParam(input.field.type as ScalarType, value);
  return sql`${comparable(input.field)} ${sql.raw(SQL_COMPARATORS[op])} ${param}`;
}

function pattern(input: OperatorInput, op: '$startsWith' | '$endsWith' | '$contains'): SQL | undefined {
  const value = scalar(input, input.value, input.path);
  if (value === undefined) return undefined;
  const escaped = escapeLike(value as string);
  const text = op === '$startsWith' ? `${escaped}%` : op === '$endsWith' ? `%${escaped}` : `%${escaped}%`;
  // Text matching is case-insensitive, as in the hosted platform's search; equality stays exact.
  return sql`${input.field.expr} ilike ${text}::text escape '\\'`;
}

function arrayOperator(input: OperatorInput, op: '$hasSome' | '$hasAll'): SQL | undefined {
  const values = list(input);
  if (!values) return undefined;
  const array = sql`array[${params(input, values)}]::text[]`;
  return op === '$hasSome' ? sql`${input.field.expr} && ${array}` : sql`${input.field.expr} @> ${array}`;
}

function exists(input: OperatorInput): SQL | undefined {
  if (typeof input.value !== 'boolean') {
    input.violations.add(input.path, 'must be a boolean', 'FORMAT');
    return undefined;
  }
  return input.value ? sql`${input.field.expr} is not null` : sql`${input.field.expr} is null`;
}

/** One `field: {$op: value}` as SQL, or undefined after recording why it is refused. */
export function operatorToSql(input: OperatorInput): SQL | undefined {
  const { field, op, path, violations } = input;
  const allowed = OPERATORS_BY_TYPE[field.type];
  if (!allowed.includes(op as FieldOperator)) {
    const description = KNOWN.has(op)
      ? `operator ${op} does not apply to ${field.type} fields`
      : `${op} is not a known filter operator`;
    violations.add(path, description, { rule: 'FIELD_NOT_ALLOWED', data: { allowed } });
    return undefined;
  }
  switch (op as FieldOperator) {
    case '$eq':
    case '$ne':
      return equality(input, op === '$ne');
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return ordering(input, op as keyof typeof SQL_COMPARATORS);
    case '$in':
    case '$nin':
      return membership(input, op === '$nin');
    case '$startsWith':
    case '$endsWith':
    case '$contains':
      return pattern(input, op as '$startsWith' | '$endsWith' | '$contains');
    case '$hasSome':
    case '$hasAll':
      return arrayOperator(input, op as '$hasSome' | '$hasAll');
    case '$exists':
      return exists(input);
  }
}
