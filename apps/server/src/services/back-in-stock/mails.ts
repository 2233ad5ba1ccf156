import { escapeHtml } from '../../core/html/escape.js';
import type { MailMessage } from '../../core/mail/index.js';

type Language = 'en' | 'es' | 'fr' | 'de';

const TEXT: Record<Language, { subject: string; intro: string; action: string; outro: string }> = {
  en: {
    subject: '{item} is back in stock at {site}',
    intro: 'Good news: {item}, which you asked us to tell you about, can be bought again.',
    action: 'See it in the shop',
    outro: 'We send this once, because you asked to be told. Stock may run out again.',
  },
  es: {
    subject: '{item} vuelve a estar disponible en {site}',
    intro: 'Buenas noticias: {item}, sobre el que pediste que te avisáramos, se puede comprar de nuevo.',
    action: 'Verlo en la tienda',
    outro: 'Te lo enviamos una sola vez porque lo pediste. Puede volver a agotarse.',
  },
  fr: {
    subject: '{item} est de nouveau disponible chez {site}',
    intro: 'Bonne nouvelle : {item}, dont vous vouliez être averti, peut de nouveau être acheté.',
    action: 'Le voir dans la boutique',
    outro: 'Nous ne l’envoyons qu’une fois, à votre demande. Le stock peut s’épuiser à nouveau.',
  },
  de: {
    subject: '{item} ist bei {site} wieder erhältlich',
    intro: 'Gute Nachricht: {item}, über das Sie informiert werden wollten, ist wieder erhältlich.',
    action: 'Im Shop ansehen',
    outro: 'Wir senden dies nur einmal, weil Sie darum gebeten haben. Der Vorrat kann wieder ausgehen.',
  },
};

/** The first language of an Accept-Language header that the mails are written in, English otherwise. */
export function mailLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if (base in TEXT) return base as Language;
  }
  return 'en';
}

export interface BackInStockMail {
  siteId: string;
  siteName: string;
  to: string;
  language: string;
  itemName: string;
  /** Already formatted for display, such as "25.00 USD". */
  price: string | null;
  link: string | null;
  image: string | null;
}

/** The one mail a waiting shopper gets: the item, its price and a link to it, in the language they asked in. */
export function backInStockMail(input: BackInStockMail): MailMessage {
  const text = TEXT[mailLanguage(input.language)];
  const fill = (template: string) =>
    template.replace('{item}', input.itemName).replace('{site}', input.siteName);
  const intro = fill(text.intro);
  const image = input.image?.startsWith('https://') ? input.image : null;
  return {
    siteId: input.siteId,
    to: input.to,
    subject: fill(text.subject),
    text: [intro, input.price, input.link ? `${text.action}: ${input.link}` : null, text.outro]
      .filter(Boolean)
      .join('\n\n')
      .concat('\n'),
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      `<p>${escapeHtml(intro)}</p>` +
      (image ? `<p><img src="${escapeHtml(image)}" alt="" width="240"></p>` : '') +
      (input.price ? `<p>${escapeHtml(input.price)}</p>` : '') +
      (input.link ? `<p><a href="${escapeHtml(input.link)}">${escapeHtml(text.action)}</a></p>` : '') +
      `<p style="color:#5b6070">${escapeHtml(text.outro)}</p></body></html>`,
  };
}
