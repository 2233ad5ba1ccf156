import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../core/db/index.js';
import type { Outbox } from '../../../core/events/index.js';
import type { Mfa } from '../factors/mfa.js';
import type { Members } from '../module.js';
import type { CaptchaGate } from './captcha-gate.js';

/** What the steps of a member's sign-in share. */
export interface SignInContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  members: Members;
  mfa: Mfa;
  requireCaptcha: CaptchaGate;
}
