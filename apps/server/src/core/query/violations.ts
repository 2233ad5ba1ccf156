import type { FieldViolation, ViolatedRule } from '@atrium/contract';
import type { z } from 'zod';
import { ValidationError } from '../wire/errors.js';

/** REST path of a child: `query.filter` + `name` → `query.filter.name`; + 2 → `query.sort[2]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** Collects every violation of one input, so that a 400 lists them all (WIRE.md section 5). */
export class Violations {
  readonly list: FieldViolation[] = [];

  add(field: string, description: string, violatedRule: ViolatedRule, data?: Record<string, unknown>): void {
    this.list.push({ field, description, violatedRule, ...(data ? { data } : {}) });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ValidationError(this.list);
  }
}

function ruleOf(issue: z.core.$ZodIssue): ViolatedRule {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? 'MAX_LENGTH' : issue.origin === 'array' ? 'MAX_SIZE' : 'MAX';
    case 'too_small':
      return issue.origin === 'string' ? 'MIN_LENGTH' : issue.origin === 'array' ? 'MIN_SIZE' : 'MIN';
    case 'invalid_value':
      return 'INVALID_ENUM_VALUE';
    case 'invalid_type':
      return issue.input === undefined ? 'REQUIRED_FIELD' : 'FORMAT';
    case 'invalid_format':
      return 'FORMAT';
    case 'unrecognized_keys':
      return 'FIELD_NOT_ALLOWED';
    default:
      return 'VALIDATION';
  }
}

/** Parses with a contract schema and reports its issues as field violations under `path`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, path: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const violations = new Violations();
  for (const issue of result.error.issues) {
    const field = issue.path.reduce<string>(
      (acc, key) => childPath(acc, typeof key === 'number' ? key : String(key)),
      path,
    );
    violations.add(field, issue.message, ruleOf(issue));
  }
  violations.throwIfAny();
  throw new Error('unreachable');
}
