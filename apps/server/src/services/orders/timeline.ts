import { randomUUID } from 'node:crypto';
import type { Executor } from '../../core/db/index.js';
import { orderActivities, type OrderRow } from './tables.js';

export interface ActivityEntry {
  type: string;
  at: Date;
  content?: Record<string, unknown>;
}

/** A timeline entry of the server's own. */
export async function addActivity(tx: Executor, order: OrderRow, entry: ActivityEntry) {
  const { type, at, content = {} } = entry;
  await tx.insert(orderActivities).values({
    id: randomUUID(),
    orderId: order.id,
    siteId: order.siteId,
    type,
    content,
    createdAt: at,
    updatedAt: at,
  });
}
