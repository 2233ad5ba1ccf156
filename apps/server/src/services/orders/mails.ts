import { escapeHtml } from '../../core/html/escape.js';
import type { MailMessage } from '../../core/mail/index.js';
import { currencyOf, formatMoney } from '../../core/money/index.js';

/** A plain message to a buyer: what happened, the shop's own words if it gave any, and what follows. */
function buyerMail(
  input: { siteId: string; to: string; customMessage?: string | null },
  { subject, intro, outro }: { subject: string; intro: string; outro: string },
): MailMessage {
  const note = input.customMessage?.trim();
  return {
    siteId: input.siteId,
    to: input.to,
    subject,
    text: [intro, note, outro].filter(Boolean).join('\n\n') + '\n',
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      `<p>${escapeHtml(intro)}</p>` +
      (note ? `<p>${escapeHtml(note)}</p>` : '') +
      `<p>${escapeHtml(outro)}</p></body></html>`,
  };
}

interface OrderMail {
  siteId: string;
  to: string;
  number: number;
  customMessage?: string | null;
}

/** The buyer is told their order was canceled. */
export const canceledMail = (input: OrderMail) =>
  buyerMail(input, {
    subject: `Your order #${input.number} was canceled`,
    intro: `Your order #${input.number} was canceled.`,
    outro: 'If you paid for it, any refund is sent back the way you paid.',
  });

/** The buyer is told what was given back, and that it goes back the way they paid. */
export const refundedMail = (input: OrderMail & { amount: bigint; currency: string }) =>
  buyerMail(input, {
    subject: `A refund for your order #${input.number}`,
    intro: `${formatMoney(input.amount, currencyOf(input.currency))} of your order #${input.number} was refunded.`,
    outro: 'It goes back the way you paid; your bank may take a few days to show it.',
  });
