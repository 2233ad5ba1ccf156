import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import { events } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { appError } from '../../core/wire/errors.js';
import { getWebhook } from './subscriptions.js';
import { webhookDeliveries, webhooks } from './tables.js';
import type { DeliveryRow, WebhookRef, WebhooksContext } from './types.js';

export const DELIVER_QUEUE = 'webhooks.deliver';

/** Whether a subscription's event types (`*`, `order.*`, `order.paid`) cover an event type. */
export function matchesEventType(patterns: readonly string[], type: string): boolean {
  return patterns.some(
    (p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))),
  );
}

async function enqueueDelivery(jobs: JobRunner, tx: Executor, delivery: { id: string }): Promise<void> {
  await jobs.send(DELIVER_QUEUE, { deliveryId: delivery.id }, { executor: tx });
}

/** Turns one recorded event into a delivery per matching subscription, in one transaction. */
export async function dispatch({ db, jobs, clock }: WebhooksContext, eventId: string): Promise<number> {
  const now = () => new Date(clock());
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event || event.dispatchedAt) return 0;
    const candidates = await tx
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.siteId, event.siteId), eq(webhooks.enabled, true)));
    let created = 0;
    for (const webhook of candidates.filter((w) => matchesEventType(w.eventTypes, event.type))) {
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({
          id: randomUUID(),
          siteId: event.siteId,
          webhookId: webhook.id,
          eventId: event.id,
          eventType: event.type,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      if (delivery) {
        await enqueueDelivery(jobs, tx, delivery);
        created += 1;
      }
    }
    await tx.update(events).set({ dispatchedAt: now() }).where(eq(events.id, event.id));
    return created;
  });
}

/** Sends a `webhook.ping` event to one subscription only, so an owner can check a receiver. */
export async function ping({ db, jobs, clock }: WebhooksContext, ref: WebhookRef): Promise<DeliveryRow> {
  const now = () => new Date(clock());
  const { siteId } = ref;
  const webhook = await getWebhook(db, ref);
  return db.transaction(async (tx) => {
    const eventId = randomUUID();
    await tx.insert(events).values({
      id: eventId,
      siteId,
      type: 'webhook.ping',
      entityId: webhook.id,
      data: { webhookId: webhook.id },
      createdAt: now(),
      dispatchedAt: now(),
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        id: randomUUID(),
        siteId,
        webhookId: webhook.id,
        eventId,
        eventType: 'webhook.ping',
        createdAt: now(),
      })
      .returning();
    await enqueueDelivery(jobs, tx, delivery!);
    return delivery!;
  });
}

export async function redeliver(
  { db, jobs }: WebhooksContext,
  siteId: string,
  deliveryId: string,
): Promise<DeliveryRow> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING' })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.siteId, siteId)))
      .returning();
    if (!delivery) throw appError('DELIVERY_NOT_FOUND', { deliveryId });
    await enqueueDelivery(jobs, tx, delivery);
    return delivery;
  });
}

export async function loadForDelivery({ db }: WebhooksContext, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks, event: events })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** How one attempt to deliver went. */
export interface AttemptOutcome {
  status: DeliveryRow['status'];
  statusCode: number | null;
  error: string | null;
}

export async function recordAttempt(
  { db, clock }: WebhooksContext,
  deliveryId: string,
  outcome: AttemptOutcome,
) {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: new Date(clock()),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}
