import { createReadStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import { appError, isAppError } from '../../core/wire/errors.js';
import { applicationBody } from '../../core/wire/error-handler.js';
import { filePrefix, originalKey } from './blob-keys.js';
import type { MediaContext } from './context.js';
import { newMediaId } from './folders.js';
import { metered } from './metered.js';
import { TUS_PATH } from './resumable.js';
import {
  checkedMimeType,
  checkSize,
  claimTicket,
  fileFromTicket,
  findTicket,
  ticketOfTusUpload,
} from './uploads.js';

/** How long an unfinished resumable upload is kept: past it, tus answers 410 and the hourly sweep deletes it. */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A hook failure as tus answers it: the wire's error body, with the error's status. */
function tusError(error: unknown): { status_code: number; body: string } {
  const app = isAppError(error) ? error : appError('UPLOAD_REFUSED');
  return { status_code: app.status, body: JSON.stringify(applicationBody(app.code, app.message, app.data)) };
}

/**
 * tus's own refusals (an unknown upload, a wrong offset) keep the statuses the tus protocol gives them, with a
 * body in the wire's shape instead of tus's plain text.
 */
function tusProtocolError(error: Error | { status_code: number; body: string }) {
  if (!('status_code' in error)) return tusError(error);
  if (error.body.startsWith('{')) return error;
  const code =
    error.status_code === 404
      ? 'UPLOAD_URL_NOT_FOUND'
      : error.status_code === 413
        ? 'PAYLOAD_TOO_LARGE'
        : 'UPLOAD_REFUSED';
  return { status_code: error.status_code, body: JSON.stringify(applicationBody(code, error.body.trim())) };
}

/** The tus server of resumable uploads; its unfinished uploads wait in the media folder's `.tus`. */
export function createTus(ctx: MediaContext): TusServer {
  const directory = path.join(ctx.config.mediaDir, '.tus');
  // The store makes its folder in the background: a sweep right after would find none.
  mkdirSync(directory, { recursive: true });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
  const tus: TusServer = new TusServer({
    path: TUS_PATH,
    datastore,
    maxSize: ctx.config.mediaMaxBytes,
    exposedHeaders: ['atrium-file-id'],
    respectForwardedHeaders: false,
    onResponseError: (_req, error) => tusProtocolError(error),
    generateUrl: (_req, { path: base, id }) => `${ctx.config.publicUrl}${base}/${id}`,
    async onUploadCreate(_req, upload: Upload) {
      try {
        const token = upload.metadata?.uploadToken;
        if (!token) throw appError('UPLOAD_TOKEN_REQUIRED');
        const ticket = await findTicket(ctx, token, 'TUS');
        if (upload.size === undefined) throw appError('UPLOAD_LENGTH_REQUIRED');
        checkSize(ticket, upload.size);
        const mimeType = checkedMimeType(ticket, upload.metadata?.filetype ?? undefined);
        if (!(await claimTicket(ctx, ticket, upload.id)))
          throw appError('UPLOAD_URL_USED', {}, 'This upload token was already used; ask for a new one');
        // The token is spent; what the finished upload needs is kept instead.
        return { metadata: { ticketId: ticket.id, mimeType, filename: upload.metadata?.filename ?? null } };
      } catch (error) {
        throw tusError(error);
      }
    },
    async onUploadFinish(_req, upload: Upload) {
      try {
        const ticket = await ticketOfTusUpload(ctx, upload.metadata?.ticketId, upload.id);
        const fileId = newMediaId();
        const source = path.join(directory, upload.id);
        const meter = metered(createReadStream(source), ticket.maxBytes);
        await ctx.store.put(originalKey({ siteId: ticket.siteId, id: fileId }), meter);
        const file = await fileFromTicket(ctx, ticket, {
          fileId,
          mimeType: upload.metadata?.mimeType ?? 'application/octet-stream',
          size: meter.bytes,
          hash: meter.digest(),
        }).catch(async (error) => {
          await ctx.store.deletePrefix(filePrefix({ siteId: ticket.siteId, id: fileId }));
          throw error;
        });
        await Promise.all([rm(source, { force: true }), rm(`${source}.json`, { force: true })]);
        return { status_code: 204, headers: { 'atrium-file-id': file.id } };
      } catch (error) {
        throw tusError(error);
      }
    },
  });
  return tus;
}
