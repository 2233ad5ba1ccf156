import type { SearchDetails } from '@atrium/contract';
import { invalid } from '../wire/errors.js';

/**
 * Free text as a filter of the query language: each word must appear (mode AND) or one of them (OR) in one of
 * the searched fields, case-insensitively. `fields` may only name the searchable ones.
 */
export function textSearchFilter(
  search: SearchDetails | null | undefined,
  path: string,
  fields: { searchable: readonly string[]; defaults: readonly string[] },
): Record<string, unknown> | undefined {
  const words = (search?.expression ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  const chosen = search?.fields?.length ? search.fields : fields.defaults;
  chosen.forEach((field, i) => {
    if (!fields.searchable.includes(field))
      throw invalid(`${path}.fields[${i}]`, `must be one of ${fields.searchable.join(', ')}`, 'VALIDATION');
  });
  const perWord = words.map((word) => ({ $or: chosen.map((field) => ({ [field]: { $contains: word } })) }));
  return search?.mode === 'AND' ? { $and: perWord } : { $or: perWord };
}

/** The caller's filter ANDed with a text filter. */
export function withText(
  filter: Record<string, unknown> | null | undefined,
  text: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  if (!text) return filter ?? null;
  return filter && Object.keys(filter).length ? { $and: [filter, text] } : text;
}
