import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileResponse, filesCalls } from '@atrium/contract';
import type { SiteAuth } from '../../core/auth/context.js';
import { registerRoutes, defineRoute } from '../../core/wire/route.js';
import { appError, isAppError } from '../../core/wire/errors.js';
import { applicationBody } from '../../core/wire/error-handler.js';
import { filePrefix, originalKey } from './blob-keys.js';
import type { MediaContext } from './context.js';
import { newMediaId } from './folders.js';
import { metered } from './metered.js';
import {
  checkedMimeType,
  checkSize,
  claimTicket,
  createUploadTicket,
  fileFromTicket,
  findTicket,
  receivePut,
  ticketOfTusUpload,
} from './uploads.js';
import { toWireFile } from './wire.js';

export const TUS_PATH = '/atrium/v1/media/tus';
const UPLOAD_PATH = '/atrium/v1/media/uploads';

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

function createTus(ctx: MediaContext, directory: string) {
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
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

export function uploadRoutes(ctx: MediaContext) {
  const base = ctx.config.publicUrl;
  const api = [
    defineRoute(filesCalls.generateFileUploadUrl, {
      access: 'site',
      summary: 'A single-use, expiring URL that takes one PUT of the declared file',
      async handler(request, call) {
        const token = await createUploadTicket(ctx, call.auth as SiteAuth, request, 'PUT');
        return { uploadUrl: `${base}${UPLOAD_PATH}/${token}` };
      },
    }),
    defineRoute(filesCalls.generateFileResumableUploadUrl, {
      access: 'site',
      summary: 'A tus endpoint and single-use token for an upload that survives interruptions',
      async handler(request, call) {
        const uploadToken = await createUploadTicket(ctx, call.auth as SiteAuth, request, 'TUS');
        return { uploadProtocol: 'TUS' as const, uploadUrl: `${base}${TUS_PATH}`, uploadToken };
      },
    }),
  ];

  return async (app: FastifyInstance) => {
    registerRoutes(app, api);
    await app.register(receiverRoutes(ctx));
  };
}

/**
 * The upload targets take any body: their bytes are streamed to storage as they come, never parsed or held
 * whole in memory. They have a scope of their own, so that the JSON calls above still refuse other bodies.
 */
function receiverRoutes(ctx: MediaContext) {
  return async (app: FastifyInstance) => {
    // Every type, JSON included: a .json file is bytes to store like any other.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const receive = async (request: FastifyRequest, reply: FastifyReply) => {
      const { token } = request.params as { token: string };
      const file = await receivePut(ctx, token, request.raw, {
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
      });
      return reply.send(FileResponse.parse({ file: toWireFile(file, ctx.urls) }));
    };
    app.put(`${UPLOAD_PATH}/:token`, receive);
    app.post(`${UPLOAD_PATH}/:token`, receive);

    const tus = createTus(ctx, path.join(ctx.config.mediaDir, '.tus'));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.raw.setHeader('x-wix-request-id', request.id);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    app.all(TUS_PATH, handle);
    app.all(`${TUS_PATH}/*`, handle);
  };
}
