import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@atrium/contract';
import type { LogFormat } from '../../config.js';
import { PrettyLogController } from '../log.js';
import { applicationBody, installErrorHandling, send } from './error-handler.js';
import { appError, ValidationError } from './errors.js';
import { nulViolations } from './nul.js';
import { parseQueryString } from './query-string.js';
import './augment.js';

export interface ServerOptions {
  logger: FastifyServerOptions['logger'];
  /** Answer 500 when a route raises a code its contract does not declare (see Config.strictErrorCodes). */
  strictErrorCodes?: boolean;
  /** `pretty`: one readable line per request, when answered (core/log.ts); `json` by default. */
  logFormat?: LogFormat;
}

/**
 * The request line and headers together. The platform's client sends some GETs as one `.r` parameter with no
 * POST fallback (14 KB for 100 back-in-stock references), past Node's default of 16 KB.
 */
export const MAX_HEADER_BYTES = 128 * 1024;
/** Signed media URLs carry their grant in the path; past the default 100 characters a parameter would not match. */
const MAX_PARAM_LENGTH = 2000;

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large, a malformed request
 * line, a body cut short): those answers are written on the socket, still in the wire's shape.
 */
function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : error.code === 'HPE_INVALID_EOF_STATE'
          ? 'REQUEST_ABORTED'
          : 'BAD_REQUEST';
  const { status } = ERROR_CODES[code];
  const body = JSON.stringify(applicationBody(code));
  const requestId = randomUUID();
  this.log.debug({ err: error, requestId }, 'client error');
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-wix-request-id: ${requestId}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's own schema compilers (ajv, fast-json-stringify), loaded the first time a route declares a Fastify
 * schema. Routes here declare none (handlers parse with the contract's zod schemas), and loading the compilers
 * at every start cost more than registering all the routes.
 */
function lazyCompilers(): Compilers {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  type Validator = NonNullable<Compilers['buildValidator']>;
  type Serializer = NonNullable<Compilers['buildSerializer']>;
  let validator: Validator | undefined;
  let serializer: Serializer | undefined;
  return {
    buildValidator: (...args: Parameters<Validator>) =>
      (validator ??= fromFastify('@fastify/ajv-compiler')())(...args),
    buildSerializer: (...args: Parameters<Serializer>) =>
      (serializer ??= fromFastify('@fastify/fast-json-stringify-compiler')())(...args),
  };
}

/** A Fastify instance that speaks the wire (WIRE.md): request ids, payload decoding, the error model. */
export function createServer({
  logger,
  strictErrorCodes = false,
  logFormat = 'json',
}: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger,
    schemaController: { compilersFactory: lazyCompilers() },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // Request ids are ours; an id sent by the caller is not trusted into the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController:
      logFormat === 'pretty'
        ? new PrettyLogController()
        : new LogController({ requestIdLogLabel: 'requestId' }),
    routerOptions: {
      querystringParser: (query) => parseQueryString(query),
      maxParamLength: MAX_PARAM_LENGTH,
    },
    bodyLimit: 1_048_576,
    clientErrorHandler: answerClientError,
    // A path that is not valid UTF-8 once decoded, or a parameter past the limit: Fastify's own answers echo
    // the path; these do not.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-wix-request-id', request.id);
      const known =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? appError('URI_TOO_LONG', {}, `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`)
          : appError('BAD_REQUEST', {}, 'The path is not a valid URL (a % must start a UTF-8 escape)');
      return send(reply, known.status, applicationBody(known.code, known.message));
    },
    // Fastify's own 503 while closing is not in the wire's shape; the hook below answers it instead.
    return503OnClosing: false,
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
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-wix-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      return send(reply, 503, applicationBody('NOT_READY', 'The server is shutting down'));
    }
  });
  // Routes outside the contract (media delivery, upload targets) take path and query values too: the same NUL
  // rule keeps them from reaching the database.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.wire) return;
    const found = [...nulViolations(request.params), ...nulViolations(request.query)];
    if (found.length > 0) throw new ValidationError(found);
  });
  installErrorHandling(app, { strictErrorCodes });
  app.decorate('wireRoutes', []);
  return app;
}
