import type { FieldViolation, ViolatedRule } from '@atrium/contract';

/**
 * A named condition the caller can act on: answered as an application error body (WIRE.md section 5).
 * Services throw these; one handler turns them into HTTP answers.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: Record<string, unknown>;

  constructor(status: number, code: string, description: string, data: Record<string, unknown> = {}) {
    super(description);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

/** Bad input, field by field: answered as a validation error body with status 400. */
export class ValidationError extends Error {
  readonly violations: FieldViolation[];

  constructor(violations: FieldViolation[]) {
    super(`INVALID_ARGUMENT: ${violations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`);
    this.name = 'ValidationError';
    this.violations = violations;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}

/** One field violation, for checks that zod schemas cannot express. */
export function invalid(
  field: string,
  description: string,
  violatedRule: ViolatedRule = 'VALIDATION',
  data?: Record<string, unknown>,
): ValidationError {
  return new ValidationError([{ field, description, violatedRule, ...(data ? { data } : {}) }]);
}

export const notFound = (code: string, description: string, data?: Record<string, unknown>) =>
  new AppError(404, code, description, data);
export const forbidden = (description = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new AppError(403, code, description);
export const unauthenticated = (description = 'Sign-in is required', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, description);
export const conflict = (code: string, description: string, data?: Record<string, unknown>) =>
  new AppError(409, code, description, data);
