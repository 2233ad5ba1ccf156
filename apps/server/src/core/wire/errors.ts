import { ERROR_CODES, type ErrorCode, type FieldViolation, type ViolatedRule } from '@atrium/contract';

/**
 * A named condition the caller can act on: answered as an application error body (WIRE.md section 5), with
 * the status the contract's error table gives its code. Raise it with `appError`.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly data: Record<string, unknown>;

  constructor(code: ErrorCode, description: string, data: Record<string, unknown>) {
    super(description);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
    this.code = code;
    this.data = data;
  }
}

/**
 * The error of a code of the contract's table (`throw appError('CATEGORY_NOT_FOUND', { categoryId })`). The
 * description is the table's meaning unless the caller has something more precise to say.
 */
export function appError(
  code: ErrorCode,
  data: Record<string, unknown> = {},
  description?: string,
): AppError {
  return new AppError(code, description ?? ERROR_CODES[code].meaning, data);
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

/** The rule a field violates, with the data the wire carries beside it (a bound, the expected value) when any. */
export type ViolationDetail = ViolatedRule | { rule: ViolatedRule; data?: Record<string, unknown> };

/** One field violation as the wire has it: `rule` alone, or with its data. */
export function fieldViolation(field: string, description: string, detail: ViolationDetail): FieldViolation {
  if (typeof detail === 'string') return { field, description, violatedRule: detail };
  const { rule: violatedRule, data } = detail;
  return { field, description, violatedRule, ...(data ? { data } : {}) };
}

/** One field violation, for checks that zod schemas cannot express. */
export function invalid(
  field: string,
  description: string,
  detail: ViolationDetail = 'VALIDATION',
): ValidationError {
  return new ValidationError([fieldViolation(field, description, detail)]);
}
