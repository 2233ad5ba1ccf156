import type { FieldViolation, ViolatedRule } from '@atrium/contract';
import type { z } from 'zod';
import { fieldViolation, ValidationError, type ViolationDetail } from './errors.js';

/**
 * The one mapping from zod issues to the wire's field violations (WIRE.md section 5), for route payloads and for
 * the query engine's parts alike: the same bad field gets the same rule and words wherever it sits.
 */

/** Formats as the wire names them in `data.type` (WIRE.md section 5: an invalid email carries "EMAIL"). */
const FORMAT_TYPES: Record<string, string> = {
  email: 'EMAIL',
  uuid: 'GUID',
  guid: 'GUID',
  url: 'WEB_URL',
  datetime: 'DATE_TIME',
  date: 'DATE',
  regex: 'PATTERN',
  base64url: 'BASE64URL',
};

/** REST path of a child: `query.filter` + `name` → `query.filter.name`; + 2 → `query.sort[2]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** The REST path of a field, as violations name it: `lineItems[0].quantity`, under `prefix` when given. */
export function fieldPath(path: readonly PropertyKey[], prefix = ''): string {
  return path.reduce<string>(
    (out, part) => childPath(out, typeof part === 'number' ? part : String(part)),
    prefix,
  );
}

/** Collects every violation of one input, so that a 400 lists them all. */
export class Violations {
  readonly list: FieldViolation[] = [];

  add(field: string, description: string, detail: ViolationDetail): void {
    this.list.push(fieldViolation(field, description, detail));
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ValidationError(this.list);
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

type Issue = z.core.$ZodIssue;

function sizeRule(origin: string, kind: 'max' | 'min' | 'exact'): ViolatedRule {
  const sized = origin === 'array' || origin === 'set';
  if (origin === 'string')
    return kind === 'max' ? 'MAX_LENGTH' : kind === 'min' ? 'MIN_LENGTH' : 'EXACT_LENGTH';
  if (sized) return kind === 'max' ? 'MAX_SIZE' : kind === 'min' ? 'MIN_SIZE' : 'EXACT_SIZE';
  return kind === 'min' ? 'MIN' : 'MAX';
}

function describeBound(origin: string, word: string, bound: unknown): string {
  if (origin === 'string') return `must be ${word} ${String(bound)} characters long`;
  if (origin === 'array' || origin === 'set') return `must have ${word} ${String(bound)} items`;
  return `must be ${word} ${String(bound)}`;
}

interface Bound {
  exact: boolean | undefined;
  inclusive: boolean | undefined;
  bound: number | bigint;
}

/** A length, size or value outside its bound: `must be at most 100 characters long`, MAX_LENGTH. */
function boundViolation(
  { field, origin }: { field: string; origin: string },
  side: 'max' | 'min',
  { exact, inclusive, bound }: Bound,
): FieldViolation {
  const word = exact
    ? 'exactly'
    : side === 'max'
      ? inclusive === false
        ? 'less than'
        : 'at most'
      : inclusive === false
        ? 'more than'
        : 'at least';
  return {
    field,
    description: describeBound(origin, word, bound),
    violatedRule: sizeRule(origin, exact ? 'exact' : side),
    data: { [side]: Number(bound) },
  };
}

function toViolation(issue: Issue, input: unknown, prefix: string): FieldViolation[] {
  const field = fieldPath(issue.path, prefix);
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined)
        return [{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD' }];
      // A value of the wrong kind is malformed input, as a NUL character or a bad date is.
      return [
        {
          field,
          description: `must be ${article(issue.expected)}`,
          violatedRule: 'FORMAT',
          data: { expected: issue.expected },
        },
      ];
    case 'too_big':
      return [
        boundViolation({ field, origin: issue.origin }, 'max', {
          exact: issue.exact,
          inclusive: issue.inclusive,
          bound: issue.maximum,
        }),
      ];
    case 'too_small':
      return [
        boundViolation({ field, origin: issue.origin }, 'min', {
          exact: issue.exact,
          inclusive: issue.inclusive,
          bound: issue.minimum,
        }),
      ];
    case 'invalid_format': {
      const type = FORMAT_TYPES[issue.format] ?? issue.format.toUpperCase();
      const description =
        issue.format === 'regex' && issue.message && !issue.message.startsWith('Invalid')
          ? issue.message
          : `must be a valid ${issue.format}`;
      return [{ field, description, violatedRule: 'FORMAT', data: { type } }];
    }
    case 'invalid_value':
      return [
        {
          field,
          description: `must be one of ${issue.values.map((v) => String(v)).join(', ')}`,
          violatedRule: 'INVALID_ENUM_VALUE',
          data: { values: issue.values.map((v) => String(v)) },
        },
      ];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: fieldPath([...issue.path, key], prefix),
        description: 'is not an allowed field',
        violatedRule: 'FIELD_NOT_ALLOWED' as const,
      }));
    case 'invalid_union':
      return [
        { field, description: 'does not match any of the accepted forms', violatedRule: 'ONE_OF_ALIGNMENT' },
      ];
    case 'custom': {
      const params = (issue.params ?? {}) as { rule?: ViolatedRule; data?: Record<string, unknown> };
      return [
        {
          field,
          description: issue.message,
          violatedRule: params.rule ?? 'VALIDATION',
          ...(params.data ? { data: params.data } : {}),
        },
      ];
    }
    default:
      return [{ field, description: issue.message, violatedRule: 'VALIDATION' }];
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/**
 * Every violated field of a failed parse, sorted by field as the client expects (spec 000 section 5); fields
 * are named under `prefix` when the input sits inside a larger payload (`query`).
 */
export function violationsFromZod(error: z.ZodError, input: unknown, prefix = ''): FieldViolation[] {
  return sortByField(error.issues.flatMap((issue) => toViolation(issue as Issue, input, prefix)));
}

/** The first list wins for a field both name; the result is sorted by field. */
export function mergeViolations(first: FieldViolation[], second: FieldViolation[]): FieldViolation[] {
  const named = new Set(first.map((violation) => violation.field));
  return sortByField([...first, ...second.filter((violation) => !named.has(violation.field))]);
}

function sortByField(violations: FieldViolation[]): FieldViolation[] {
  return violations.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** Parses with a contract schema, or throws its violations named under `prefix`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(violationsFromZod(result.error, input, prefix));
  return result.data;
}
