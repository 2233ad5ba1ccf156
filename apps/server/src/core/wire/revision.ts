import type { ErrorCode } from '@atrium/contract';
import { appError } from './errors.js';

/**
 * A write made against a revision the entity has moved past is refused with the entity's own mismatch code
 * (WIRE.md section 3: optimistic concurrency); without a revision the write goes ahead.
 */
export function assertRevision(
  current: { revision: number },
  given: string | null | undefined,
  code: ErrorCode,
) {
  if (given != null && given !== String(current.revision))
    throw appError(code, { revision: String(current.revision) });
}
