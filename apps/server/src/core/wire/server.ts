import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installErrorHandling } from './error-handler.js';
import { appError } from './errors.js';
import { parseQueryString } from './query-string.js';
import './augment.js';

export interface ServerOptions {
  logger: FastifyServerOptions['logger'];
}

/** A Fastify instance that speaks the wire (WIRE.md): request ids, payload decoding, the error model. */
export function createServer({ logger }: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger,
    // Request ids are ours; an id sent by the caller is not trusted into the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Signed media URLs carry their grant in the path; past the default 100 characters a parameter would not match.
    routerOptions: { querystringParser: (query) => parseQueryString(query), maxParamLength: 2000 },
    bodyLimit: 1_048_576,
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON is the only body the wire knows; anything else is refused as 415 rather than half-read.
  app.removeAllContentTypeParsers();
  // The client sends POSTs with an empty body for calls without a payload.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    parseJson(request, body as string, (error, value) =>
      error ? done(appError('INVALID_JSON'), undefined) : done(null, value),
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-wix-request-id', request.id);
  });
  installErrorHandling(app);
  app.decorate('wireRoutes', []);
  return app;
}
