import type { Site as WireSite } from '@atrium/contract';
import { defineModule } from '../../core/modules/index.js';
import { isReturnAllowed } from './return-urls.js';
import { siteRoutes } from './routes.js';
import { createSitesService, type OAuthClient, type Site, type SitesService } from './service.js';
import * as tables from './tables.js';
import { toWireSite } from './wire.js';

/** Sites with their OAuth clients and API keys: who may call, and from where. */
export interface Sites extends SitesService {
  toWire(row: Site): WireSite;
  /** A URL the client may send people back to: one of its redirect URIs, or a page of an allowed origin. */
  isReturnAllowed(client: OAuthClient, url: string): boolean;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    sites: Sites;
  }
}

export const sitesModule = defineModule({
  name: 'sites',
  needs: [],
  tables,
  create: ({ core }) => ({
    ...createSitesService(core.db, core.outbox),
    toWire: toWireSite,
    isReturnAllowed,
  }),
  routes: (sites) => siteRoutes(sites),
});
