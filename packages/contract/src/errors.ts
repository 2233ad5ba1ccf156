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

export const SYSTEM_ERROR_MESSAGE = 'System error occurred';
