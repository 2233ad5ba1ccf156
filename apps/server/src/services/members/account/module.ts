import { defineModule } from '../../../core/modules/index.js';
import { accountRoutes, pictureRoutes } from './account-routes.js';
import { createAddresses, type Addresses } from './addresses.js';
import { createAccountDeletion, type AccountDeletion } from './delete-account.js';
import { createEmailChange, type EmailChange } from './email-change.js';
import { createProfiles, type Profiles } from './profile.js';

/** A member's own account: profile and picture, email change, saved addresses, deleting the account. */
export interface MemberAccount {
  profiles: Profiles;
  emailChange: EmailChange;
  addresses: Addresses;
  deletion: AccountDeletion;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    memberAccount: MemberAccount;
  }
}

export const memberAccountModule = defineModule({
  name: 'memberAccount',
  needs: ['members'],
  tables: {},
  create({ core, members }): MemberAccount {
    const { db, clock, outbox, mail, config } = core;
    const profiles = createProfiles({ db, clock, store: core.store, publicUrl: config.publicUrl, members });
    const { codes, requirePassword, siteName } = members;
    const parts = { db, clock, outbox, mail, codes, members, requirePassword, siteName };
    return {
      profiles,
      emailChange: createEmailChange(parts),
      addresses: createAddresses(db, clock),
      deletion: createAccountDeletion({ ...parts, profiles }),
    };
  },
  async plugin(scope, account) {
    await scope.register(pictureRoutes(account.profiles));
  },
  routes: (account, { core }) => accountRoutes({ ...account, limiter: core.limiter }),
});
