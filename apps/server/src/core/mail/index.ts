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
  siteId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type StoredMail = typeof mailMessages.$inferSelect;

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

  async function send(executor: Executor, message: MailMessage): Promise<string> {
    const id = randomUUID();
    await executor.insert(mailMessages).values({
      id,
      ...message,
      status: smtp ? 'QUEUED' : 'STORED',
      createdAt: new Date(clock()),
    });
    if (smtp) await jobs.send(MAIL_QUEUE, { messageId: id }, { executor });
    return id;
  }

  async function deliver(messageId: string, log: FastifyBaseLogger): Promise<void> {
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    if (!message || !smtp || message.status === 'SENT') return;
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
      const text = error instanceof Error ? error.message : String(error);
      log.warn({ messageId, err: error }, 'mail delivery failed');
      await db
        .update(mailMessages)
        .set({ status: 'FAILED', error: text.slice(0, 500) })
        .where(eq(mailMessages.id, messageId));
      throw error;
    }
  }

  const list = (siteId: string, options: MailFilter = {}) => listMail(db, siteId, options);

  /** Closes the SMTP connections, if any were opened. */
  async function close(): Promise<void> {
    (await transport?.catch(() => undefined))?.close();
  }

  return { send, deliver, list, close };
}

export type Mail = ReturnType<typeof createMail>;

export interface MailFilter {
  to?: string;
  limit?: number;
}

/** The site's latest messages, newest first (also read by `atrium mail` straight from the database). */
export async function listMail(db: Db, siteId: string, options: MailFilter = {}): Promise<StoredMail[]> {
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.siteId, siteId), options.to ? eq(mailMessages.to, options.to) : undefined))
    .orderBy(desc(mailMessages.createdAt))
    .limit(Math.min(options.limit ?? 50, 200));
}
