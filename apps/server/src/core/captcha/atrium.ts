import { randomInt, randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { CaptchaChallengeResponse, CaptchaKind } from '@atrium/contract';
import type { Clock } from '../clock.js';
import type { Db } from '../db/index.js';
import { safeEqual } from '../crypto/secrets.js';
import { drawChallenge } from './picture.js';
import { isProofOfWork } from './proof-of-work.js';
import type { CaptchaAnswer, CaptchaContext, CaptchaProvider } from './provider.js';
import { answerMac, openChallenge, sealChallenge, type ChallengePayload } from './signed-challenge.js';
import { ALPHABET } from './stroke-font.js';
import { captchaUses } from './tables.js';

export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface AtriumCaptchaOptions {
  db: Db;
  clock: Clock;
  /** The server secret that signs challenges. */
  key: Buffer;
  /** Leading zero bits of the invisible proof of work. */
  difficulty: number;
}

const randomAnswer = () =>
  Array.from({ length: randomInt(5, 7) }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Atrium's own captcha: no third party, nothing kept until a token is spent. */
export function createAtriumCaptcha({ db, clock, key, difficulty }: AtriumCaptchaOptions) {
  function issue(siteId: string, kind: CaptchaKind): CaptchaChallengeResponse {
    const id = randomUUID();
    const exp = clock() + CHALLENGE_TTL_MS;
    const expiresDate = new Date(exp).toISOString();
    if (kind === 'INVISIBLE') {
      const challenge = sealChallenge(key, { id, siteId, kind, exp, bits: difficulty });
      return { kind, challenge, difficulty, expiresDate };
    }
    const answer = randomAnswer();
    const challenge = sealChallenge(key, { id, siteId, kind, exp, answer: answerMac(key, id, answer) });
    return { kind, challenge, image: drawChallenge(answer), expiresDate };
  }

  /** True the first time only: the challenge's id is kept until it expires. */
  async function spend(payload: ChallengePayload): Promise<boolean> {
    const rows = await db
      .insert(captchaUses)
      .values({ id: payload.id, expiresAt: new Date(payload.exp) })
      .onConflictDoNothing()
      .returning({ id: captchaUses.id });
    return rows.length === 1;
  }

  const provider: CaptchaProvider = {
    name: 'atrium',
    async verify({ kind, token }: CaptchaAnswer, { siteId }: CaptchaContext) {
      const split = token.indexOf(':');
      const challenge = token.slice(0, Math.max(split, 0));
      const response = token.slice(split + 1);
      const payload = split > 0 ? openChallenge(key, challenge) : undefined;
      if (!payload || payload.kind !== kind || payload.siteId !== siteId || !(payload.exp > clock()))
        return false;
      // A wrong proof costs the server one hash and no write.
      if (kind === 'INVISIBLE')
        return isProofOfWork(challenge, response, payload.bits ?? 256) && spend(payload);
      // Spent before the answer is compared: each picture gets one guess.
      if (!(await spend(payload))) return false;
      return !!payload.answer && safeEqual(payload.answer, answerMac(key, payload.id, response));
    },
  };

  return {
    provider,
    issue,
    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(captchaUses)
        .where(lt(captchaUses.expiresAt, new Date(clock())))
        .returning({ id: captchaUses.id });
      return rows.length;
    },
  };
}

export type AtriumCaptcha = ReturnType<typeof createAtriumCaptcha>;
