import { createReadStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { ErrorCode } from '@atrium/contract';
import { appError, isAppError } from '../../../core/wire/errors.js';
import { applicationBody } from '../../../core/wire/error-handler.js';
import { filePrefix, originalKey } from '../blob-keys.js';
import type { MediaContext } from '../context.js';
import { newMediaId } from '../folders.js';
import { metered } from '../metered.js';
import { TUS_PATH } from './tus-protocol.js';
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

/** An unexpected failure inside tus is refused without its message, which may tell internals. */
function tusFailure(error: Error | { status_code: number; body: string }) {
  return 'status_code' in error ? error : tusError(error);
}

/** The code of each refusal of the tus protocol, by the status tus gives it (which tus clients act on). */
const TUS_CODES: Record<number, ErrorCode> = {
  403: 'UPLOAD_HEADER_REQUIRED',
  404: 'UPLOAD_URL_NOT_FOUND',
  409: 'UPLOAD_OFFSET_CONFLICT',
  410: 'UPLOAD_GONE',
  412: 'TUS_VERSION_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
};

/**
 * An answer of tus in the wire's error shape: tus writes its own refusals (a missing Tus-Resumable, a malformed
 * header, a wrong offset, an unknown upload) as plain text, some before any hook could change them.
 */
async function wireAnswer(answer: Response): Promise<Response> {
  if (answer.status < 400) return answer;
  const text = (await answer.text()).trim();
  const code = TUS_CODES[answer.status] ?? (answer.status >= 500 ? 'SYSTEM_ERROR' : 'UPLOAD_REFUSED');
  const body = text.startsWith('{') ? text : JSON.stringify(applicationBody(code, text || undefined));
  const headers = new Headers(answer.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status: answer.status, headers });
}

/** Takes one tus request on Node's request and response, answering refusals in the wire's shape. */
export async function handleTus(tus: TusServer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const answer = await tus.handleWeb(new NodeRequest({ req, res }));
  await sendNodeResponse(res, await wireAnswer(answer));
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
    onResponseError: (_req, error) => tusFailure(error),
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
