import type { MailMessage } from '../../../core/mail/index.js';
import { escapeHtml } from '../../../core/html/escape.js';

/** `ada@example.com` → `a••@example.com`: enough for the owner of the old address to recognise it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 2))}@${domain}`;
}

const html = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
  `</body></html>`;

/** To the old address once the new one is confirmed: the account left it, and who to tell if that is wrong. */
export function emailChangedMail(input: {
  siteId: string;
  siteName: string;
  to: string;
  newEmail: string;
}): MailMessage {
  const lines = [
    `The email address of your ${input.siteName} account was changed to ${maskEmail(input.newEmail)}.`,
    'From now on, sign in and receive messages at the new address.',
    'If you did not make this change, contact the site at once.',
  ];
  return {
    siteId: input.siteId,
    to: input.to,
    subject: `Your ${input.siteName} email address was changed`,
    text: `${lines.join('\n\n')}\n`,
    html: html(lines),
  };
}

/** To the member's address after their account is deleted. */
export function accountDeletedMail(input: { siteId: string; siteName: string; to: string }): MailMessage {
  const lines = [
    `Your ${input.siteName} account has been deleted, with its profile, addresses and sign-in methods.`,
    'Orders you placed stay with the shop for its records, without your name or contact details.',
  ];
  return {
    siteId: input.siteId,
    to: input.to,
    subject: `Your ${input.siteName} account was deleted`,
    text: `${lines.join('\n\n')}\n`,
    html: html(lines),
  };
}
