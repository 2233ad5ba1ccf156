import type { FieldViolation } from '@atrium/contract';
import { childPath } from './violations.js';

const NUL = '\u0000';
const DESCRIPTION = 'must not contain the NUL character (\\u0000)';

/**
 * Every field of a payload whose value or name holds a NUL character. PostgreSQL refuses NUL in text and JSON,
 * so one rule here keeps it out for every route, whatever its schema says (WIRE.md section 5: rule FORMAT).
 */
export function nulViolations(payload: unknown, prefix = ''): FieldViolation[] {
  const found: FieldViolation[] = [];
  const visit = (value: unknown, field: string, depth: number) => {
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push({ field, description: DESCRIPTION, violatedRule: 'FORMAT' });
      return;
    }
    // The schemas bound nesting; this walk stops on its own well past any of them.
    if (value === null || typeof value !== 'object' || depth > 64) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, childPath(field, index), depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      const path = childPath(field, key);
      if (key.includes(NUL)) found.push({ field: path, description: DESCRIPTION, violatedRule: 'FORMAT' });
      else visit(item, path, depth + 1);
    }
  };
  visit(payload, prefix, 0);
  return found;
}
