import { withSchemas } from '../calls.js';
import { captchaEndpoints } from '../endpoints/index.js';
import { CaptchaChallengeRequest, CaptchaChallengeResponse } from '../captcha.js';

export const captchaCalls = /* @__PURE__ */ withSchemas(captchaEndpoints, {
  getChallenge: { input: CaptchaChallengeRequest, output: CaptchaChallengeResponse },
});
