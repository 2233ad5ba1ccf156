import { sql, type SQL } from 'drizzle-orm';
import type { ViolatedRule } from '@atrium/contract';
import type { QueryFieldType } from './fields.js';

export type ScalarType = Exclude<QueryFieldType, 'string[]'>;
export type ScalarValue = string | number | boolean;

/** Longest string a filter may compare with; bounds the work of one LIKE and the size of cursors. */
export const MAX_STRING_VALUE_LENGTH = 1000;

export type Checked =
  { ok: true; value: ScalarValue } | { ok: false; description: string; rule: ViolatedRule };

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fail = (description: string, rule: ViolatedRule = 'FORMAT'): Checked => ({
  ok: false,
  description,
  rule,
});

/**
 * Every date PostgreSQL would refuse is refused here first: a value the database rejects would
 * surface as a 500 instead of a 400.
 */
export function isRfc3339(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  const validDay = calendar.getUTCMonth() === month! - 1 && calendar.getUTCDate() === day;
  const offsetOk = m[8] === undefined || (Number(m[9]) <= 15 && Number(m[10]) < 60);
  return year! >= 1 && validDay && hour! < 24 && minute! < 60 && second! < 60 && offsetOk;
}

function checkString(value: unknown): Checked {
  if (typeof value !== 'string') return fail('must be a string');
  if (value.length > MAX_STRING_VALUE_LENGTH) {
    return fail(`must be at most ${MAX_STRING_VALUE_LENGTH} characters`, 'MAX_LENGTH');
  }
  // PostgreSQL text cannot hold NUL; letting one through would turn a bad input into a 500.
  if (value.includes('\u0000')) return fail('must not contain the NUL character');
  return { ok: true, value };
}

/** Checks a filter value against a field type and returns it normalised (uuids lower-cased). */
export function checkScalar(type: ScalarType, value: unknown): Checked {
  switch (type) {
    case 'string':
      return checkString(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, value }
        : fail('must be a number');
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail('must be a boolean');
    case 'date':
      return typeof value === 'string' && isRfc3339(value)
        ? { ok: true, value }
        : fail('must be an RFC 3339 date-time string such as 2026-11-21T10:00:00.000Z');
    case 'uuid':
      return typeof value === 'string' && UUID.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : fail('must be a GUID');
  }
}

const CASTS: Record<ScalarType, SQL> = {
  string: sql.raw('text'),
  // numeric compares exactly with integer, numeric and float columns alike, and never overflows a parameter.
  number: sql.raw('numeric'),
  boolean: sql.raw('boolean'),
  date: sql.raw('timestamptz'),
  uuid: sql.raw('uuid'),
};

/** A bound parameter with an explicit type, so that SQL expressions of any type compare with it. */
export function typedParam(type: ScalarType, value: ScalarValue | string): SQL {
  return sql`${value}::${CASTS[type]}`;
}
