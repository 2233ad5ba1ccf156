import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { appError } from '../../core/wire/errors.js';

/** Client-side routes of the web app: each answers with the app's page, and the app routes inside it. */
const PAGE_ROUTES = [
  '/dashboard',
  '/dashboard/*',
  '/hosted/login',
  '/hosted/reset-password',
  '/hosted/account',
  '/hosted/checkout',
];

const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  // The dashboard must never be framed (clickjacking) nor load anything from elsewhere.
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Serves the built web app (apps/web/dist) at the server's own origin: the dashboard and the hosted pages. */
export function webPlugin(config: Config) {
  return async (app: FastifyInstance) => {
    const built = existsSync(path.join(config.webDir, 'index.html'));
    const sendPage = (reply: FastifyReply) => {
      if (!built) throw appError('WEB_NOT_BUILT');
      return reply.headers(PAGE_HEADERS).sendFile('index.html', { cacheControl: false });
    };
    if (built) {
      await app.register(fastifyStatic, {
        root: config.webDir,
        index: false,
        wildcard: false,
        // Built assets carry a content hash in their names: they never change, so caches may keep them.
        setHeaders(res, file) {
          if (file.includes(`${path.sep}assets${path.sep}`))
            res.header('cache-control', 'public, max-age=31536000, immutable');
          res.header('x-content-type-options', 'nosniff');
        },
      });
    }
    app.get('/', (_, reply) => reply.redirect('/dashboard'));
    for (const url of PAGE_ROUTES) app.get(url, (_, reply) => sendPage(reply));
  };
}
