import { base64UrlEncode } from './base64url.js';
import { isPlainObject } from './transform.js';

/** The name of the query parameter that carries a whole payload as base64url JSON (WIRE.md section 4). */
export const RAW_PARAM = '.r';

/**
 * Flattens a wire payload into query parameters: dotted keys for nested objects, repeated keys for arrays.
 * Null and undefined values are left out, as the server reads a missing parameter as an absent field.
 */
export function toSearchParams(payload: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (isPlainObject(value)) {
      for (const [name, inner] of Object.entries(value)) add(key ? `${key}.${name}` : name, inner);
    } else {
      params.append(key, String(value));
    }
  };
  add('', payload);
  return params;
}

/**
 * Whether a payload has a shape that dotted keys cannot carry: an array holding objects or arrays
 * (`items=...` repeated cannot say which fields belong to which item).
 */
export function needsRawForm(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null);
  if (isPlainObject(value)) return Object.values(value).some(needsRawForm);
  return false;
}

export function toRawSearchParams(payload: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams({ [RAW_PARAM]: base64UrlEncode(JSON.stringify(payload)) });
}
