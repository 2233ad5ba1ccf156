import { z } from 'zod';

/** The rule kinds a field violation may name (specification 001 section 5). */
export const ViolatedRule = z.enum([
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
  'EXACT_LENGTH',
  'EXACT_SIZE',
  'REQUIRED_ONE_OF_FIELD',
]);
export type ViolatedRule = z.infer<typeof ViolatedRule>;

export const FieldViolation = z.object({
  field: z.string(),
  description: z.string(),
  violatedRule: ViolatedRule,
  data: z.record(z.string(), z.unknown()).optional(),
});
export type FieldViolation = z.infer<typeof FieldViolation>;

export const ApplicationErrorDetails = z.object({
  code: z.string(),
  description: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ApplicationErrorDetails = z.infer<typeof ApplicationErrorDetails>;

/** The two error bodies of WIRE.md section 5. */
export interface ApplicationErrorBody {
  message: string;
  details: { applicationError: ApplicationErrorDetails };
}
export interface ValidationErrorBody {
  message: 'INVALID_ARGUMENT';
  details: { validationError: { fieldViolations: FieldViolation[] } };
}
export type ErrorBody = ApplicationErrorBody | ValidationErrorBody;

/**
 * Every stable application error code the platform core answers with, and its HTTP status.
 * Services add their own codes beside their routes; these are the ones any route can produce.
 */
export const coreErrors = {
  UNAUTHENTICATED: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  INVALID_API_KEY: 401,
  FORBIDDEN: 403,
  SITE_MISMATCH: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SYSTEM_ERROR: 500,
  UNKNOWN_CLIENT: 400,
  INVALID_GRANT: 400,
  UNSUPPORTED_GRANT_TYPE: 400,
} as const;
export type CoreErrorCode = keyof typeof coreErrors;

export const SYSTEM_ERROR_MESSAGE = 'System error occurred';
