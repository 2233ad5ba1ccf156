import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from '@atrium/contract';
import type { Db } from '../../core/db/index.js';
import { randomSecret } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import { webhooks } from './tables.js';
import type { WebhookInput, WebhookRef, WebhookRow, WebhooksContext } from './types.js';

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

export async function createWebhook(
  { db, clock, outbox }: WebhooksContext,
  siteId: string,
  input: WebhookInput,
): Promise<{ webhook: WebhookRow; secret: string }> {
  const now = () => new Date(clock());
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

export async function getWebhook(db: Db, { siteId, webhookId }: WebhookRef): Promise<WebhookRow> {
  const [webhook] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.siteId, siteId)));
  if (!webhook) throw appError('WEBHOOK_NOT_FOUND', { webhookId });
  return webhook;
}

export async function updateWebhook(
  { db, clock, outbox }: WebhooksContext,
  { siteId, webhookId }: WebhookRef,
  patch: Partial<WebhookInput>,
): Promise<WebhookRow> {
  return db.transaction(async (tx) => {
    const [webhook] = await tx
      .update(webhooks)
      .set({ ...patch, enabled: patch.enabled ?? undefined, updatedAt: new Date(clock()) })
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

export async function removeWebhook(
  { db, outbox }: WebhooksContext,
  { siteId, webhookId }: WebhookRef,
): Promise<void> {
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
