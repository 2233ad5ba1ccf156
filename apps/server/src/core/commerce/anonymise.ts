import { MEMBER_EVENTS } from '@atrium/contract';
import type { EventJob, Outbox } from '../events/index.js';
import type { JobRunner } from '../jobs/index.js';

type Info = Record<string, unknown> | null | undefined;

/**
 * An address with its contact (billing, shipping destination) reduced to what a shop's tax and sales records
 * need once the buyer deleted their account: the country and subdivision. Street, city, postal code, names,
 * phone and company go.
 */
export function neutralAddress(info: Info): Record<string, unknown> | null {
  if (!info) return null;
  const address = (info.address ?? {}) as Record<string, unknown>;
  return {
    address: { country: address.country ?? null, subdivision: address.subdivision ?? null },
    contactDetails: {},
  };
}

/**
 * Runs `forget` for each member who deletes their account (`member.deleted`), on a queue of the service's own:
 * the members service does not know which services keep something of a member, and each retries on its own.
 */
export function onMemberDeleted(
  jobs: JobRunner,
  outbox: Outbox,
  queue: string,
  forget: (siteId: string, memberId: string) => Promise<unknown>,
): void {
  jobs.define({ name: queue, retryLimit: 5, retryDelay: 10, retryBackoff: true });
  outbox.listen(MEMBER_EVENTS.deleted, queue);
  jobs.handle<EventJob>(queue, async (job) => {
    const memberId = job.data.data.memberId;
    if (typeof memberId === 'string') await forget(job.data.siteId, memberId);
  });
}
