import { fieldMaskPaths } from '@atrium/contract';
import { invalid } from './errors.js';

/**
 * The fields an update changes (WIRE.md section 3): those the field mask names, each of which must be sent;
 * without a mask, every updatable field that was sent.
 */
export function maskedPatch<K extends string, T extends Partial<Record<K, unknown>>>(options: {
  entity: T;
  /** The entity's name in the payload, for the field violations. */
  name: string;
  fieldMask: string | null | undefined;
  updatable: readonly K[];
  /** Fields a mask may name with a null (or missing) value, which clears them. */
  clearable?: readonly K[];
}): Partial<Pick<T, K>> {
  const { entity, name, fieldMask, updatable, clearable = [] } = options;
  if (!fieldMask)
    return Object.fromEntries(
      updatable.filter((k) => entity[k] !== undefined).map((k) => [k, entity[k]]),
    ) as Partial<Pick<T, K>>;
  const patch: Partial<Record<K, unknown>> = {};
  for (const path of fieldMaskPaths(fieldMask)) {
    if (!(updatable as readonly string[]).includes(path))
      throw invalid('fieldMask', `"${path}" is not an updatable field`, 'FIELD_NOT_ALLOWED');
    const value = entity[path as K];
    if ((clearable as readonly string[]).includes(path)) {
      patch[path as K] = value ?? null;
      continue;
    }
    if (value === undefined || value === null)
      throw invalid(`${name}.${path}`, 'is required by the field mask', 'REQUIRED_FIELD');
    patch[path as K] = value;
  }
  return patch as Partial<Pick<T, K>>;
}
