import type { Category, RequestedField } from '@atrium/contract';
import { isAppError, isValidationError } from '../../core/wire/errors.js';
import { bulkMetadata } from './items.js';
import type { CategoryRow } from './tables.js';

/** Runs each operation on its own (one failing does not stop the others) and reports each by its index. */
export async function bulkResults(
  operations: Array<{ id: string; run: () => Promise<CategoryRow> }>,
  options: {
    returnEntity?: boolean | null | undefined;
    fields?: RequestedField[] | null | undefined;
    /** The category as the answer carries it. */
    answer: (row: CategoryRow, fields: RequestedField[] | null | undefined) => Promise<Category>;
  },
) {
  const results = [];
  for (const [originalIndex, { id, run }] of operations.entries()) {
    try {
      const row = await run();
      results.push({
        itemMetadata: { id, originalIndex, success: true },
        ...(options.returnEntity ? { category: await options.answer(row, options.fields) } : {}),
      });
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
