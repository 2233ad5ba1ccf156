import { nextRevision } from '../../../core/db/index.js';
import { eq } from 'drizzle-orm';
import { ORDER_EVENTS, type BulkUpdateOrderTagsRequest, type Tags } from '@atrium/contract';
import { runEach } from '../../../core/wire/bulk.js';
import { appError } from '../../../core/wire/errors.js';
import { Violations } from '../../../core/wire/violations.js';
import { lockOrder } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orders, type OrderRow } from '../tables.js';

/** The wire's bound on each of an order's tag lists (orders.md TagList: `tagIds` maxSize 100). */
export const MAX_TAGS = 100;

const KINDS = ['tags', 'privateTags'] as const;
type OrderTags = OrderRow['tags'];

const idsOf = (tags: Tags | null | undefined): OrderTags => ({
  tags: [...new Set(tags?.tags?.tagIds ?? [])],
  privateTags: [...new Set(tags?.privateTags?.tagIds ?? [])],
});

/** A tag both assigned and unassigned in one call says two things: refused rather than guessed at. */
function assertDisjoint(assign: OrderTags, unassign: OrderTags, request: BulkUpdateOrderTagsRequest) {
  const violations = new Violations();
  for (const kind of KINDS) {
    const sent = request.unassignTags?.[kind]?.tagIds ?? [];
    sent.forEach((id, i) => {
      if (assign[kind].includes(id))
        violations.add(`unassignTags.${kind}.tagIds[${i}]`, 'is also in assignTags', 'VALIDATION');
    });
  }
  violations.throwIfAny();
}

/** Assigned tags are added after the order's own, once each; unassigned ones go; the order of the rest stays. */
function retagged(current: OrderTags, assign: OrderTags, unassign: OrderTags): OrderTags {
  const next = (kind: (typeof KINDS)[number]) =>
    [...new Set([...current[kind], ...assign[kind]])].filter((id) => !unassign[kind].includes(id));
  return { tags: next('tags'), privateTags: next('privateTags') };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** bulkUpdateOrderTags: each order on its own transaction under its row lock, reported by its index. */
export function createOrderTags(ctx: OrdersContext) {
  const { db, clock, outbox } = ctx;

  function retag(
    siteId: string,
    orderId: string,
    { assign, unassign }: { assign: OrderTags; unassign: OrderTags },
  ) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, siteId, orderId);
      const tags = retagged(order.tags, assign, unassign);
      const over = KINDS.find((kind) => tags[kind].length > MAX_TAGS);
      if (over)
        throw appError(
          'TOO_MANY_TAGS',
          { orderId, kind: over, count: tags[over].length, limit: MAX_TAGS },
          `The order would have ${tags[over].length} ${over}: it may hold at most ${MAX_TAGS}`,
        );
      // Nothing to change (tags already there, or never there): no new revision and no event.
      if (KINDS.every((kind) => same(tags[kind], order.tags[kind]))) return;
      await tx
        .update(orders)
        .set({ tags, ...nextRevision(orders, new Date(clock())) })
        .where(eq(orders.id, order.id));
      await outbox.record(tx, {
        siteId,
        type: ORDER_EVENTS.updated,
        entityId: order.id,
        data: { orderId: order.id, fields: ['tags'], tags },
      });
    });
  }

  return {
    async bulkUpdate(siteId: string, request: BulkUpdateOrderTagsRequest) {
      const assign = idsOf(request.assignTags);
      const unassign = idsOf(request.unassignTags);
      assertDisjoint(assign, unassign, request);
      const { results, bulkActionMetadata } = await runEach(
        request.orderIds.map((id) => ({ id, run: () => retag(siteId, id, { assign, unassign }) })),
      );
      return { results: results.map(({ itemMetadata }) => ({ itemMetadata })), bulkActionMetadata };
    },
  };
}

export type OrderTagsService = ReturnType<typeof createOrderTags>;
