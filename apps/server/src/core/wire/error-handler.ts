import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { SYSTEM_ERROR_MESSAGE, type ErrorBody } from '@atrium/contract';
import type { AppError } from './errors.js';
import { appError, isAppError, isValidationError } from './errors.js';

function applicationBody(code: string, description: string, data: Record<string, unknown> = {}): ErrorBody {
  return { message: description, details: { applicationError: { code, description, data } } };
}

/** Fastify's own 4xx errors, named as stable codes so that clients can tell them apart. */
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
    default:
      if (status === 429) return appError('RATE_LIMITED');
      if (error instanceof SyntaxError) return appError('INVALID_JSON');
      return appError('BAD_REQUEST', {}, error.message);
  }
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json').send(body);
}

/** One handler turns every failure into one of the wire's two error bodies (WIRE.md section 5). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isValidationError(error)) {
      return send(reply, 400, {
        message: 'INVALID_ARGUMENT',
        details: { validationError: { fieldViolations: error.violations } },
      });
    }
    const known = isAppError(error) ? error : frameworkError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'application error');
      const retryAfter = known.data.retryAfterSeconds;
      if (known.status === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return send(reply, known.status, applicationBody(known.code, known.message, known.data));
    }
    // Anything else is our fault: the caller sees no internals, the log keeps them with the request id.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, applicationBody('SYSTEM_ERROR', SYSTEM_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      applicationBody('ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
    ),
  );
}
