import { escapeHtml } from '../../core/html/escape.js';
import type { MailMessage } from '../../core/mail/index.js';
import { currencyOf, formatMoney } from '../../core/money/index.js';
import type { AbandonedCheckoutRow } from './tables.js';

const nameOf = (line: Record<string, unknown>) => {
  const name = line.productName as { original?: string; translated?: string | null } | undefined;
  const quantity = typeof line.quantity === 'number' ? line.quantity : 1;
  return `${quantity} × ${name?.translated ?? name?.original ?? 'an item'}`;
};

/** The recovery mail of one step: what was left in the checkout, its total then, and the link back to it. */
export function recoveryMail(row: AbandonedCheckoutRow, link: string, step: number): MailMessage {
  const lines = (row.snapshot?.lineItems ?? []).map(nameOf);
  const total = formatMoney(row.total, currencyOf(row.currency));
  const subject =
    step === 0 ? 'You left something in your checkout' : 'Your checkout is still waiting for you';
  const intro = 'You started a checkout and did not finish it. It is kept for you:';
  const outro = `Total: ${total}. Finish your order here: ${link}`;
  return {
    siteId: row.siteId,
    to: row.buyerEmail,
    subject,
    text: [intro, ...lines.map((l) => `- ${l}`), '', outro].join('\n') + '\n',
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      `<p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
      `<p>Total: ${escapeHtml(total)}</p>` +
      `<p><a href="${escapeHtml(link)}">Return to your checkout</a></p></body></html>`,
  };
}
