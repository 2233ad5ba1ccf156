import type { ApplicationErrorDetails, FieldViolation } from '@atrium/contract';
import { ApplicationError, HttpError, SystemError, ValidationError } from './errors.js';
import type { AtriumError } from './errors.js';

export const REQUEST_ID_HEADER = 'x-wix-request-id';

/** Maps a wire field path of a violation to the caller's argument path (`password` -> `options.password`). */
export type FieldMapper = (field: string) => string;

// Node's fetch and HTTP/2 answers may carry no reason phrase; the code is derived from it all the same.
const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
};

interface ErrorBody {
  message?: unknown;
  details?: {
    validationError?: { fieldViolations?: FieldViolation[] };
    applicationError?: Partial<ApplicationErrorDetails>;
  };
}

/** Turns a non-200 answer into the error of the shared error model (WIRE.md section 5). */
export async function errorFromResponse(
  response: Response,
  mapField: FieldMapper = (field) => field,
): Promise<AtriumError> {
  const status = response.status;
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (status < 400 || status >= 500) {
    // Without a request id the status is all there is to tell one failure from another.
    const cause = requestId ? undefined : { status, statusText: response.statusText };
    return new SystemError({ status, requestId, cause });
  }
  const body = await readErrorBody(response);
  const violations = body?.details?.validationError?.fieldViolations;
  if (Array.isArray(violations) && violations.length > 0) {
    const fieldViolations = violations.map((violation) => ({
      ...violation,
      field: mapField(violation.field),
    }));
    return new ValidationError({ status, requestId, fieldViolations });
  }
  const message = typeof body?.message === 'string' ? body.message : '';
  const applicationError = body?.details?.applicationError;
  if (applicationError && typeof applicationError.code === 'string') {
    return new ApplicationError({
      status,
      requestId,
      message,
      code: applicationError.code,
      description: applicationError.description ?? '',
      data: applicationError.data ?? {},
    });
  }
  const statusText = response.statusText || STATUS_TEXTS[status] || `HTTP ${status}`;
  return new HttpError({ status, requestId, message, statusText });
}

/** The error of a call that got no answer (network failure, aborted, unreadable body). */
export function errorFromFailure(cause: unknown, response?: Response): SystemError {
  const requestId = response?.headers.get(REQUEST_ID_HEADER) ?? undefined;
  return new SystemError({ status: response?.status, requestId, cause });
}

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}
