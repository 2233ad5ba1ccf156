import { readPath } from '../wire/request-plan.js';
import { fromWirePath, isPlainObject, toWire, toWireKey, toWirePath } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';

/** The key of a payload mapping that spreads a whole argument into the payload (`{...options}`). */
export const SPREAD = '...';

/**
 * How a method's arguments become its wire payload, in ENDPOINTS.md's notation turned around:
 * wire field path -> argument path. `{ webhook: 'webhook', 'webhook.id': '_id', fieldMask: 'options.fieldMask' }`
 * is `{webhook={ ...webhook, id: _id }, fieldMask=options.fieldMask}`; `{ '...': 'options' }` spreads `options`.
 */
export type PayloadSpec = Readonly<Record<string, string>>;

export interface PayloadMapping {
  argNames: readonly string[];
  fields: readonly (readonly [wirePath: string, argPath: string])[];
  spread?: string;
}

/**
 * Without an explicit spec each argument travels under its own name (`_id` as `id`), and an argument called
 * `options` is spread, which is what most rows of ENDPOINTS.md say.
 */
export function compileMapping(argNames: readonly string[] = [], spec?: PayloadSpec): PayloadMapping {
  if (spec) {
    const fields = Object.entries(spec).filter(([wirePath]) => wirePath !== SPREAD);
    return { argNames, fields, spread: spec[SPREAD] };
  }
  const fields = argNames
    .filter((name) => name !== 'options')
    .map((name) => [toWireKey(name), name] as const);
  return { argNames, fields, spread: argNames.includes('options') ? 'options' : undefined };
}

/** Builds a fresh wire payload; the caller's objects are never modified. */
export function buildPayload(mapping: PayloadMapping, args: readonly unknown[]): PlainObject {
  const values = new Map(mapping.argNames.map((name, index) => [name, toWire(args[index], name)]));
  const payload: PlainObject = {};
  for (const [wirePath, argPath] of mapping.fields) {
    const value = readArgument(values, argPath);
    if (value !== undefined) setPath(payload, wirePath, value);
  }
  // Named arguments win over a field of the same name inside the spread options.
  const spread = mapping.spread === undefined ? undefined : values.get(mapping.spread);
  if (isPlainObject(spread)) {
    for (const [name, value] of Object.entries(spread))
      if (!Object.hasOwn(payload, name)) payload[name] = value;
  }
  return payload;
}

/** The caller's name for a wire field of a violation: `webhook.id` -> `_id`, `fieldMask` -> `options.fieldMask`. */
export function fieldToArgument(mapping: PayloadMapping, field: string): string {
  let best: readonly [string, string] | undefined;
  for (const entry of mapping.fields) {
    const [wirePath] = entry;
    const covers = field === wirePath || field.startsWith(`${wirePath}.`);
    if (covers && (!best || wirePath.length > best[0].length)) best = entry;
  }
  if (best) return best[1] + fromWirePath(field.slice(best[0].length));
  if (mapping.spread !== undefined) return `${mapping.spread}.${fromWirePath(field)}`;
  return fromWirePath(field);
}

function readArgument(values: ReadonlyMap<string, unknown>, argPath: string): unknown {
  const [name = '', ...rest] = argPath.split('.');
  const value = values.get(name);
  return rest.length === 0 ? value : readPath(value, toWirePath(rest.join('.')));
}

function setPath(target: PlainObject, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop()!;
  let node = target;
  for (const segment of segments) {
    // Copy on the way down: two wire fields may come from one argument object.
    const next: PlainObject = isPlainObject(node[segment]) ? { ...node[segment] } : {};
    node[segment] = next;
    node = next;
  }
  node[last] = value;
}
