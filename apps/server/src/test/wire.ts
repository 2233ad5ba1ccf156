import { expect } from 'vitest';
import type { TestAtrium } from './app.js';

// Checks of answers and recorded events that every service's tests share.

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

interface Violation {
  field: string;
  description: string;
  violatedRule: string;
  data?: Record<string, unknown>;
}

/**
 * Checks that an answer is one of the wire's two error bodies (WIRE.md section 5) with this status, and
 * returns its field violations (empty for an application error).
 */
export function wireError(answer: Answer, status: number): Violation[] {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect(answer.headers['x-wix-request-id']).toBeTruthy();
  const body = answer.json() as {
    message?: string;
    details?: {
      applicationError?: { code?: string; description?: string };
      validationError?: { fieldViolations?: Violation[] };
    };
  };
  expect(typeof body.message).toBe('string');
  const violations = body.details?.validationError?.fieldViolations;
  if (violations) {
    expect(status).toBe(400);
    expect(violations.length).toBeGreaterThan(0);
    return violations;
  }
  expect(body.details?.applicationError?.code).toMatch(/^[A-Z0-9_]+$/);
  expect(typeof body.details?.applicationError?.description).toBe('string');
  return [];
}

/** The fields named by a validation error, after checking that it is one. */
export function violatedFields(answer: Answer): string[] {
  const violations = wireError(answer, 400);
  expect(violations.length, 'a validation error, not an application error').toBeGreaterThan(0);
  return violations.map((violation) => violation.field);
}

export interface RecordedEvent {
  type: string;
  entityId: string | null;
  data: Record<string, unknown>;
}

/** The site's events in the outbox, read straight from the table the outbox writes to. */
export async function outboxEvents(atrium: TestAtrium): Promise<RecordedEvent[]> {
  const result = await atrium.database.executeSql(
    // In the order they were recorded: the rows' own order changes once the dispatcher updates them.
    'select type, entity_id as "entityId", data from events where site_id = $1 order by created_at, id',
    [atrium.site.siteId],
  );
  return result.rows as unknown as RecordedEvent[];
}
