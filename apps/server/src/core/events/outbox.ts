import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/index.js';
import type { JobRunner } from '../jobs/index.js';
import { currentActor, type OwnerEmail } from './actor.js';
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

/** What a service that listens to an event type receives, in a job of its own queue. */
export interface EventJob {
  eventId: string;
  siteId: string;
  type: string;
  entityId: string | null;
  data: Record<string, unknown>;
}

/**
 * Records an event in the caller's transaction together with the job that will dispatch it: if the change
 * commits, both exist; if it rolls back, neither does; a restart in between loses nothing. Each event names
 * its actor: the request's caller, or the system for jobs (core/events/actor.ts).
 */
export function createOutbox(jobs: JobRunner) {
  jobs.define({ name: DISPATCH_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true });
  const listeners = new Map<string, string[]>();
  // Set by the owners module, which keeps the owners' addresses (core knows no service).
  let ownerEmail: OwnerEmail | undefined;

  /** How an owner who acts is named in the events they cause: by their email, read in the event's transaction. */
  function nameOwnersBy(lookUp: OwnerEmail): void {
    ownerEmail = lookUp;
  }

  /**
   * Another service's own reaction to an event (mail the waiting shoppers when stock returns, count what was
   * bought together): a job in `queue`, which the listener defines and handles, made in the same transaction
   * as the event, so that the reaction happens if and only if the change commits, and is retried on its own.
   */
  function listen(type: string, queue: string): void {
    listeners.set(type, [...(listeners.get(type) ?? []), queue]);
  }

  async function record(tx: Executor, event: NewEvent): Promise<string> {
    const id = randomUUID();
    await tx.insert(events).values({
      id,
      siteId: event.siteId,
      type: event.type,
      entityId: event.entityId ?? null,
      data: event.data,
      actor: await currentActor(tx, ownerEmail),
    });
    await jobs.send(DISPATCH_QUEUE, { eventId: id } satisfies DispatchJob, { executor: tx });
    for (const queue of listeners.get(event.type) ?? []) {
      const job: EventJob = {
        eventId: id,
        siteId: event.siteId,
        type: event.type,
        entityId: event.entityId ?? null,
        data: event.data,
      };
      await jobs.send(queue, job, { executor: tx });
    }
    return id;
  }

  return { record, listen, nameOwnersBy };
}

export type Outbox = ReturnType<typeof createOutbox>;
