import type { CaptchaKind } from '@atrium/contract';

/** A token as the wire carries it: `VISIBLE` from the `Recaptcha` field, `INVISIBLE` from `InvisibleRecaptcha`. */
export interface CaptchaAnswer {
  kind: CaptchaKind;
  token: string;
}

export interface CaptchaContext {
  siteId: string;
  /** The caller's address, which third-party verifiers take as `remoteip`. */
  ip: string;
}

/**
 * What verifies captcha tokens. Atrium ships its own (`atrium`, no third party); hCaptcha, Turnstile or
 * reCAPTCHA would implement the same, calling their verify endpoint with a secret from the config.
 * A token that is false for any reason (forged, expired, spent, wrong answer) answers false.
 */
export interface CaptchaProvider {
  readonly name: string;
  verify(answer: CaptchaAnswer, context: CaptchaContext): Promise<boolean>;
}
