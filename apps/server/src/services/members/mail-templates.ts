import type { MailMessage } from '../../core/mail/index.js';

type Language = 'en' | 'es' | 'fr' | 'de';

const CODE_TEXT: Record<Language, { subject: string; intro: string; outro: string }> = {
  en: {
    subject: 'Your code for {site}',
    intro: 'Your confirmation code is:',
    outro: 'It works for 15 minutes. If you did not ask for it, ignore this message.',
  },
  es: {
    subject: 'Tu código para {site}',
    intro: 'Tu código de confirmación es:',
    outro: 'Vale durante 15 minutos. Si no lo has pedido, ignora este mensaje.',
  },
  fr: {
    subject: 'Votre code pour {site}',
    intro: 'Votre code de confirmation est :',
    outro: 'Il est valable 15 minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
  },
  de: {
    subject: 'Ihr Code für {site}',
    intro: 'Ihr Bestätigungscode lautet:',
    outro: 'Er gilt 15 Minuten. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The member's language where we have it, English otherwise. */
export function languageOf(language: string | null | undefined): Language {
  const base = (language ?? 'en').slice(0, 2) as Language;
  return base in CODE_TEXT ? base : 'en';
}

export function codeMail(input: {
  siteId: string;
  siteName: string;
  to: string;
  code: string;
  language?: string | null;
}): MailMessage {
  const text = CODE_TEXT[languageOf(input.language)];
  const subject = text.subject.replace('{site}', input.siteName);
  return {
    siteId: input.siteId,
    to: input.to,
    subject,
    text: `${text.intro}\n\n    ${input.code}\n\n${text.outro}\n`,
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      `<p>${escapeHtml(text.intro)}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${input.code}</p>` +
      `<p>${escapeHtml(text.outro)}</p></body></html>`,
  };
}
