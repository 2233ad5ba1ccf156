// Test support only: the ways a hostile or careless client spoils a payload.
import type { Json, Random } from './samples.js';

export const SPOILERS = [
  'as-sampled',
  'empty',
  'wrong-type',
  'nul',
  'nul-key',
  'huge-string',
  'deep',
  'missing-field',
  'unknown-field',
  'not-an-object',
] as const;
export type Spoiler = (typeof SPOILERS)[number];

type Container = Json[] | { [key: string]: Json };
interface Slot {
  parent: Container;
  key: string | number;
}

const isContainer = (value: Json): value is Container => value !== null && typeof value === 'object';

/** Every place in the payload that holds a value, outermost first. */
function slots(value: Json): Slot[] {
  const found: Slot[] = [];
  const walk = (node: Json) => {
    if (!isContainer(node)) return;
    const entries: [string | number, Json][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, child] of entries) {
      found.push({ parent: node, key });
      walk(child);
    }
  };
  walk(value);
  return found;
}

const set = (slot: Slot, value: Json) => {
  (slot.parent as Record<string | number, Json>)[slot.key] = value;
};
const get = (slot: Slot): Json => (slot.parent as Record<string | number, Json>)[slot.key]!;

function nested(depth: number, kind: 'array' | 'object'): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const WRONG_VALUES: Json[] = [12345, 'text', true, [], {}, null, -1.5, 1e308, ['a', 1], { nested: 'x' }];

/** The payload spoiled one way; the payload given is not changed. */
export function spoil(original: Json, spoiler: Spoiler, random: Random): Json {
  const payload = structuredClone(original) as { [key: string]: Json };
  const places = slots(payload);
  const strings = places.filter((slot) => typeof get(slot) === 'string');
  switch (spoiler) {
    case 'as-sampled':
      return payload;
    case 'empty':
      return {};
    case 'wrong-type':
      if (places.length === 0) return { anything: random.pick(WRONG_VALUES) };
      set(random.pick(places), random.pick(WRONG_VALUES));
      return payload;
    case 'nul':
      if (strings.length === 0) return { ...payload, name: 'a\u0000b' };
      for (const slot of strings) set(slot, `${String(get(slot)).slice(0, 5)}\u0000x`);
      return payload;
    case 'nul-key': {
      const objects = [payload, ...places.map(get).filter((v) => isContainer(v) && !Array.isArray(v))];
      (random.pick(objects) as Record<string, Json>)['bad\u0000key'] = 'value';
      return payload;
    }
    case 'huge-string':
      if (strings.length === 0) return { ...payload, text: 'x'.repeat(100_000) };
      set(random.pick(strings), 'x'.repeat(100_000));
      return payload;
    case 'deep': {
      const value = nested(random.pick([200, 2_000]), random.pick(['array', 'object'] as const));
      if (places.length === 0) return { deep: value };
      set(random.pick(places), value);
      return payload;
    }
    case 'missing-field': {
      const keys = Object.keys(payload);
      if (keys.length) delete payload[random.pick(keys)];
      return payload;
    }
    case 'unknown-field':
      return { ...payload, zzUnknownField: { value: 1 } };
    case 'not-an-object':
      return random.pick([null, [], 'text', 42, true, [{}]] as Json[]);
  }
}

/** A path parameter for the spoiler: plausible for most, hostile for the NUL and size spoilers. */
export function pathValue(given: Json | undefined, spoiler: Spoiler, random: Random): string {
  if (spoiler === 'nul') return 'a\u0000b';
  if (spoiler === 'huge-string') return 'p'.repeat(3_000);
  if (typeof given === 'string' && given !== '') return given;
  return random.pick(['00000000-0000-4000-8000-000000000000', 'abc', 'ünïcödé', '..', '%', ' ', 'a/b']);
}
