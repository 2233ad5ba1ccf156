import { defineModule } from '../modules/index.js';
import { createAtriumCaptcha, type AtriumCaptcha } from './atrium.js';
import { captchaRoutes } from './routes.js';
import * as tables from './tables.js';

declare module '../modules/module.js' {
  interface Modules {
    captcha: AtriumCaptcha;
  }
}

/** Atrium's own captcha, which sites may ask of sign-in and registration: a proof of work, or a picture. */
export const captchaModule = defineModule({
  name: 'captcha',
  needs: [],
  tables,
  create: async ({ core }) =>
    createAtriumCaptcha({
      db: core.db,
      clock: core.clock,
      key: await core.secret('captcha'),
      difficulty: core.config.captchaDifficulty,
    }),
  routes: (captcha, { core }) => captchaRoutes(captcha, core.limiter),
  // A used challenge is kept until it expires, so that it is not used twice; then it goes.
  jobs: (captcha) => [
    { queue: 'captcha.cleanup', every: '41 * * * *', handle: () => captcha.deleteExpired() },
  ],
});
