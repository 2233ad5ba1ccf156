import { sql, type SQL } from 'drizzle-orm';
import { allOf, anyOf } from './conditions.js';
import type { QueryFields } from './fields.js';
import { operatorToSql } from './filter-operators.js';
import { childPath, Violations } from '../wire/violations.js';

/**
 * Bounds on one filter. Each stops a cheap request from buying expensive work: a deep or wide tree
 * becomes a huge SQL statement, and a long filter makes every cursor that carries it long too.
 */
export const FILTER_LIMITS = Object.freeze({
  /** Nesting of $and, $or and $not. */
  maxDepth: 8,
  /** Field conditions, operators, logical nodes and list elements together. */
  maxNodes: 500,
  /** Values in one $in, $nin, $hasSome or $hasAll. */
  maxListSize: 100,
  /** Length of the filter as JSON; keeps cursors under the wire's 16000 characters. */
  maxJsonLength: 8000,
});

interface Walk {
  fields: QueryFields;
  violations: Violations;
  nodes: number;
  aborted: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function spend(walk: Walk, path: string, nodes: number): boolean {
  walk.nodes += nodes;
  if (walk.nodes > FILTER_LIMITS.maxNodes && !walk.aborted) {
    walk.violations.add(path, `filter has more than ${FILTER_LIMITS.maxNodes} conditions`, {
      rule: 'MAX_SIZE',
      data: { max: FILTER_LIMITS.maxNodes },
    });
    walk.aborted = true;
  }
  return !walk.aborted;
}

function combine(parts: SQL[]): SQL {
  return parts.length === 1 ? parts[0]! : allOf(parts);
}

/** A part of the filter being translated: its value, and where it sits in the request (and how deep). */
interface At {
  value: unknown;
  path: string;
  depth: number;
}

function fieldToSql(walk: Walk, name: string, { value, path }: Omit<At, 'depth'>): SQL | undefined {
  const field = walk.fields.byName.get(name);
  if (!field || !field.filter) {
    walk.violations.add(path, 'is not a filterable field', 'FIELD_NOT_ALLOWED');
    return undefined;
  }
  const common = { field, violations: walk.violations, maxListSize: FILTER_LIMITS.maxListSize };
  if (!isObject(value)) {
    return operatorToSql({ ...common, op: '$eq', value, path, spend: (n) => spend(walk, path, n) });
  }
  const entries = Object.entries(value);
  if (entries.length === 0) walk.violations.add(path, 'must name at least one operator', 'FORMAT');
  const parts: SQL[] = [];
  for (const [op, operand] of entries) {
    const opPath = childPath(path, op);
    if (!spend(walk, opPath, 1)) return undefined;
    if (!op.startsWith('$')) {
      walk.violations.add(
        opPath,
        'is not an operator; nested fields are named with dots',
        'FIELD_NOT_ALLOWED',
      );
      continue;
    }
    const part = operatorToSql({
      ...common,
      op,
      value: operand,
      path: opPath,
      spend: (n) => spend(walk, opPath, n),
    });
    if (part) parts.push(part);
  }
  return combine(parts);
}

function logicalToSql(walk: Walk, op: string, { value, path, depth }: At): SQL | undefined {
  if (op === '$not') {
    const inner = objectToSql(walk, { value, path, depth: depth + 1 });
    // NOT must be a true complement: a condition that is NULL on a missing field counts as false, so its negation is true.
    return inner && sql`(not coalesce(${inner}, false))`;
  }
  if (op !== '$and' && op !== '$or') {
    walk.violations.add(path, `${op} is not a known filter operator`, {
      rule: 'FIELD_NOT_ALLOWED',
      data: { allowed: ['$and', '$or', '$not'] },
    });
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0) {
    walk.violations.add(path, 'must be a non-empty array of filters', 'FORMAT');
    return undefined;
  }
  const parts: SQL[] = [];
  for (const [i, item] of value.entries()) {
    const part = objectToSql(walk, { value: item, path: childPath(path, i), depth: depth + 1 });
    if (walk.aborted) return undefined;
    if (part) parts.push(part);
  }
  if (parts.length !== value.length) return undefined;
  return op === '$and' ? combine(parts) : parts.length === 1 ? parts[0] : anyOf(parts);
}

function objectToSql(walk: Walk, { value: node, path, depth }: At): SQL | undefined {
  if (!isObject(node)) {
    walk.violations.add(path, 'must be a filter object', 'FORMAT');
    return undefined;
  }
  if (depth > FILTER_LIMITS.maxDepth) {
    walk.violations.add(path, `filter nests deeper than ${FILTER_LIMITS.maxDepth} levels`, {
      rule: 'MAX',
      data: { max: FILTER_LIMITS.maxDepth },
    });
    walk.aborted = true;
    return undefined;
  }
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(node)) {
    const keyPath = childPath(path, key);
    if (!spend(walk, keyPath, 1)) return undefined;
    const part = key.startsWith('$')
      ? logicalToSql(walk, key, { value, path: keyPath, depth })
      : fieldToSql(walk, key, { value, path: keyPath });
    if (walk.aborted) return undefined;
    if (part) parts.push(part);
  }
  return combine(parts);
}

/**
 * Translates a filter in the wire's operator language (WIRE.md section 9) into a parameterised SQL
 * condition over the whitelisted fields, or undefined for an absent or empty filter. Every value is a
 * bound parameter; only the whitelist's own expressions and fixed keywords become SQL text.
 *
 * @param path REST path of the filter in the request, for the violations (`query.filter`, `filter`).
 * @throws ValidationError listing every violation found.
 */
export function filterToSql(fields: QueryFields, filter: unknown, path = 'filter'): SQL | undefined {
  if (filter === undefined || filter === null) return undefined;
  const walk: Walk = { fields, violations: new Violations(), nodes: 0, aborted: false };
  const condition = objectToSql(walk, { value: filter, path, depth: 0 });
  walk.violations.throwIfAny();
  // Measured only now: the walk has bounded the depth, so serialising cannot exhaust the stack.
  const length = JSON.stringify(filter).length;
  if (length > FILTER_LIMITS.maxJsonLength) {
    walk.violations.add(path, `filter is longer than ${FILTER_LIMITS.maxJsonLength} characters as JSON`, {
      rule: 'MAX_LENGTH',
      data: { max: FILTER_LIMITS.maxJsonLength },
    });
    walk.violations.throwIfAny();
  }
  return Object.keys(filter as object).length === 0 || !condition ? undefined : sql`(${condition})`;
}
