import type { JobContext } from '../../../core/jobs/index.js';
import { defineModule } from '../../../core/modules/index.js';
import { followVisitorSignIns } from '../sign-in/follow-sign-ins.js';
import { createRecovery, RECOVERY_QUEUE, type Recovery, type RecoveryJob } from './recovery.js';
import { recoveryRoutes } from './recovery-routes.js';
import { resetPassword, type PasswordReset } from './reset.js';

/**
 * Password recovery: a link by mail (asked for always answers the same, at once: the lookup and the mail happen
 * in a job), and the new password it sets, which signs the member in.
 */
export interface MemberRecovery extends Recovery {
  reset: PasswordReset;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    memberRecovery: MemberRecovery;
  }
}

export const memberRecoveryModule = defineModule({
  name: 'memberRecovery',
  needs: ['members', 'memberFactors', 'memberSignIn', 'sites', 'oauth'],
  tables: {},
  create({ core, members, memberFactors, memberSignIn }): MemberRecovery {
    const { db, clock, outbox, config } = core;
    const recovery = createRecovery({
      jobs: core.jobs,
      tickets: members.tickets,
      mail: core.mail,
      members,
      publicUrl: config.publicUrl,
      siteName: members.siteName,
      transaction: (work) => db.transaction(work),
    });
    const ctx = { db, clock, outbox, members, mfa: memberFactors.mfa, signIn: memberSignIn };
    return { ...recovery, reset: (request) => resetPassword(ctx, request) };
  },
  async plugin(scope, _recovery, { oauth }) {
    // A new password signs the member in: what the visitor had follows them, as at any sign-in.
    followVisitorSignIns(scope, oauth.visitorSignedIn);
  },
  routes: (recovery, { core, members, sites }) =>
    recoveryRoutes({ members, recovery, sites, limiter: core.limiter }),
  jobs: (recovery) => [
    {
      queue: RECOVERY_QUEUE,
      options: { retryLimit: 3, retryDelay: 10 },
      handle: (job: JobContext<RecoveryJob>) => recovery.sendLink(job.data),
    },
  ],
});
