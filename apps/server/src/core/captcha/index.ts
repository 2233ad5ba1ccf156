export { createAtriumCaptcha, CHALLENGE_TTL_MS, type AtriumCaptcha } from './atrium.js';
export type { CaptchaAnswer, CaptchaContext, CaptchaProvider } from './provider.js';
export { captchaModule } from './module.js';
