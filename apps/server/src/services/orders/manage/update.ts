import { nextRevision } from '../../../core/db/index.js';
import { eq } from 'drizzle-orm';
import { ORDER_EVENTS, type OrderUpdate } from '@atrium/contract';
import { maskedPatch } from '../../../core/wire/field-mask.js';
import { invalid } from '../../../core/wire/errors.js';
import { lockOrder } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orders, type OrderSnapshot } from '../tables.js';
import { addActivity } from '../timeline.js';

/** What a placed order lets its site change: who to reach and where, notes, flags and tags. */
const UPDATABLE = [
  'buyerInfo',
  'billingInfo',
  'recipientInfo',
  'buyerNote',
  'archived',
  'seenByAHuman',
  'customFields',
  'extendedFields',
  'tags',
  'businessLocation',
] as const;
const CLEARABLE = [
  'billingInfo',
  'recipientInfo',
  'buyerNote',
  'customFields',
  'extendedFields',
  'businessLocation',
] as const;

/**
 * What is the order's record of the sale, or derived from its payments and moves, and so never set by an
 * update: said plainly rather than dropped.
 */
const FIXED: Partial<Record<keyof OrderUpdate, string>> = {
  paymentStatus: "is derived from the order's payments",
  status: 'changes through updateOrderStatus and cancelOrder',
  currency: 'is fixed when the order is placed',
  weightUnit: 'is fixed when the order is placed',
  appliedDiscounts: 'is fixed when the order is placed',
  additionalFees: 'is fixed when the order is placed',
  taxInfo: 'is fixed when the order is placed',
  shippingInfo: 'is fixed when the order is placed; recipientInfo changes where it goes',
  channelInfo: 'is fixed when the order is placed',
  checkoutId: 'is fixed when the order is placed',
  purchaseFlowId: 'is fixed when the order is placed',
  platformFeeSummary: 'is fixed when the order is placed',
};

export function createOrderUpdates(ctx: OrdersContext) {
  const { db, clock, outbox } = ctx;

  /** updateOrder: the fields the mask names (all the updatable ones sent, without a mask), in one transaction. */
  async function update(
    siteId: string,
    input: OrderUpdate,
    { fieldMask, path = 'order' }: { fieldMask?: string | null; path?: string },
  ) {
    for (const [field, why] of Object.entries(FIXED))
      if (input[field as keyof OrderUpdate] != null)
        throw invalid(`${path}.${field}`, why, 'FIELD_NOT_ALLOWED');
    const patch = maskedPatch({
      entity: input,
      name: path,
      fieldMask,
      updatable: UPDATABLE,
      clearable: CLEARABLE,
    });
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, siteId, input.id);
      const snapshot: OrderSnapshot = { ...order.snapshot };
      const set: Partial<typeof orders.$inferInsert> = {};
      const activities: string[] = [];
      if (patch.buyerInfo) {
        if (patch.buyerInfo.email !== undefined && patch.buyerInfo.email !== order.buyerEmail) {
          set.buyerEmail = patch.buyerInfo.email ?? null;
          activities.push('EMAIL_EDITED');
        }
        if (patch.buyerInfo.contactId !== undefined) set.contactId = patch.buyerInfo.contactId ?? null;
      }
      if ('recipientInfo' in patch) {
        snapshot.recipientInfo = patch.recipientInfo ?? null;
        activities.push('SHIPPING_ADDRESS_EDITED');
      }
      if ('billingInfo' in patch) snapshot.billingInfo = patch.billingInfo ?? null;
      if ('buyerNote' in patch) snapshot.buyerNote = patch.buyerNote ?? null;
      if ('customFields' in patch) snapshot.customFields = patch.customFields ?? [];
      if ('extendedFields' in patch) snapshot.extendedFields = patch.extendedFields?.namespaces ?? null;
      if ('businessLocation' in patch) snapshot.businessLocationId = patch.businessLocation?.id ?? null;
      if (patch.archived != null) set.archived = patch.archived;
      if (patch.seenByAHuman != null) set.seenByAHuman = patch.seenByAHuman;
      if (patch.tags)
        set.tags = {
          tags: [...new Set(patch.tags.tags?.tagIds ?? order.tags.tags)],
          privateTags: [...new Set(patch.tags.privateTags?.tagIds ?? order.tags.privateTags)],
        };
      const now = new Date(clock());
      await tx
        .update(orders)
        .set({ ...set, snapshot, ...nextRevision(orders, now) })
        .where(eq(orders.id, order.id));
      // A millisecond apart, so that the timeline shows them in the order they happened.
      for (const [i, type] of activities.entries()) {
        const at = new Date(now.getTime() + i);
        await addActivity(tx, order, { type, at });
      }
      await outbox.record(tx, {
        siteId,
        type: ORDER_EVENTS.updated,
        entityId: order.id,
        data: { orderId: order.id, fields: Object.keys(patch) },
      });
      return order.id;
    });
  }

  return { update };
}
