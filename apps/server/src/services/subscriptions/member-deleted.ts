import { nextRevision } from '../../core/db/index.js';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionHistoryEntry } from '@atrium/contract';
import { neutralAddress } from '../../core/commerce/anonymise.js';
import type { SubscriptionsContext } from './context.js';
import type { createSubscriptionsService } from './service.js';
import { subscriptionContracts as contracts, type ContractTerms } from './tables.js';

type Info = Record<string, unknown> | null | undefined;

/** The first order's copy in the contract, without the buyer: no member, email, contact or street. */
function neutralTerms(terms: ContractTerms): ContractTerms {
  const shipping = terms.shippingInfo as Record<string, unknown> | null | undefined;
  const logistics = shipping?.logistics as Record<string, unknown> | null | undefined;
  return {
    ...terms,
    buyerInfo: { memberId: null, contactId: null, email: null } as ContractTerms['buyerInfo'],
    billingInfo: neutralAddress(terms.billingInfo as Info) as ContractTerms['billingInfo'],
    recipientInfo: neutralAddress(terms.recipientInfo as Info) as ContractTerms['recipientInfo'],
    shippingInfo: (shipping && logistics
      ? {
          ...shipping,
          logistics: {
            ...logistics,
            shippingDestination: neutralAddress(logistics.shippingDestination as Info),
          },
        }
      : terms.shippingInfo) as ContractTerms['shippingInfo'],
    customFields: [],
  };
}

const RUNNING = ['ACTIVE', 'PAUSED', 'SUSPENDED'];

/**
 * A member who deletes their account is charged no more: each running contract of theirs is canceled (by the
 * system, in its history), and every contract of theirs loses the member link, email, contact and street. The row is locked,
 * so a renewal in flight either finishes first or finds the contract canceled.
 */
export function createMemberDeletion(
  ctx: Pick<SubscriptionsContext, 'db' | 'clock'>,
  service: Pick<ReturnType<typeof createSubscriptionsService>, 'record'>,
) {
  return async function memberDeleted(siteId: string, memberId: string): Promise<number> {
    return ctx.db.transaction(async (tx) => {
      const theirs = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.siteId, siteId), eq(contracts.memberId, memberId)))
        .for('update');
      const now = new Date(ctx.clock());
      for (const row of theirs) {
        const running = RUNNING.includes(row.status);
        const canceled: SubscriptionHistoryEntry = {
          type: 'CANCELED',
          createdDate: now.toISOString(),
          actor: 'SYSTEM',
        };
        const [updated] = await tx
          .update(contracts)
          .set({
            memberId: null,
            buyerEmail: null,
            terms: neutralTerms(row.terms),
            ...(running
              ? {
                  status: 'CANCELED',
                  nextAttemptAt: null,
                  nextBillingAt: null,
                  history: [...row.history, canceled],
                }
              : {}),
            ...nextRevision(contracts, now),
          })
          .where(eq(contracts.id, row.id))
          .returning();
        await service.record(tx, updated!);
      }
      return theirs.length;
    });
  };
}
