import { z } from 'zod';
import { Timestamp } from './scalars.js';

/**
 * What a site asks of people who sign in or register: nothing, a check that runs in the browser unseen (a
 * proof of work), or a challenge a person reads and answers.
 */
export const CaptchaMode = z.enum(['OFF', 'INVISIBLE', 'VISIBLE']);
export type CaptchaMode = z.infer<typeof CaptchaMode>;

/** The two kinds of token: `VISIBLE` travels as the wire's `Recaptcha`, `INVISIBLE` as `InvisibleRecaptcha`. */
export const CaptchaKind = z.enum(['INVISIBLE', 'VISIBLE']);
export type CaptchaKind = z.infer<typeof CaptchaKind>;

/** `GET /atrium/v1/captcha/challenge`: a new challenge of Atrium's own verifier. */
export const CaptchaChallengeRequest = z.object({ kind: CaptchaKind });
export const CaptchaChallengeResponse = z.object({
  kind: CaptchaKind,
  /** Signed; the token sent back is `${challenge}:${nonce}` (INVISIBLE) or `${challenge}:${answer}` (VISIBLE). */
  challenge: z.string(),
  /** INVISIBLE: the leading zero bits SHA-256(`${challenge}:${nonce}`) must have. */
  difficulty: z.number().int().nullish(),
  /** VISIBLE: a data URL of the picture whose characters the person types. */
  image: z.string().nullish(),
  expiresDate: Timestamp,
});
export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeResponse>;
