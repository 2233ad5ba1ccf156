import { escapeHtml } from '../../core/html/escape.js';
import type { MailMessage } from '../../core/mail/index.js';

/** The buyer is told their order was canceled, with the shop's own words if it gave any. */
export function canceledMail(input: {
  siteId: string;
  to: string;
  number: number;
  customMessage?: string | null;
}): MailMessage {
  const subject = `Your order #${input.number} was canceled`;
  const intro = `Your order #${input.number} was canceled.`;
  const note = input.customMessage?.trim();
  const outro = 'If you paid for it, any refund is sent back the way you paid.';
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
