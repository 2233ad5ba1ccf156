import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileResponse, filesCalls } from '@atrium/contract';
import type { SiteAuth } from '../../../core/auth/context.js';
import { appError } from '../../../core/wire/errors.js';
import { registerRoutes, defineRoute } from '../../../core/wire/route.js';
import type { MediaContext } from '../context.js';
import type { ResumableUploads } from './resumable.js';
import { TUS_METHODS, TUS_PATH } from './tus-protocol.js';
import { createUploadTicket, receivePut } from './uploads.js';
import { toWireFile } from '../wire.js';

const UPLOAD_PATH = '/atrium/v1/media/uploads';

export function uploadRoutes(ctx: MediaContext, resumable: ResumableUploads) {
  const base = ctx.config.publicUrl;
  const api = [
    defineRoute(filesCalls.generateFileUploadUrl, {
      access: 'site',
      summary: 'A single-use, expiring URL that takes one PUT of the declared file',
      async handler(request, call) {
        const token = await createUploadTicket(ctx, { auth: call.auth as SiteAuth, request }, 'PUT');
        return { uploadUrl: `${base}${UPLOAD_PATH}/${token}` };
      },
    }),
    defineRoute(filesCalls.generateFileResumableUploadUrl, {
      access: 'site',
      summary: 'A tus endpoint and single-use token for an upload that survives interruptions',
      async handler(request, call) {
        const uploadToken = await createUploadTicket(ctx, { auth: call.auth as SiteAuth, request }, 'TUS');
        return { uploadProtocol: 'TUS' as const, uploadUrl: `${base}${TUS_PATH}`, uploadToken };
      },
    }),
  ];

  return async (app: FastifyInstance) => {
    registerRoutes(app, api);
    await app.register(receiverRoutes(ctx, resumable));
  };
}

/**
 * The upload targets take any body: their bytes are streamed to storage as they come, never parsed or held
 * whole in memory. They have a scope of their own, so that the JSON calls above still refuse other bodies.
 */
function receiverRoutes(ctx: MediaContext, resumable: ResumableUploads) {
  return async (app: FastifyInstance) => {
    // Every type, JSON included: a .json file is bytes to store like any other.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const receive = async (request: FastifyRequest, reply: FastifyReply) => {
      const { token } = request.params as { token: string };
      const file = await receivePut(ctx, token, {
        body: request.raw,
        headers: {
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
        },
      });
      return reply.send(FileResponse.parse({ file: toWireFile(file, ctx.urls) }));
    };
    app.put(`${UPLOAD_PATH}/:token`, receive);
    app.post(`${UPLOAD_PATH}/:token`, receive);

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(TUS_METHODS as readonly string[]).includes(request.method)) {
        reply.header('allow', TUS_METHODS.join(', '));
        throw appError('METHOD_NOT_ALLOWED', {}, `${TUS_PATH} answers ${TUS_METHODS.join(', ')}`);
      }
      const tus = await resumable.handler();
      reply.raw.setHeader('x-wix-request-id', request.id);
      reply.hijack();
      await tus(request.raw, reply.raw);
    };
    app.all(TUS_PATH, handle);
    app.all(`${TUS_PATH}/*`, handle);
  };
}
