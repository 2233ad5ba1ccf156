/**
 * Products in a wire answer (`product`, `products[]`, bulk `results[].product`) as the client shows them: each
 * image as a `wix:image://` URI (WIRE.md section 3). Kept out of the module so that it is not a member of it.
 */
import { isPlainObject } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';
import { imageToUri } from './media-uri.js';

export function productAnswer(body: PlainObject): void {
  const products: unknown[] = [body.product];
  if (Array.isArray(body.products)) products.push(...(body.products as unknown[]));
  if (Array.isArray(body.results))
    for (const result of body.results as unknown[]) if (isPlainObject(result)) products.push(result.product);
  for (const product of products)
    if (isPlainObject(product) && Array.isArray(product.images))
      product.images = product.images.map(imageToUri);
}
