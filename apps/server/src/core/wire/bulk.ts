import { isAppError, isValidationError } from './errors.js';

export interface BulkItemMetadata {
  id: string;
  originalIndex: number;
  success: boolean;
  error?: { code: string; description: string; data: Record<string, unknown> };
}

export function bulkMetadata(results: ReadonlyArray<{ itemMetadata: { success: boolean } }>) {
  const successes = results.filter((result) => result.itemMetadata.success).length;
  return { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 };
}

/**
 * Runs each operation of a bulk call on its own (one failing does not stop the others) and reports each by its
 * index: the wire's `results[].itemMetadata` and `bulkActionMetadata`. Only application and validation errors
 * become failures; anything else is a fault and propagates.
 */
export async function runEach<T>(operations: ReadonlyArray<{ id: string; run: () => Promise<T> }>) {
  const results: Array<{ itemMetadata: BulkItemMetadata; value?: T }> = [];
  for (const [originalIndex, { id, run }] of operations.entries()) {
    try {
      results.push({ itemMetadata: { id, originalIndex, success: true }, value: await run() });
    } catch (error) {
      if (!isAppError(error) && !isValidationError(error)) throw error;
      const code = isAppError(error) ? error.code : 'INVALID_ARGUMENT';
      const data = isAppError(error) ? error.data : { violations: error.violations };
      results.push({
        itemMetadata: {
          id,
          originalIndex,
          success: false,
          error: { code, description: error.message, data },
        },
      });
    }
  }
  return { results, bulkActionMetadata: bulkMetadata(results) };
}
