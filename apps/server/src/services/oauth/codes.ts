import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { randomSecret, safeEqual, sha256 } from '../../core/crypto/secrets.js';
import { authorizationCodes } from './tables.js';

// A code travels once through the browser and is redeemed at once: a minute is plenty (RFC 6749 4.1.2).
const CODE_LIFETIME_MS = 60_000;

export type CodeRow = typeof authorizationCodes.$inferSelect;

export interface NewCode {
  siteId: string;
  clientId: string;
  memberId: string;
  redirectUri: string;
  codeChallenge: string;
  visitorId?: string | null;
}

/** The S256 transform of RFC 7636 section 4.2: BASE64URL(SHA256(verifier)). */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export function verifyPkce(codeChallenge: string, codeVerifier: string): boolean {
  return safeEqual(s256(codeVerifier), codeChallenge);
}

export function createCodes(db: Db, clock: Clock) {
  return {
    async issue(code: NewCode): Promise<string> {
      const value = randomSecret(32);
      await db.insert(authorizationCodes).values({
        id: randomUUID(),
        ...code,
        codeHash: sha256(value),
        expiresAt: new Date(clock() + CODE_LIFETIME_MS),
      });
      return value;
    },

    async find(value: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(authorizationCodes)
        .where(eq(authorizationCodes.codeHash, sha256(value)));
      return row;
    },

    /** Marks the code used for this token family; false when another redemption got there first. */
    async spend(codeId: string, familyId: string): Promise<boolean> {
      const rows = await db
        .update(authorizationCodes)
        .set({ usedAt: new Date(clock()), familyId })
        .where(and(eq(authorizationCodes.id, codeId), isNull(authorizationCodes.usedAt)))
        .returning({ id: authorizationCodes.id });
      return rows.length > 0;
    },

    async deleteExpired(): Promise<void> {
      // Used codes are kept a day past expiry, so that a replay is still recognised and its tokens revoked.
      await db
        .delete(authorizationCodes)
        .where(lt(authorizationCodes.expiresAt, new Date(clock() - 86_400_000)));
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
