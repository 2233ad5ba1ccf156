import type { z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Turns the strings of a decoded query string into the types its schema expects, so that one schema
 * serves a GET's query string, its `.r` form and its POST fallback alike. Values that do not fit are left
 * as they are for the schema to reject with a proper field violation.
 */
export function coerceToSchema(schema: z.ZodType, value: unknown): unknown {
  return coerce(schema, value, 0);
}

function coerce(schema: unknown, value: unknown, depth: number): unknown {
  if (value === undefined || depth > 32) return value;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return coerce(def.innerType, value, depth + 1);
    case 'pipe':
      return coerce(def.in, value, depth + 1);
    case 'lazy':
      return coerce((def.getter as () => unknown)(), value, depth + 1);
    case 'object':
      return coerceObject(def.shape as Record<string, unknown>, value, depth);
    case 'record':
      return coerceRecord(def.valueType, value, depth);
    case 'array': {
      const items = Array.isArray(value) ? value : [value];
      return items.map((item) => coerce(def.element, item, depth + 1));
    }
    case 'union':
      return coerceUnion(def.options as z.ZodType[], value, depth);
    case 'number':
    case 'int':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'literal':
      return coerceLiteral(def.values as unknown[], value);
    default:
      return value;
  }
}

function coerceObject(shape: Record<string, unknown>, value: unknown, depth: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, inner] of Object.entries(shape)) {
    if (key in out) out[key] = coerce(inner, out[key], depth + 1);
  }
  return out;
}

function coerceRecord(valueType: unknown, value: unknown, depth: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, coerce(valueType, v, depth + 1)]));
}

function coerceUnion(options: z.ZodType[], value: unknown, depth: number): unknown {
  if (options.some((option) => option.safeParse(value).success)) return value;
  for (const option of options) {
    const candidate = coerce(option, value, depth + 1);
    if (option.safeParse(candidate).success) return candidate;
  }
  return value;
}

function coerceLiteral(values: unknown[], value: unknown): unknown {
  if (typeof value !== 'string') return value;
  for (const literal of values) if (String(literal) === value) return literal;
  return value;
}
