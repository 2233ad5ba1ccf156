export { sitesModule, type Sites } from './module.js';
export type { Site, OAuthClient, CreatedApiKey } from './service.js';
