export { redirectsModule, type Redirects } from './module.js';
export type { IntentCheck, RedirectsService, SessionParams, StoredSession } from './service.js';
