import { AppError, ValidationError } from '../../core/wire/errors.js';

/**
 * Why one item of a bulk call failed, as its `itemMetadata.error`: an application error by its code, a bad
 * field by its violations. Anything else is not the item's fault and fails the call.
 */
export function itemError(error: unknown) {
  if (error instanceof AppError) return { code: error.code, description: error.message, data: error.data };
  if (error instanceof ValidationError)
    return {
      code: 'INVALID_ARGUMENT',
      description: error.violations.map((v) => `${v.field}: ${v.description}`).join('; '),
      data: { fieldViolations: error.violations },
    };
  throw error;
}
