import cookiePlugin from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../../core/wire/route.js';
import { hostedCheckoutRoutes } from './routes.js';
import { createHostedCheckoutService, type HostedCheckoutDeps } from './service.js';

export type { HostedCheckoutService } from './service.js';

/** Atrium's hosted checkout: offers the `ecomCheckout` redirect intent as soon as it is made. */
export const createHostedCheckout = (deps: HostedCheckoutDeps) => createHostedCheckoutService(deps);

export function hostedCheckoutPlugin(
  hosted: ReturnType<typeof createHostedCheckout>,
  options: { publicUrl: string },
) {
  return async (app: FastifyInstance) => {
    await app.register(cookiePlugin);
    const secureCookies = options.publicUrl.startsWith('https:');
    registerRoutes(app, hostedCheckoutRoutes(hosted, { publicUrl: options.publicUrl, secureCookies }));
  };
}
