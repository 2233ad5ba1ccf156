/**
 * The categories in a wire answer (`category`, `categories[]`, bulk `results[].category`) as the client shows
 * them: the image as a `wix:image://` URI (WIRE.md section 3), and a rich-content description's timestamps as
 * Date objects, as every other timestamp is. Kept out of the module so that it does not show as a member of
 * `client.categories`.
 */
import { isPlainObject } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';
import { imageToUri } from './media-uri.js';

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

export function categoryAnswer(body: PlainObject): void {
  const categories: unknown[] = [body.category];
  if (Array.isArray(body.categories)) categories.push(...(body.categories as unknown[]));
  if (Array.isArray(body.results))
    for (const result of body.results as unknown[])
      if (isPlainObject(result)) categories.push(result.category);
  for (const category of categories) if (isPlainObject(category)) rewrite(category);
}

function rewrite(category: PlainObject): void {
  if (isPlainObject(category.image)) category.image = imageToUri(category.image);
  const rich = category.richContentDescription;
  if (!isPlainObject(rich) || !isPlainObject(rich.metadata)) return;
  for (const field of ['createdTimestamp', 'updatedTimestamp']) {
    const value = rich.metadata[field];
    if (typeof value === 'string' && RFC_3339.test(value)) rich.metadata[field] = new Date(value);
  }
}
