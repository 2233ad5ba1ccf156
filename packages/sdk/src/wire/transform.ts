/**
 * The field conventions of WIRE.md section 3: the SDK shows `_id`, `_createdDate`, `_updatedDate` and Date
 * objects; the wire carries `id`, `createdDate`, `updatedDate` and RFC 3339 strings.
 */

const TO_WIRE_KEYS: Readonly<Record<string, string>> = {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
};
const FROM_WIRE_KEYS: Readonly<Record<string, string>> = {
  id: '_id',
  createdDate: '_createdDate',
  updatedDate: '_updatedDate',
};
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
const INTEGER = /^-?\d+$/;

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function toWireKey(key: string): string {
  return Object.hasOwn(TO_WIRE_KEYS, key) ? TO_WIRE_KEYS[key]! : key;
}

export function fromWireKey(key: string): string {
  return Object.hasOwn(FROM_WIRE_KEYS, key) ? FROM_WIRE_KEYS[key]! : key;
}

/** Renames every segment of a dotted field path to its wire name (`owner._id` -> `owner.id`). */
export function toWirePath(path: string): string {
  return path.split('.').map(toWireKey).join('.');
}

/** Renames every segment of a dotted field path to the caller's name (`items.0.id` -> `items.0._id`). */
export function fromWirePath(path: string): string {
  return path.split('.').map(fromWireKey).join('.');
}

/** A fresh copy of a value in its wire form; `undefined` fields are dropped as JSON would drop them. */
export function toWire(value: unknown, key = ''): unknown {
  if (value instanceof Date) return value.toISOString();
  // JSON has no NaN or Infinity: the wire spells them as strings.
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  // A field mask travels as one comma-joined string of (wire) field paths.
  if (key === 'fieldMask' && Array.isArray(value))
    return value.map((path) => toWirePath(String(path))).join(',');
  if (Array.isArray(value)) return value.map((item) => toWire(item));
  if (!isPlainObject(value)) return value;
  const out: PlainObject = {};
  for (const [name, inner] of Object.entries(value)) {
    if (inner !== undefined) out[toWireKey(name)] = toWire(inner, name);
  }
  return out;
}

/** A fresh copy of a wire value in the SDK's form; `key` is the wire key the value sits under. */
export function fromWire(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => fromWire(item, key));
  if (isPlainObject(value)) {
    const out: PlainObject = {};
    for (const [name, inner] of Object.entries(value)) out[fromWireKey(name)] = fromWire(inner, name);
    return out;
  }
  if (typeof value === 'string' && key.endsWith('Date') && RFC_3339.test(value)) return new Date(value);
  return value;
}

/**
 * Applies `convert` to the values at a dotted path, in place. Arrays on the way (and at the end) are walked
 * element by element, so `files.sizeInBytes` reaches every file's size.
 */
export function convertAtPath(target: unknown, path: string, convert: (value: unknown) => unknown): void {
  walk(target, path.split('.'), convert);
}

function walk(node: unknown, segments: readonly string[], convert: (value: unknown) => unknown): unknown {
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++) node[index] = walk(node[index], segments, convert);
    return node;
  }
  if (segments.length === 0) return convert(node);
  const [head, ...rest] = segments as [string, ...string[]];
  if (isPlainObject(node) && Object.hasOwn(node, head)) node[head] = walk(node[head], rest, convert);
  return node;
}

/** 64-bit integers travel as strings (WIRE.md section 3). */
export function int64FromWire(value: unknown): unknown {
  return typeof value === 'string' && INTEGER.test(value) ? Number(value) : value;
}

export function int64ToWire(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
}
