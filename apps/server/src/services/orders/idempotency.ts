import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/context.js';
import { sha256 } from '../../core/crypto/secrets.js';
import type { Db } from '../../core/db/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { canonicalJson } from '../../core/commerce/lines/line-input.js';
import { idempotencyKeys } from './tables.js';

/** The `Idempotency-Key` header, if sent (once). */
export const idempotencyKey = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value.join(',') : value;
};

/** How long an answer is kept for its key: a day, as payment APIs keep them. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** Who sent the key: the same key from another caller is another key. */
function callerOf(auth: AuthContext) {
  switch (auth.kind) {
    case 'visitor':
      return `visitor:${auth.visitorId}`;
    case 'member':
      return `member:${auth.memberId}`;
    case 'owner':
      return `owner:${auth.ownerId}`;
    case 'apiKey':
      return `key:${auth.keyId}`;
    default:
      return 'anonymous';
  }
}

export interface IdempotentCall {
  siteId: string;
  auth: AuthContext;
  /** The call's name: the same key on another call is another key. */
  call: string;
  /** The `Idempotency-Key` header, if the caller sent one. */
  key: string | undefined;
  request: unknown;
}

/** Who makes a call that may be repeated: the site and caller, and the `Idempotency-Key` they sent, if any. */
export type IdempotentCaller = Pick<IdempotentCall, 'siteId' | 'auth' | 'key'>;

/**
 * Runs a call once per Idempotency-Key: a repeat of a key that answered gets the first answer and does nothing
 * again; a repeat while the first is still running is refused (IDEMPOTENCY_KEY_IN_USE), and so is the same key
 * with a different request (IDEMPOTENCY_KEY_REUSED). A call that fails keeps nothing, so it can be retried.
 */
export function createIdempotency(db: Db, clock: () => number) {
  return {
    async run<T>(call: IdempotentCall, work: () => Promise<T>): Promise<T> {
      if (call.key === undefined) return work();
      if (!KEY.test(call.key))
        throw invalid('Idempotency-Key', 'is 1 to 255 printable characters without spaces', 'FORMAT');
      const id = { siteId: call.siteId, call: `${call.call}|${callerOf(call.auth)}`, key: call.key };
      const fingerprint = sha256(canonicalJson(call.request));
      const where = and(
        eq(idempotencyKeys.siteId, id.siteId),
        eq(idempotencyKeys.call, id.call),
        eq(idempotencyKeys.key, id.key),
      );
      const now = new Date(clock());
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ ...id, fingerprint, answer: null, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) {
        const [held] = await db.select().from(idempotencyKeys).where(where);
        if (held && held.createdAt.getTime() > now.getTime() - IDEMPOTENCY_TTL_MS) {
          if (held.fingerprint !== fingerprint)
            throw appError('IDEMPOTENCY_KEY_REUSED', { idempotencyKey: call.key });
          if (held.answer === null) throw appError('IDEMPOTENCY_KEY_IN_USE', { idempotencyKey: call.key });
          return held.answer as T;
        }
        // Expired and not yet swept: the key is free again, for whichever repeat takes it first.
        const [retaken] = await db
          .update(idempotencyKeys)
          .set({ fingerprint, answer: null, createdAt: now })
          .where(and(where, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))))
          .returning({ key: idempotencyKeys.key });
        if (!retaken) throw appError('IDEMPOTENCY_KEY_IN_USE', { idempotencyKey: call.key });
      }
      try {
        const answer = await work();
        await db
          .update(idempotencyKeys)
          .set({ answer: answer as object })
          .where(where);
        return answer;
      } catch (error) {
        await db.delete(idempotencyKeys).where(where);
        throw error;
      }
    },

    /** Keys older than their time go (an hourly job). */
    sweep: () =>
      db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(clock() - IDEMPOTENCY_TTL_MS))),
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
