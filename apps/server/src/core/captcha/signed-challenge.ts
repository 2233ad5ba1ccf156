import { createHmac } from 'node:crypto';
import type { CaptchaKind } from '@atrium/contract';
import { safeEqual } from '../crypto/secrets.js';

/** What a challenge carries, readable by anyone and trusted only because the server signed it. */
export interface ChallengePayload {
  /** Random; the key of the one use the challenge allows. */
  id: string;
  siteId: string;
  kind: CaptchaKind;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  /** INVISIBLE: the leading zero bits asked for when it was issued. */
  bits?: number;
  /** VISIBLE: a keyed hash of the answer, never the answer itself. */
  answer?: string;
}

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`captcha-challenge:${body}`).digest('base64url');

/** `body.signature`, both base64url: no `:` inside, so a token splits at its first `:`. */
export function sealChallenge(key: Buffer, payload: ChallengePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The payload of a challenge this server signed, or undefined for anything else. */
export function openChallenge(key: Buffer, challenge: string): ChallengePayload | undefined {
  const [body, signature, extra] = challenge.split('.');
  if (!body || !signature || extra !== undefined || !safeEqual(signature, mac(key, body))) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChallengePayload;
  } catch {
    return undefined;
  }
}

/** The keyed hash of a visible challenge's answer: case does not matter to the person typing it. */
export function answerMac(key: Buffer, id: string, answer: string): string {
  return createHmac('sha256', key)
    .update(`captcha-answer:${id}:${answer.trim().toUpperCase()}`)
    .digest('base64url');
}
