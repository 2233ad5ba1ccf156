import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, SYSTEM_ERROR_MESSAGE, type ErrorBody, type ErrorCode } from '@atrium/contract';
import { appError, isAppError, isValidationError, type AppError } from './errors.js';
import { drainBody } from './drain.js';
import { createMethodIndex } from './method-index.js';

export function applicationBody(
  code: ErrorCode,
  description: string = ERROR_CODES[code].meaning,
  data: Record<string, unknown> = {},
): ErrorBody {
  return { message: description, details: { applicationError: { code, description, data } } };
}

/** Fastify's own 4xx errors, named as stable codes; their messages are not passed on, since some echo input. */
function frameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return appError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return appError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return appError('INVALID_JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return appError('BAD_REQUEST', {}, 'The body is not as long as its Content-Length says');
    case 'ECONNRESET':
    case 'ECONNABORTED':
      return appError('REQUEST_ABORTED');
    default:
      if (status === 429) return appError('RATE_LIMITED');
      if (error instanceof SyntaxError) return appError('INVALID_JSON');
      if (error.message === 'aborted') return appError('REQUEST_ABORTED');
      return appError('BAD_REQUEST');
  }
}

export function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * An answer given before the body has arrived (413, a refused upload, no such route) waits for the rest of the
 * body, read and dropped, so that it reaches the client; past the bounds the connection closes after it.
 */
async function afterBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.raw.complete !== false) return;
  if (await drainBody(request.raw)) reply.removeHeader('connection');
  else reply.header('connection', 'close');
}

async function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const retryAfter = error.data.retryAfterSeconds;
  if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  await afterBody(request, reply);
  return send(reply, error.status, applicationBody(error.code, error.message, error.data));
}

/** A code the route's contract call does not list: a defect of the contract, loud where tests run. */
function undeclared(request: FastifyRequest, error: AppError): boolean {
  const declared = request.routeOptions.config.errors;
  if (!declared || declared.has(error.code)) return false;
  request.log.error({ code: error.code, url: request.url }, 'error code not declared by the call');
  return true;
}

/** One handler turns every failure into one of the wire's two error bodies (WIRE.md section 5). */
export function installErrorHandling(app: FastifyInstance, options: { strictErrorCodes: boolean }): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (isValidationError(error)) {
      return send(reply, 400, {
        message: 'INVALID_ARGUMENT',
        details: { validationError: { fieldViolations: error.violations } },
      });
    }
    const known = isAppError(error) ? error : frameworkError(error);
    if (known) {
      if (options.strictErrorCodes && undeclared(request, known)) {
        const description = `${known.code} is not among the error codes this call declares`;
        return send(reply, 500, applicationBody('SYSTEM_ERROR', description));
      }
      if (known.status >= 500) request.log.error({ err: error }, 'application error');
      return sendAppError(request, reply, known);
    }
    // Anything else is our fault: the caller sees no internals, the log keeps them with the request id.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, applicationBody('SYSTEM_ERROR', SYSTEM_ERROR_MESSAGE));
  });

  // A path that other methods answer is a 405 with `Allow`; any other path is a 404.
  const methods = createMethodIndex(app);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methods.allowedFor(path);
    await afterBody(request, reply);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, applicationBody('METHOD_NOT_ALLOWED', `${path} answers ${allowed.join(', ')}`));
    }
    return send(reply, 404, applicationBody('ROUTE_NOT_FOUND', `No route ${request.method} ${path}`));
  });
}
