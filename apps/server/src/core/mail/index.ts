import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db, Executor } from '../db/index.js';
import type { JobRunner } from '../jobs/index.js';
import { mailMessages } from './tables.js';

export const MAIL_QUEUE = 'mail.send';

export interface MailMessage {
  /** Null for the platform's own mail to an owner. */
  siteId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type StoredMail = typeof mailMessages.$inferSelect;

/** Who sent a message and for what, so that they hear how its delivery went (`onOutcome`). */
export interface MailTag {
  purpose: string;
  ref: string;
}

/** How a tagged message's delivery went: sent, or failed with the reason (pg-boss retries it on its rules). */
export interface MailOutcome {
  ref: string;
  messageId: string;
  sent: boolean;
  error: string | null;
}

export interface MailOptions {
  db: Db;
  jobs: JobRunner;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
}

/**
 * Outgoing mail. A message is recorded in the caller's transaction; with SMTP configured a job sends it (and
 * retries), without SMTP it stays in the mailbox for the dashboard and `atrium mail`.
 */
export function createMail({ db, jobs, clock, smtpUrl, from }: MailOptions) {
  jobs.define({ name: MAIL_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  const smtp = Boolean(smtpUrl);
  // nodemailer is loaded at the first delivery, and only with SMTP configured, rather than at every start.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));

  const listeners = new Map<string, (outcome: MailOutcome) => Promise<void>>();

  async function send(executor: Executor, message: MailMessage, tag?: MailTag): Promise<string> {
    const id = randomUUID();
    await executor.insert(mailMessages).values({
      id,
      ...message,
      purpose: tag?.purpose ?? null,
      ref: tag?.ref ?? null,
      status: smtp ? 'QUEUED' : 'STORED',
      createdAt: new Date(clock()),
    });
    if (smtp) await jobs.send(MAIL_QUEUE, { messageId: id }, { executor });
    return id;
  }

  async function deliver(messageId: string, log: FastifyBaseLogger): Promise<void> {
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    if (!message || !smtp || message.status === 'SENT') return;
    let failure: unknown;
    try {
      await (
        await connect()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db
        .update(mailMessages)
        .set({ status: 'SENT', sentAt: new Date(clock()), error: null })
        .where(eq(mailMessages.id, messageId));
    } catch (error) {
      failure = error;
      log.warn({ messageId, err: error }, 'mail delivery failed');
      await db
        .update(mailMessages)
        .set({ status: 'FAILED', error: errorText(error) })
        .where(eq(mailMessages.id, messageId));
    }
    const listener = message.purpose ? listeners.get(message.purpose) : undefined;
    if (listener && message.ref)
      await listener({
        ref: message.ref,
        messageId,
        sent: failure === undefined,
        error: failure === undefined ? null : errorText(failure),
      });
    if (failure !== undefined) throw failure;
  }

  /** A sender's hook for its tagged messages; called after each delivery attempt, never for the mailbox. */
  function onOutcome(purpose: string, listener: (outcome: MailOutcome) => Promise<void>): void {
    listeners.set(purpose, listener);
  }

  const list = (siteId: string, options: MailFilter = {}) => listMail(db, siteId, options);

  /** Closes the SMTP connections, if any were opened. */
  async function close(): Promise<void> {
    (await transport?.catch(() => undefined))?.close();
  }

  /** True when messages leave through SMTP; false when they stay in the mailbox, which counts as delivered. */
  const delivering = smtp;

  return { send, deliver, list, close, onOutcome, delivering };
}

export type Mail = ReturnType<typeof createMail>;

export interface MailFilter {
  to?: string;
  limit?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The site's latest messages, newest first (also read by `atrium mail` straight from the database). */
export async function listMail(db: Db, siteId: string, options: MailFilter = {}): Promise<StoredMail[]> {
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.siteId, siteId), options.to ? eq(mailMessages.to, options.to) : undefined))
    .orderBy(desc(mailMessages.createdAt))
    .limit(Math.min(options.limit ?? 50, 200));
}
