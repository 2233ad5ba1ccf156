import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { IMAGE_SIZES } from '@atrium/contract';
import { appError } from '../../../core/wire/errors.js';
import { derivedKey, originalKey } from '../blob-keys.js';
import type { MediaContext } from '../context.js';
import type { FileRow } from '../files.js';
import { CONTENT_TYPES, parseRendition, render, renditionName, type Rendition } from '../image-renditions.js';
import { isActiveContent } from '../kinds.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface Delivery {
  key: string;
  contentType: string;
  etag: string;
  cacheControl: string;
  attachment?: boolean;
  fileName?: string;
}

const contentDisposition = (attachment: boolean, name: string | undefined) => {
  const kind = attachment ? 'attachment' : 'inline';
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** A request for bytes and the reply that carries them. */
export interface Exchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Sends stored bytes with validators, caching and single byte ranges. */
export async function sendBlob(ctx: MediaContext, { request, reply }: Exchange, delivery: Delivery) {
  const stat = await ctx.store.stat(delivery.key);
  if (!stat) throw appError('FILE_CONTENT_NOT_FOUND');
  const attachment = delivery.attachment || isActiveContent(delivery.contentType);
  reply
    .header('content-type', delivery.contentType)
    .header('etag', delivery.etag)
    .header('cache-control', delivery.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    // An uploaded SVG or HTML file must never run script on this origin.
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    )
    .header('content-disposition', contentDisposition(attachment, delivery.fileName));
  if (request.headers['if-none-match'] === delivery.etag) return reply.status(304).send();
  const rangeHeader = request.headers.range;
  if (rangeHeader && stat.size > 0) {
    const ranges = parseRange(stat.size, rangeHeader, { combine: true });
    if (ranges === -1) return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${stat.size}`)
        .header('content-length', end - start + 1);
      return reply.send(await ctx.store.get(delivery.key, { start, end }));
    }
  }
  reply.header('content-length', stat.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(await ctx.store.get(delivery.key));
}

const rendering = new Map<string, Promise<void>>();

/** Makes a rendition once, however many requests ask for it at the same time. */
async function ensureRendition(ctx: MediaContext, file: FileRow, rendition: Rendition): Promise<string> {
  const key = derivedKey(file, renditionName(rendition));
  if (await ctx.store.stat(key)) return key;
  let pending = rendering.get(key);
  if (!pending) {
    pending = (async () => {
      const input = ctx.store.localPath
        ? ctx.store.localPath(originalKey(file))
        : await ctx.store.read(originalKey(file));
      const size = file.details.width
        ? { width: file.details.width, height: file.details.height! }
        : undefined;
      const bytes = await render(input, rendition, {
        pixelLimit: ctx.config.imagePixelLimit,
        ...(size ? { size } : {}),
      });
      await ctx.store.put(key, bytes);
    })().finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  await pending;
  return key;
}

export interface ServeOptions {
  attachment?: boolean;
  fileName?: string;
  cacheControl: string;
}

/** Which file's original bytes, and how they are served. */
export interface OriginalServing extends ServeOptions {
  file: FileRow;
}

/** The original bytes, or an image rendition when the query names one of the fixed sizes. */
export async function serveOriginal(ctx: MediaContext, exchange: Exchange, serving: OriginalServing) {
  const { file, ...options } = serving;
  const rendition = parseRendition(exchange.request.query as Record<string, unknown>);
  if (rendition === 'invalid') throw appError('INVALID_IMAGE_SIZE', { sizes: IMAGE_SIZES });
  if (rendition) {
    if ((file.mediaType !== 'IMAGE' && file.mediaType !== 'VECTOR') || file.operationStatus !== 'READY')
      throw appError('NOT_AN_IMAGE');
    const focal = file.focalX === null ? null : { x: file.focalX, y: file.focalY! };
    const chosen = { ...rendition, focal: rendition.fit === 'fill' ? focal : null };
    const key = await ensureRendition(ctx, file, chosen);
    return sendBlob(ctx, exchange, {
      key,
      contentType: CONTENT_TYPES[chosen.format],
      etag: `"${file.hash}-${renditionName(chosen)}"`,
      // Not immutable: moving the focal point changes a crop at the same address.
      cacheControl: options.cacheControl === IMMUTABLE ? 'public, max-age=3600' : options.cacheControl,
      ...(options.fileName ? { fileName: options.fileName } : {}),
    });
  }
  return sendBlob(ctx, exchange, {
    key: originalKey(file),
    contentType: file.mimeType,
    etag: `"${file.hash ?? file.id}"`,
    cacheControl: options.cacheControl,
    attachment: options.attachment ?? false,
    fileName: options.fileName ?? file.displayName,
  });
}

export { IMMUTABLE };
