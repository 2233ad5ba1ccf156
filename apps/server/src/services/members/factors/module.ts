import { createHmac } from 'node:crypto';
import { defineModule } from '../../../core/modules/index.js';
import { factorRoutes } from './factor-routes.js';
import { createFactors, type Factors } from './factors.js';
import { createMfa, type Mfa } from './mfa.js';
import { createPasskeys, type Passkeys } from './passkeys.js';
import { createPhoneFactors, type PhoneFactors } from './phone-factors.js';

/** A member's second factors (authenticator, passkey, phone, recovery codes), and proving one at sign-in. */
export interface MemberFactors {
  factors: Factors;
  passkeys: Passkeys;
  phones: PhoneFactors;
  mfa: Mfa;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    memberFactors: MemberFactors;
  }
}

export const memberFactorsModule = defineModule({
  name: 'memberFactors',
  needs: ['members', 'sites'],
  tables: {},
  async create({ core, members }): Promise<MemberFactors> {
    const { db, clock, config } = core;
    const { settings, tickets, codes, lock, verification, siteName } = members;
    // Separate keys for separate uses, derived from the one server secret of members' codes.
    const key = createHmac('sha256', await core.secret('member-codes'))
      .update('member-factors')
      .digest();
    const factors = createFactors(db, clock, key);
    const passkeys = createPasskeys({ db, factors, key, publicUrl: config.publicUrl });
    const phones = createPhoneFactors({ db, codes, factors, texts: core.texts, siteName });
    const mfa = createMfa({ factors, passkeys, phones, settings, tickets, codes, lock, verification });
    return { factors, passkeys, phones, mfa };
  },
  routes: ({ factors, passkeys, phones }, { core, members, sites }) =>
    factorRoutes({ members, factors, passkeys, phones, sites, limiter: core.limiter }),
});
