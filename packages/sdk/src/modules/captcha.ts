/**
 * Atrium's own captcha (a site's member settings say whether sign-in and registration need it): a challenge
 * to solve, then its token sent as `captchaTokens` with `login` or `register`. INVISIBLE challenges are a
 * proof of work for `solveProofOfWork`; VISIBLE ones a picture whose characters a person types, sent as
 * `visibleCaptchaToken(challenge, answer)`.
 */
import type { CaptchaChallengeResponse, CaptchaKind } from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';
import { captchaEndpoints } from '@atrium/contract/endpoints';

export type CaptchaChallenge = FromWire<CaptchaChallengeResponse>;
export type { CaptchaKind };

export const getChallenge = /* @__PURE__ */ defineMethod<[kind: CaptchaKind], CaptchaChallenge>(
  captchaEndpoints.getChallenge,
  {
    args: ['kind'],
  },
);
