import cookiePlugin from '@fastify/cookie';
import { defineModule } from '../../core/modules/index.js';
import { accountRoutes } from './account-routes.js';
import { hostedRoutes } from './hosted-routes.js';
import { assertHostedPage, hostedPageUrl } from './pages.js';
import { redirectRoutes } from './routes.js';
import { createRedirectsService, type RedirectsService } from './service.js';
import * as tables from './tables.js';

/** Redirect sessions: what sends a visitor to a hosted page (sign-in, account, checkout) and back. */
export interface Redirects extends RedirectsService {
  /** The hosted page a redirect session opens. */
  pageUrl: typeof hostedPageUrl;
  /** Refuses a call that does not come from a page of the hosted origin (a browser says where it comes from). */
  assertHostedPage: typeof assertHostedPage;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    redirects: Redirects;
  }
}

export const redirectsModule = defineModule({
  name: 'redirects',
  needs: ['sites', 'oauth', 'members'],
  tables,
  create: ({ core, sites }) => ({
    ...createRedirectsService(core.db, core.clock, sites),
    pageUrl: hostedPageUrl,
    assertHostedPage,
  }),
  async plugin(scope, redirects, { core, sites, oauth, members }) {
    const { publicUrl, memberRefreshTtlDays } = core.config;
    await scope.register(cookiePlugin);
    hostedRoutes(scope, {
      redirects,
      hostedSessions: members.hostedSessions,
      codes: oauth.codes,
      sites,
      secureCookies: publicUrl.startsWith('https:'),
      sessionTtlDays: memberRefreshTtlDays,
    });
  },
  routes: (redirects, { core, sites, oauth, members }) => [
    ...redirectRoutes(redirects, {
      sites,
      memberSettings: members.settings,
      publicUrl: core.config.publicUrl,
    }),
    ...accountRoutes({
      redirects,
      hostedSessions: members.hostedSessions,
      members,
      accessTokens: oauth.accessTokens,
      publicUrl: core.config.publicUrl,
    }),
  ],
  jobs: (redirects) => [
    { queue: 'redirects.cleanup', every: '47 * * * *', handle: () => redirects.deleteExpired() },
  ],
});
