import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ImportFileRequest } from '@atrium/contract';
import type { SiteAuth } from '../../../core/auth/context.js';
import type { Executor } from '../../../core/db/index.js';
import { safeGet } from '../../../core/net/safe-get.js';
import { filePrefix, originalKey } from '../blob-keys.js';
import type { MediaContext } from '../context.js';
import { insertFile, type FileRow } from '../files.js';
import { placementOf, placementOfPath } from '../folders.js';
import { mediaTypeOf, mimeTypeOfName, plainMimeType } from '../kinds.js';
import { metered, type Metered } from '../metered.js';
import { mediaFiles } from '../tables.js';
import { uploaderOf } from './uploads.js';

const stringRecord = (value: Record<string, unknown> | null | undefined) =>
  value ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)])) : undefined;

function nameOf(url: string): string {
  const base = decodeURIComponent(path.posix.basename(new URL(url).pathname));
  return base || new URL(url).hostname;
}

/** Records one import as a PENDING file in the caller's transaction, with the job that will fetch it. */
export async function recordImport(
  tx: Executor,
  ctx: MediaContext,
  { auth, request }: { auth: SiteAuth; request: ImportFileRequest },
): Promise<FileRow> {
  const placement = request.filePath
    ? await placementOfPath(tx, { ...ctx, siteId: auth.siteId }, request.filePath)
    : await placementOf(tx, { siteId: auth.siteId, parentFolderId: request.parentFolderId });
  const mimeType =
    plainMimeType(request.mimeType) ??
    mimeTypeOfName(new URL(request.url).pathname) ??
    'application/octet-stream';
  const declared = request.mediaType && request.mediaType !== 'UNKNOWN' ? request.mediaType : undefined;
  const file = await insertFile(
    tx,
    { siteId: auth.siteId, clock: ctx.clock },
    {
      ...placement,
      displayName: (request.displayName ?? nameOf(request.url)).slice(0, 255),
      mimeType,
      mediaType: declared ?? mediaTypeOf(mimeType),
      private: request.private ?? false,
      labels: [...new Set(request.labels ?? [])],
      sourceUrl: request.url,
      importRequest: {
        ...(request.urlHeaders ? { headers: stringRecord(request.urlHeaders) } : {}),
        ...(request.urlParams ? { params: stringRecord(request.urlParams) } : {}),
        ...(declared ? { mediaType: declared } : {}),
        ...(request.mimeType ? { mimeType } : {}),
      },
      externalInfo: request.externalInfo ?? null,
      uploadedBy: uploaderOf(auth),
    },
  );
  await ctx.processing.enqueue(tx, file.id);
  return file;
}

function targetUrl(file: FileRow): string {
  const url = new URL(file.sourceUrl!);
  for (const [key, value] of Object.entries(file.importRequest?.params ?? {}))
    url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Fetches an import's bytes into the store. Returns the failure to record, or nothing when the file is
 * stored and ready to process.
 */
export async function fetchImport(ctx: MediaContext, file: FileRow): Promise<string | undefined> {
  const signal = AbortSignal.timeout(ctx.config.mediaImportTimeoutMs);
  let meter: Metered | undefined;
  let contentType: string | undefined;
  try {
    const response = await safeGet({
      url: targetUrl(file),
      headers: file.importRequest?.headers ?? {},
      signal,
      allowHosts: ctx.config.mediaImportAllowedHosts,
    });
    contentType = response.contentType;
    if (response.contentLength !== undefined && response.contentLength > ctx.config.mediaMaxBytes)
      throw new Error(`The file is larger than the ${ctx.config.mediaMaxBytes} bytes allowed`);
    meter = metered(response.body, ctx.config.mediaMaxBytes);
    await ctx.store.put(originalKey(file), meter);
  } catch (error) {
    await ctx.store.deletePrefix(filePrefix(file));
    const message = error instanceof Error ? error.message : String(error);
    return `Import failed: ${signal.aborted ? `no complete answer within ${ctx.config.mediaImportTimeoutMs} ms` : message}`;
  }
  const request = file.importRequest;
  const mimeType = request?.mimeType ?? plainMimeType(contentType) ?? file.mimeType;
  await ctx.db
    .update(mediaFiles)
    .set({
      sizeInBytes: meter.bytes,
      hash: meter.digest(),
      mimeType,
      mediaType: request?.mediaType ?? mediaTypeOf(mimeType),
      importRequest: null,
      updatedAt: new Date(ctx.clock()),
    })
    .where(eq(mediaFiles.id, file.id));
  return undefined;
}
