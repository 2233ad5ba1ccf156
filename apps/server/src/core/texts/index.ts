import { escapeHtml } from '../html/escape.js';
import type { Executor } from '../db/index.js';
import type { Mail } from '../mail/index.js';

export type TextChannel = 'SMS' | 'CALL';

export interface TextMessage {
  siteId: string;
  /** E.164, such as +14155550100. */
  to: string;
  body: string;
  channel: TextChannel;
}

/**
 * Where codes by text message or phone call go. A carrier (Twilio, Vonage, ...) implements this; Atrium ships
 * the development one below. With no provider configured, phone factors are not offered at all.
 */
export interface TextProvider {
  readonly name: string;
  readonly channels: readonly TextChannel[];
  /** Called inside the caller's transaction: a carrier implementation queues a job rather than calling out. */
  send(executor: Executor, message: TextMessage): Promise<void>;
}

const SUBJECT: Record<TextChannel, string> = { SMS: 'Text message', CALL: 'Phone call' };

/** For development: texts and calls land in the site's mailbox (dashboard, `atrium mail`), nothing leaves. */
export function mailboxTextProvider(mail: Mail): TextProvider {
  return {
    name: 'mailbox',
    channels: ['SMS', 'CALL'],
    async send(executor, message) {
      await mail.send(executor, {
        siteId: message.siteId,
        to: message.to,
        subject: `${SUBJECT[message.channel]} to ${message.to}`,
        text: message.body,
        html: `<p>${escapeHtml(message.body)}</p>`,
      });
    },
  };
}

/** The configured provider (`ATRIUM_TEXT_PROVIDER`), or none. */
export function createTextProvider(name: 'mailbox' | undefined, mail: Mail): TextProvider | undefined {
  return name === 'mailbox' ? mailboxTextProvider(mail) : undefined;
}
