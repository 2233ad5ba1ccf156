import { escapeHtml } from '../../core/html/escape.js';
import type { MailMessage } from '../../core/mail/index.js';
import { currencyOf, formatMoney } from '../../core/money/index.js';
import type { ContractRow } from './tables.js';

function memberMail(row: ContractRow, subject: string, lines: string[]): MailMessage {
  return {
    siteId: row.siteId,
    to: row.buyerEmail!,
    subject,
    text: lines.join('\n\n') + '\n',
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `</body></html>`,
  };
}

const name = (row: ContractRow) => row.title ?? 'subscription';
const amount = (row: ContractRow) => formatMoney(row.amount, currencyOf(row.currency));
const day = (date: Date) => date.toISOString().slice(0, 10);

export const renewedMail = (row: ContractRow, number: number, next: Date | null) =>
  memberMail(row, `Your ${name(row)} was renewed: order #${number}`, [
    `Your ${name(row)} was renewed and ${amount(row)} was charged to your saved card (order #${number}).`,
    next ? `The next renewal is on ${day(next)}.` : 'That was its last cycle.',
  ]);

export const declinedMail = (row: ContractRow, retry: Date) =>
  memberMail(row, `We could not renew your ${name(row)}`, [
    `Your card was declined when we tried to charge ${amount(row)} for your ${name(row)}.`,
    `We will try again on ${day(retry)}. Please make sure your card can be charged.`,
  ]);

export const suspendedMail = (row: ContractRow) =>
  memberMail(row, `Your ${name(row)} is suspended`, [
    `Your card was declined again for your ${name(row)}, so the subscription is suspended.`,
    'Nothing more will be charged. Contact the store to resume it.',
  ]);
