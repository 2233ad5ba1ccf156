import { nextRevision } from '../../core/db/index.js';
import { and, eq } from 'drizzle-orm';
import { neutralAddress } from '../../core/commerce/anonymise.js';
import type { CheckoutsContext } from './context.js';
import { checkouts, type CheckoutInfo } from './tables.js';

/** What a checkout keeps of its buyer's details after they deleted their account: the country, for the records. */
function neutralInfo(info: CheckoutInfo): CheckoutInfo {
  return {
    ...info,
    email: null,
    contactId: null,
    buyerNote: null,
    customFields: [],
    billingInfo: neutralAddress(info.billingInfo),
    shippingDestination: neutralAddress(info.shippingDestination),
  };
}

/**
 * A deleted member's checkouts (`member.deleted`): a completed one stays beside its order, an open one can no
 * longer be reached by them; neither keeps the member link, email, contact or street. A second run changes nothing.
 */
export function createMemberForgetting(ctx: Pick<CheckoutsContext, 'db' | 'clock'>) {
  return async function forgetMember(siteId: string, memberId: string): Promise<number> {
    return ctx.db.transaction(async (tx) => {
      const theirs = await tx
        .select({ id: checkouts.id, info: checkouts.info, createdBy: checkouts.createdBy })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.siteId, siteId),
            eq(checkouts.ownerKind, 'member'),
            eq(checkouts.ownerId, memberId),
          ),
        )
        .for('update');
      for (const checkout of theirs) {
        const { memberId: _dropped, ...createdBy } = checkout.createdBy;
        await tx
          .update(checkouts)
          .set({
            ownerKind: null,
            ownerId: null,
            info: neutralInfo(checkout.info),
            createdBy,
            ...nextRevision(checkouts, new Date(ctx.clock())),
          })
          .where(eq(checkouts.id, checkout.id));
      }
      return theirs.length;
    });
  };
}
