import { defineModule } from '../../../core/modules/index.js';
import { createMemberAdmin, type MemberAdmin } from './admin.js';
import { memberAdminRoutes } from './admin-routes.js';

declare module '../../../core/modules/module.js' {
  interface Modules {
    memberAdmin: MemberAdmin;
  }
}

/** What site owners do with members: look them up, let them in or keep them out, and the site's settings. */
export const memberAdminModule = defineModule({
  name: 'memberAdmin',
  needs: ['members'],
  tables: {},
  create: ({ core, members }) =>
    createMemberAdmin({
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      revokeTokens: members.revokeSessions,
    }),
  routes: (admin, { core, members }) => memberAdminRoutes(admin, members.settings, core.mail),
});
