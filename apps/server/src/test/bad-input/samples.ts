// Test support only: plausible payloads drawn from a route's JSON schema (as /openapi.json gives it), for the
// bad-input test to spoil.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown>;

/** A small seeded generator (mulberry32): the same seed gives the same requests, so a failure replays. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

const FORMATS: Record<string, () => string> = {
  uuid: () => '00000000-0000-4000-8000-000000000000',
  email: () => 'someone@example.com',
  'date-time': () => '2026-11-21T10:00:00.000Z',
  date: () => '2026-11-21',
  uri: () => 'https://example.com/a',
  url: () => 'https://example.com/a',
};

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return schema;
  const defs = (root.$defs ?? {}) as Record<string, Schema>;
  return defs[ref.slice('#/$defs/'.length)] ?? {};
}

function sampleString(schema: Schema, random: Random): string {
  if (Array.isArray(schema.enum)) return random.pick(schema.enum as string[]);
  if (typeof schema.const === 'string') return schema.const;
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format();
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 12, Math.max(min, 12));
  return 'abcdefghijkl'.repeat(Math.ceil(max / 12)).slice(0, Math.max(min, random.int(min, max)));
}

/** A value that fits the schema as far as a small generator can tell (patterns are not honoured). */
export function sample(
  schema: Schema,
  { root, random, depth = 0 }: { root: Schema; random: Random; depth?: number },
): Json {
  const node = resolve(schema, root);
  const choices = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
  if (choices?.length) {
    const concrete = choices.filter((choice) => choice.type !== 'null');
    return sample(random.pick(concrete.length && depth < 6 ? concrete : choices), {
      root,
      random,
      depth: depth + 1,
    });
  }
  if ('const' in node) return node.const as Json;
  if (Array.isArray(node.enum)) return random.pick(node.enum as Json[]);
  switch (node.type) {
    case 'object': {
      const out: Record<string, Json> = {};
      const properties = (node.properties ?? {}) as Record<string, Schema>;
      const required = new Set((node.required ?? []) as string[]);
      for (const [key, property] of Object.entries(properties)) {
        if (required.has(key) || (depth < 4 && random.chance(0.5)))
          out[key] = sample(property, { root, random, depth: depth + 1 });
      }
      return out;
    }
    case 'array': {
      if (depth >= 5) return [];
      const min = typeof node.minItems === 'number' ? node.minItems : 0;
      const items = (node.items ?? {}) as Schema;
      return Array.from({ length: Math.max(min, random.int(0, 2)) }, () =>
        sample(items, { root, random, depth: depth + 1 }),
      );
    }
    case 'string':
      return sampleString(node, random);
    case 'integer':
    case 'number': {
      const min = typeof node.minimum === 'number' ? node.minimum : 0;
      const max = typeof node.maximum === 'number' ? node.maximum : min + 10;
      return random.int(Math.ceil(min), Math.floor(Math.min(max, min + 10)));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return depth > 3 ? null : {};
  }
}
