export {
  createSitesService,
  type SitesService,
  type Site,
  type OAuthClient,
  type CreatedApiKey,
} from './service.js';
