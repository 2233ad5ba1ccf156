import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import { randomSecret } from '../../core/crypto/secrets.js';
import { events, type Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { appError } from '../../core/wire/errors.js';
import { webhookDeliveries, webhooks } from './tables.js';

export const DELIVER_QUEUE = 'webhooks.deliver';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface WebhookInput {
  url: string;
  eventTypes: string[];
  enabled?: boolean | null | undefined;
}

interface Options {
  db: Db;
  jobs: JobRunner;
  clock: Clock;
  outbox: Outbox;
}

/** Whether a subscription's event types (`*`, `order.*`, `order.paid`) cover an event type. */
export function matchesEventType(patterns: readonly string[], type: string): boolean {
  return patterns.some(
    (p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))),
  );
}

/**
 * A webhook's address as the audit trail keeps it: its origin only. A chat tool's incoming-webhook URL is itself
 * a secret (its path is the token), and events reach every key with events.read and every `*` subscriber.
 */
function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

export function createWebhooksService({ db, jobs, clock, outbox }: Options) {
  const now = () => new Date(clock());

  async function create(
    siteId: string,
    input: WebhookInput,
  ): Promise<{ webhook: WebhookRow; secret: string }> {
    const secret = `whsec_${randomSecret(24)}`;
    const webhook = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhooks)
        .values({
          id: randomUUID(),
          siteId,
          url: input.url,
          eventTypes: input.eventTypes,
          enabled: input.enabled ?? true,
          secret,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning();
      // What the subscription sends where; never its signing secret.
      const data = {
        webhook: { id: row!.id, url: origin(row!.url), eventTypes: row!.eventTypes, enabled: row!.enabled },
      };
      await outbox.record(tx, { siteId, type: WEBHOOK_EVENTS.created, entityId: row!.id, data });
      return row!;
    });
    return { webhook, secret };
  }

  async function get(siteId: string, webhookId: string): Promise<WebhookRow> {
    const [webhook] = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, webhookId), eq(webhooks.siteId, siteId)));
    if (!webhook) throw appError('WEBHOOK_NOT_FOUND', { webhookId });
    return webhook;
  }

  async function update(
    siteId: string,
    webhookId: string,
    patch: Partial<WebhookInput>,
  ): Promise<WebhookRow> {
    return db.transaction(async (tx) => {
      const [webhook] = await tx
        .update(webhooks)
        .set({ ...patch, enabled: patch.enabled ?? undefined, updatedAt: now() })
        .where(and(eq(webhooks.id, webhookId), eq(webhooks.siteId, siteId)))
        .returning();
      if (!webhook) throw appError('WEBHOOK_NOT_FOUND', { webhookId });
      const changes = Object.fromEntries(
        Object.entries(patch)
          .filter(([, v]) => v != null)
          .map(([k, v]) => [k, k === 'url' ? origin(v as string) : v]),
      );
      const data = { webhookId, changes };
      await outbox.record(tx, { siteId, type: WEBHOOK_EVENTS.updated, entityId: webhookId, data });
      return webhook;
    });
  }

  async function remove(siteId: string, webhookId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(webhooks)
        .where(and(eq(webhooks.id, webhookId), eq(webhooks.siteId, siteId)))
        .returning({ id: webhooks.id, url: webhooks.url });
      if (!row) throw appError('WEBHOOK_NOT_FOUND', { webhookId });
      const data = { webhook: { id: row.id, url: origin(row.url) } };
      await outbox.record(tx, { siteId, type: WEBHOOK_EVENTS.deleted, entityId: webhookId, data });
    });
  }

  async function enqueueDelivery(tx: Executor, delivery: { id: string }): Promise<void> {
    await jobs.send(DELIVER_QUEUE, { deliveryId: delivery.id }, { executor: tx });
  }

  /** Turns one recorded event into a delivery per matching subscription, in one transaction. */
  async function dispatch(eventId: string): Promise<number> {
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
          await enqueueDelivery(tx, delivery);
          created += 1;
        }
      }
      await tx.update(events).set({ dispatchedAt: now() }).where(eq(events.id, event.id));
      return created;
    });
  }

  /** Sends a `webhook.ping` event to one subscription only, so an owner can check a receiver. */
  async function ping(siteId: string, webhookId: string): Promise<DeliveryRow> {
    const webhook = await get(siteId, webhookId);
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
      await enqueueDelivery(tx, delivery!);
      return delivery!;
    });
  }

  async function redeliver(siteId: string, deliveryId: string): Promise<DeliveryRow> {
    return db.transaction(async (tx) => {
      const [delivery] = await tx
        .update(webhookDeliveries)
        .set({ status: 'PENDING' })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.siteId, siteId)))
        .returning();
      if (!delivery) throw appError('DELIVERY_NOT_FOUND', { deliveryId });
      await enqueueDelivery(tx, delivery);
      return delivery;
    });
  }

  async function loadForDelivery(deliveryId: string) {
    const [row] = await db
      .select({ delivery: webhookDeliveries, webhook: webhooks, event: events })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, deliveryId));
    return row;
  }

  async function recordAttempt(
    deliveryId: string,
    outcome: { status: DeliveryRow['status']; statusCode: number | null; error: string | null },
  ) {
    await db
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        lastAttemptAt: now(),
      })
      .where(eq(webhookDeliveries.id, deliveryId));
  }

  return { create, get, update, remove, dispatch, ping, redeliver, loadForDelivery, recordAttempt };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
