import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../core/crypto/secrets.js';
import { actAs } from '../../core/events/index.js';
import { appError } from '../../core/wire/errors.js';
import { csrfTokenFor, type OwnerRow, type Sessions } from './sessions.js';

export const SESSION_COOKIE = 'atrium_owner_session';
export const CSRF_HEADER = 'x-atrium-csrf';
// The cookie goes only to the owner routes: no other route reads it, so no other route can be ridden by it.
const COOKIE_PATH = '/atrium/v1/owner';

export interface SessionCookie {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  /** The signed-in owner; with `csrf`, the request must also carry the session's CSRF token. */
  require(request: FastifyRequest, reply: FastifyReply, options?: { csrf?: boolean }): Promise<SignedInOwner>;
}

export interface SignedInOwner {
  owner: OwnerRow;
  token: string;
}

export function createSessionCookie(sessions: Sessions, options: { secure: boolean; ttlHours: number }) {
  const attributes = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
  } as const;
  const cookie: SessionCookie = {
    set: (reply, token) =>
      void reply.setCookie(SESSION_COOKIE, token, { ...attributes, maxAge: options.ttlHours * 3600 }),
    clear: (reply) => void reply.clearCookie(SESSION_COOKIE, attributes),
    async require(request, reply, { csrf = false } = {}) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw appError('NO_SESSION');
      if (csrf) {
        const sent = request.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || !safeEqual(sent, csrfTokenFor(token)))
          throw appError('INVALID_CSRF_TOKEN');
      }
      const owner = await sessions.resolve(token);
      if (!owner) {
        cookie.clear(reply);
        throw appError('SESSION_EXPIRED');
      }
      // The session routes are public to the token check, so the cookie is what says who acts.
      actAs({ kind: 'OWNER', id: owner.id, email: owner.email });
      return { owner, token };
    },
  };
  return cookie;
}
