import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from '../../core/crypto/secrets.js';
import type { Mail } from '../../core/mail/index.js';
import type { OwnerAccount } from '../owners/index.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * What `atrium` commands on the same machine ask a running server for, since the embedded database belongs
 * to the server's process: loopback only, with a token the server leaves in its data folder (mode 600).
 */
export function localAccessPlugin(token: string, mail: Mail, ownerAccount: OwnerAccount) {
  const allowed = (request: FastifyRequest) =>
    LOOPBACK.has(request.ip) &&
    safeEqual((request.headers.authorization ?? '').replace(/^Local /, ''), token);
  return async (app: FastifyInstance) => {
    app.post<{ Body: { email?: unknown } }>('/atrium/v1/local/owner-reset', async (request, reply) => {
      if (!allowed(request)) return reply.status(404).send({ message: 'Not found' });
      const email = request.body?.email;
      if (typeof email !== 'string' || email.length > 254)
        return reply.status(400).send({ message: 'email is required' });
      const link = await ownerAccount.resetLinkFor(email);
      return link ? { link } : reply.status(404).send({ message: 'No owner account has this address' });
    });
    app.get<{ Querystring: { siteId?: string; to?: string; limit?: string } }>(
      '/atrium/v1/local/mail',
      async (request, reply) => {
        if (!allowed(request)) return reply.status(404).send({ message: 'Not found' });
        const { siteId, to, limit } = request.query;
        if (!siteId || !/^[0-9a-f-]{36}$/i.test(siteId))
          return reply.status(400).send({ message: 'siteId is required' });
        const messages = await mail.list(siteId, { ...(to ? { to } : {}), limit: Number(limit) || 20 });
        return { messages };
      },
    );
  };
}
