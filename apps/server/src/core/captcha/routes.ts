import { captchaCalls } from '@atrium/contract';
import type { RateLimiter } from '../rate-limit/index.js';
import { defineRoute } from '../wire/route.js';
import type { AtriumCaptcha } from './atrium.js';

// Issuing writes nothing, but drawing pictures costs; a person needs a handful per sign-in.
const PER_ADDRESS = { limit: 200, windowSeconds: 900 };

export function captchaRoutes(captcha: AtriumCaptcha, limiter: RateLimiter) {
  return [
    defineRoute(captchaCalls.getChallenge, {
      access: 'site',
      summary:
        'A new challenge of Atrium’s captcha: a proof of work (INVISIBLE) or a picture to read (VISIBLE)',
      async handler({ kind }, call) {
        await limiter.consume([`captcha:${call.siteId}:${call.request.ip}`], PER_ADDRESS);
        return captcha.issue(call.siteId, kind);
      },
    }),
  ];
}
