import { MEMBER_EVENTS } from '@atrium/contract';
import type { ListenerSpec } from '../modules/index.js';

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
 * A listener that runs `forget` for each member who deletes their account (`member.deleted`), on a queue of the
 * module's own: the members module does not know which modules keep something of a member, and each retries on
 * its own.
 */
export function forgetDeletedMembers(
  queue: string,
  forget: (siteId: string, memberId: string) => Promise<unknown>,
): ListenerSpec {
  return {
    queue,
    events: [MEMBER_EVENTS.deleted],
    options: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
    async handle(event) {
      const memberId = event.data.memberId;
      if (typeof memberId === 'string') await forget(event.siteId, memberId);
    },
  };
}
