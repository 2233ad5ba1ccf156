import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../../core/wire/route.js';
import type { CheckoutTemplatesContext } from './context.js';
import { checkoutTemplateRoutes } from './routes.js';
import { createCheckoutTemplatesService } from './service.js';
import { createTemplateUse } from './use.js';

export type { CheckoutTemplatesContext } from './context.js';
export type { CheckoutTemplatesService } from './service.js';

export function createCheckoutTemplates(ctx: CheckoutTemplatesContext) {
  return { service: createCheckoutTemplatesService(ctx), use: createTemplateUse(ctx) };
}

export type CheckoutTemplates = ReturnType<typeof createCheckoutTemplates>;

export function checkoutTemplatesPlugin(templates: CheckoutTemplates) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, checkoutTemplateRoutes(templates.service, templates.use));
  };
}
