import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/index.js';
import type { JobRunner } from '../jobs/index.js';
import { events } from './tables.js';

export const DISPATCH_QUEUE = 'events.dispatch';

export interface NewEvent {
  siteId: string;
  /** Dotted lower-case name, such as `category.moved`. */
  type: string;
  entityId?: string;
  data: Record<string, unknown>;
}

export interface DispatchJob {
  eventId: string;
}

/**
 * Records an event in the caller's transaction together with the job that will dispatch it: if the change
 * commits, both exist; if it rolls back, neither does; a restart in between loses nothing.
 */
export function createOutbox(jobs: JobRunner) {
  jobs.define({ name: DISPATCH_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true });

  async function record(tx: Executor, event: NewEvent): Promise<string> {
    const id = randomUUID();
    await tx.insert(events).values({
      id,
      siteId: event.siteId,
      type: event.type,
      entityId: event.entityId ?? null,
      data: event.data,
    });
    await jobs.send(DISPATCH_QUEUE, { eventId: id } satisfies DispatchJob, { executor: tx });
    return id;
  }

  return { record };
}

export type Outbox = ReturnType<typeof createOutbox>;
