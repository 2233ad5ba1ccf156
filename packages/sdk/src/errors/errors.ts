import type { ErrorCode, FieldViolation } from '@atrium/contract';

/** What every error of a call carries (specification 000 section 8). */
export interface AtriumErrorOptions {
  message: string;
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** The `x-wix-request-id` of the response, to find the call in the server's log. */
  requestId?: string;
  details: Record<string, unknown>;
  cause?: unknown;
}

/** The base of every error a call can end with; never thrown as such. */
export class AtriumError extends Error {
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  readonly details: Record<string, unknown>;

  constructor(options: AtriumErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AtriumError';
    this.status = options.status;
    this.requestId = options.requestId;
    this.details = options.details;
  }
}

/** Field violations, with field names already mapped back to the caller's argument names. */
export class ValidationError extends AtriumError {
  readonly fieldViolations: FieldViolation[];

  constructor(
    options: Omit<AtriumErrorOptions, 'message' | 'details'> & { fieldViolations: FieldViolation[] },
  ) {
    const violations = [...options.fieldViolations].sort((a, b) =>
      a.field < b.field ? -1 : a.field > b.field ? 1 : 0,
    );
    super({
      ...options,
      message: `INVALID_ARGUMENT: ${violations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`,
      details: { validationError: { fieldViolations: violations }, requestId: options.requestId },
    });
    this.name = 'ValidationError';
    this.fieldViolations = violations;
  }
}

/**
 * The code of an application error: one of Atrium's (the contract's table), or another server's (the original
 * platform's codes, or a status name such as NOT_FOUND), which the type still admits.
 */
export type AnswerErrorCode = ErrorCode | (string & {});

export interface ApplicationErrorOptions extends Omit<AtriumErrorOptions, 'message' | 'details'> {
  /** The server's message; the description is appended when it says something more. */
  message: string;
  code: AnswerErrorCode;
  description: string;
  data?: Record<string, unknown>;
}

/** A named condition the caller can act on (`details.applicationError` of the answer). */
export class ApplicationError extends AtriumError {
  readonly code: AnswerErrorCode;
  readonly description: string;
  readonly data: Record<string, unknown>;

  constructor(options: ApplicationErrorOptions) {
    const { code, description, data = {} } = options;
    const message = options.message || description;
    super({
      ...options,
      message: description && description !== message ? `${message}: ${description}` : message,
      details: { applicationError: { code, description, data }, requestId: options.requestId },
    });
    this.name = 'ApplicationError';
    this.code = code;
    this.description = description;
    this.data = data;
  }
}

/** A 4xx answer without an error body the client knows: an application error named after the status. */
export class HttpError extends ApplicationError {
  constructor(options: Omit<ApplicationErrorOptions, 'code' | 'description'> & { statusText: string }) {
    super({ ...options, code: toUpperSnake(options.statusText), description: options.statusText });
    this.name = 'HttpError';
  }
}

/** A 5xx answer, an unexpected status, or no answer at all; never shows the server's internals. */
export class SystemError extends AtriumError {
  constructor(options: Omit<AtriumErrorOptions, 'message' | 'details'>) {
    const message = options.requestId
      ? `System error occurred, request-id: ${options.requestId}`
      : options.cause === undefined
        ? 'System error occurred'
        : `System error occurred, ${serialize(options.cause)}`;
    super({ ...options, message, details: { requestId: options.requestId } });
    this.name = 'SystemError';
  }
}

/** A failed call to the token endpoint (specification 000 section 8). */
export class TokenError extends Error {
  readonly status: number | undefined;
  readonly requestId: string | undefined;

  constructor(options: { status?: number; statusText: string; requestId?: string; cause?: unknown }) {
    super(
      `Failed to fetch tokens from OAuth API: ${options.statusText}. request ID: ${options.requestId ?? 'none'}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'TokenError';
    this.status = options.status;
    this.requestId = options.requestId;
  }
}

export const isAtriumError = (error: unknown): error is AtriumError => error instanceof AtriumError;
export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof ValidationError;
/** True for application errors and for the 4xx answers treated as application errors. */
export const isApplicationError = (error: unknown): error is ApplicationError =>
  error instanceof ApplicationError;
export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
export const isSystemError = (error: unknown): error is SystemError => error instanceof SystemError;
export const isTokenError = (error: unknown): error is TokenError => error instanceof TokenError;

export function toUpperSnake(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

function serialize(cause: unknown): string {
  if (cause instanceof Error) return JSON.stringify({ name: cause.name, message: cause.message });
  try {
    return JSON.stringify(cause) ?? String(cause);
  } catch {
    return String(cause);
  }
}
