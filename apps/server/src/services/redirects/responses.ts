import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../core/html/escape.js';

export type AuthorizeResult =
  { code: string; state: string } | { error: string; error_description: string; state: string };

/** What a notice page says, and with which status. */
export interface Notice {
  status: number;
  title: string;
  text: string;
}

/** A small self-contained page: hosted errors and notices need no JavaScript. */
export function sendNotice(reply: FastifyReply, { status, title, text }: Notice): FastifyReply {
  return reply
    .status(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><body style="font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#1f2330">` +
        `<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
}

/** Where an authorization's result goes, and how. */
export interface AuthorizeTarget {
  redirectUri: string;
  mode: 'query' | 'fragment' | 'web_message';
}

/**
 * Returns the result of an authorization to the site (RFC 6749 4.1.2, OAuth 2.0 Multiple Response Types for
 * `fragment`, and `web_message` for silent sign-in in a hidden frame).
 */
export function sendAuthorizeResult(
  reply: FastifyReply,
  { redirectUri, mode }: AuthorizeTarget,
  result: AuthorizeResult,
): FastifyReply {
  const params = new URLSearchParams(result);
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (mode === 'query') {
    const target = new URL(redirectUri);
    for (const [key, value] of params) target.searchParams.set(key, value);
    return reply.redirect(target.toString());
  }
  if (mode === 'fragment') return reply.redirect(`${redirectUri.split('#')[0]}#${params.toString()}`);
  const origin = new URL(redirectUri).origin;
  const nonce = randomBytes(16).toString('base64');
  // JSON inside a script: `<` escaped so the data can never close the script element.
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  return reply
    .headers({
      'content-type': 'text/html; charset=utf-8',
      // Only the site that asked may frame this page, and the message goes to that origin alone.
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${origin}`,
    })
    .send(
      `<!doctype html><meta charset="utf-8"><script nonce="${nonce}">window.parent.postMessage(${data}, ${JSON.stringify(origin)});</script>`,
    );
}
