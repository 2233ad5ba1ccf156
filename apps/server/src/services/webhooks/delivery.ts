import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { JobContext } from '../../core/jobs/index.js';
import { safePost } from '../../core/net/safe-post.js';
import type { WebhooksService } from './service.js';
import { signatureHeader } from './signing.js';

interface Options {
  service: WebhooksService;
  clock: Clock;
  log: FastifyBaseLogger;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface DeliverJob {
  deliveryId: string;
}

/**
 * One delivery attempt. A failure throws, so the job runner retries it with backoff; the last failure marks
 * the delivery FAILED, and an owner can redeliver it later.
 */
export function createDeliverer({ service, clock, log, timeoutMs, allowPrivate }: Options) {
  return async function deliver(job: JobContext<DeliverJob>): Promise<void> {
    const row = await service.loadForDelivery(job.data.deliveryId);
    if (!row || row.delivery.status === 'SUCCEEDED') return;
    const { delivery, webhook, event } = row;
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      siteId: event.siteId,
      entityId: event.entityId,
      createdDate: event.createdAt.toISOString(),
      data: event.data,
      // Who made the change, so that a receiver can keep the audit trail too.
      actor: event.actor ?? null,
    });
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const result = await safePost({
        url: webhook.url,
        body,
        timeoutMs,
        allowPrivate,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Atrium-Webhooks/0.1',
          'x-atrium-event-id': event.id,
          'x-atrium-event-type': event.type,
          'x-atrium-delivery-id': delivery.id,
          'x-atrium-signature': signatureHeader(webhook.secret, body, Math.floor(clock() / 1000)),
        },
      });
      statusCode = result.status;
      if (result.status < 200 || result.status >= 300) error = `The receiver answered ${result.status}`;
    } catch (cause) {
      error = (cause as Error).message;
    }
    const last = job.retryCount >= job.retryLimit;
    const status = error === null ? 'SUCCEEDED' : last ? 'FAILED' : 'PENDING';
    await service.recordAttempt(delivery.id, { status, statusCode, error });
    if (error !== null) {
      log.warn(
        { deliveryId: delivery.id, webhookId: webhook.id, attempt: job.retryCount + 1, error },
        'webhook delivery failed',
      );
      throw new Error(error);
    }
  };
}
