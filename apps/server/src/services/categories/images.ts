import type { z } from 'zod';
import type { CategoryImageInput, MediaAsset } from '@atrium/contract';
import { appError } from '../../core/wire/errors.js';
import { imageFileId } from '../../core/wire/image-reference.js';
import type { CategoriesContext } from './context.js';

type ImageInput = z.infer<typeof CategoryImageInput>;

/** A category image as stored: a public file of the site's media library, or an outside http(s) address. */
export async function resolveImage(
  ctx: CategoriesContext,
  siteId: string,
  input: ImageInput | null | undefined,
): Promise<MediaAsset | null> {
  if (!input) return null;
  const given = typeof input === 'string' ? fromString(input) : input;
  if (given.id) {
    const image = await ctx.images.publicImage(siteId, given.id);
    if (!image)
      throw appError(
        'CATEGORY_IMAGE_NOT_FOUND',
        { fileId: given.id },
        `No public image ${given.id} in this site's media library`,
      );
    return { ...image, ...(given.altText ? { altText: given.altText } : {}) };
  }
  if (given.url && /^https?:\/\//i.test(given.url) && URL.canParse(given.url))
    return {
      id: '',
      url: given.url,
      width: given.width ?? null,
      height: given.height ?? null,
      altText: given.altText ?? null,
      filename: given.filename ?? null,
    };
  throw appError('INVALID_CATEGORY_IMAGE');
}

function fromString(value: string): Exclude<ImageInput, string> {
  const id = imageFileId(value);
  return id === undefined ? { url: value } : { id };
}
