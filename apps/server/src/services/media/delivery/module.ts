import { defineModule } from '../../../core/modules/index.js';
import { deliveryRoutes } from './delivery-routes.js';

declare module '../../../core/modules/module.js' {
  interface Modules {
    mediaDelivery: Record<string, never>;
  }
}

/** Delivery: a file's bytes, renditions and streams behind signed URLs, with caching and byte ranges. */
export const mediaDeliveryModule = defineModule({
  name: 'mediaDelivery',
  needs: ['media'],
  tables: {},
  create: () => ({}),
  async plugin(scope, _delivery, { media }) {
    await scope.register(deliveryRoutes(media.ctx));
  },
});
