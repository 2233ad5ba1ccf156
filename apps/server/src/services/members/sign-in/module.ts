import { defineModule } from '../../../core/modules/index.js';
import { createCaptchaGate } from './captcha-gate.js';
import { followVisitorSignIns } from './follow-sign-ins.js';
import type { SignInContext } from './context.js';
import { authorizedClientGrant } from './grants.js';
import { authenticationRoutes } from './routes.js';
import { createSignIn, type MemberSignIn } from './service.js';

declare module '../../../core/modules/module.js' {
  interface Modules {
    memberSignIn: MemberSignIn;
  }
}

/** Sign-in: register, sign in, a second factor, a new password, email codes; and a trusted server's sign-on. */
export const memberSignInModule = defineModule({
  name: 'memberSignIn',
  needs: ['members', 'memberFactors', 'oauth', 'captcha', 'sites'],
  tables: {},
  create({ core, members, memberFactors, oauth, captcha, sites }): MemberSignIn {
    const ctx: SignInContext = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      members,
      mfa: memberFactors.mfa,
      requireCaptcha: createCaptchaGate(captcha.provider),
    };
    oauth.grants.set(
      'authorized_client',
      authorizedClientGrant({ members, oauth: oauth.service, accessTokens: oauth.accessTokens, sites }),
    );
    return createSignIn(ctx);
  },
  async plugin(scope, _signIn, { oauth }) {
    followVisitorSignIns(scope, oauth.visitorSignedIn);
  },
  routes: (signIn, { core, members }) => authenticationRoutes({ signIn, members, limiter: core.limiter }),
});
