export { webhooksModule } from './module.js';
export type { WebhooksService } from './service.js';
