import type { Category, RequestedField } from '@atrium/contract';
import { runEach } from '../../core/wire/bulk.js';
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
  const { results, bulkActionMetadata } = await runEach(operations);
  const answered = [];
  for (const { itemMetadata, value } of results)
    answered.push({
      itemMetadata,
      ...(options.returnEntity && value ? { category: await options.answer(value, options.fields) } : {}),
    });
  return { results: answered, bulkActionMetadata };
}
