import type { FastifyInstance } from 'fastify';
import { onMemberDeleted } from '../../core/commerce/anonymise.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { createMemberForgetting } from './forget-member.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { CheckoutsContext } from './context.js';
import { checkoutRoutes, checkoutSettingsRoutes } from './routes.js';
import { createCheckoutsService } from './service.js';
import { createCheckoutSettings } from './settings.js';

export type { CheckoutsContext } from './context.js';
export type { CheckoutsService } from './service.js';
export type { CheckoutRow, CheckoutLineRow } from './tables.js';
export type { PricedCheckout } from './answers.js';

const MEMBER_DELETED_QUEUE = 'checkouts.member-deleted';

export function createCheckouts(ctx: CheckoutsContext, jobs: JobRunner) {
  // A member who deletes their account: their checkouts keep nothing that names them.
  onMemberDeleted(jobs, ctx.outbox, MEMBER_DELETED_QUEUE, createMemberForgetting(ctx));
  return { ctx, service: createCheckoutsService(ctx), settings: createCheckoutSettings(ctx) };
}

export type Checkouts = ReturnType<typeof createCheckouts>;

export function checkoutsPlugin(checkouts: Checkouts) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      ...checkoutRoutes(checkouts.service),
      ...checkoutSettingsRoutes(checkouts.settings),
    ]);
  };
}
// For the abandoned checkouts' sweep, which keeps what a checkout was when it was abandoned.
export { pricedCheckout } from './answers.js';
export { findCheckout, loadLines } from './store.js';
