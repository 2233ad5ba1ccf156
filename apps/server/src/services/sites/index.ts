export {
  createSitesService,
  type SitesService,
  type Site,
  type OAuthClient,
  type CreatedApiKey,
} from './service.js';
export { siteRoutes } from './routes.js';
export { toWireSite } from './wire.js';
export { isReturnAllowed } from './return-urls.js';
