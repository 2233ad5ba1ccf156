import type { MailMessage } from '../../core/mail/index.js';
import { escapeHtml } from '../../core/html/escape.js';

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

const RESET_TEXT: Record<Language, { subject: string; intro: string; action: string; outro: string }> = {
  en: {
    subject: 'Reset your password for {site}',
    intro: 'Someone asked to reset the password of your account. To choose a new one, open this link:',
    action: 'Choose a new password',
    outro:
      'The link works for one hour, once. If you did not ask for it, ignore this message: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de {site}',
    intro:
      'Alguien ha pedido restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace:',
    action: 'Elegir una contraseña nueva',
    outro: 'El enlace vale una hora, una sola vez. Si no lo has pedido, ignora este mensaje.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe pour {site}',
    intro:
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Pour en choisir un nouveau, ouvrez ce lien :',
    action: 'Choisir un nouveau mot de passe',
    outro:
      'Le lien est valable une heure, une seule fois. Si vous ne l’avez pas demandé, ignorez ce message.',
  },
  de: {
    subject: 'Passwort für {site} zurücksetzen',
    intro:
      'Jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Um ein neues zu wählen, öffnen Sie diesen Link:',
    action: 'Neues Passwort wählen',
    outro:
      'Der Link gilt eine Stunde und nur einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
};

export function resetMail(input: {
  siteId: string;
  siteName: string;
  to: string;
  link: string;
  language?: string | null;
}): MailMessage {
  const text = RESET_TEXT[languageOf(input.language)];
  return {
    siteId: input.siteId,
    to: input.to,
    subject: text.subject.replace('{site}', input.siteName),
    text: `${text.intro}\n\n${input.link}\n\n${text.outro}\n`,
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      `<p>${escapeHtml(text.intro)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(text.action)}</a></p>` +
      `<p>${escapeHtml(text.outro)}</p></body></html>`,
  };
}
