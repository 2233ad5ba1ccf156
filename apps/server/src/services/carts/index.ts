import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { adoptVisitorCart, deleteStaleVisitorCarts } from './adopt.js';
import { deleteMemberCarts } from './forget-member.js';
import { onMemberDeleted } from '../../core/commerce/anonymise.js';
import type { CartsContext } from './context.js';
import { cartRoutes, currentCartRoutes } from './routes.js';
import { createCartsService } from './service.js';

export type { CartsContext } from './context.js';
export type { CartsService, CartTarget } from './service.js';
export type { CartOwnerKind, CartRow, CustomLine, StoredLine } from './tables.js';
export { ECOM_PERMISSION, managesCarts, ownerOf } from './owner.js';
export { buyerInfo, NO_MEMBERSHIPS, priceLines, zeroSummary, type PricedLines } from './answers.js';
export { buyerOf, priceTotals, type PricingRequest } from './pricing.js';
export { totalsWire } from './totals-wire.js';
export { lineViolations } from './violations.js';
export { applyAdditions, lineAdditions, type LineAdditions } from './additions.js';
export { lineEdits, type LineStore } from './line-edits.js';
export { canonicalJson } from './lines.js';
export { money, type PricedLine } from './line-wire.js';

const STALE_QUEUE = 'carts.delete-stale';
const MEMBER_DELETED_QUEUE = 'carts.member-deleted';

export function createCarts(ctx: CartsContext, jobs: JobRunner) {
  // Daily: visitors' carts untouched for 60 days go.
  jobs.define({ name: STALE_QUEUE });
  jobs.scheduleEvery(STALE_QUEUE, '41 3 * * *');
  jobs.handle(STALE_QUEUE, async () => void (await deleteStaleVisitorCarts(ctx)));
  // A member who deletes their account: their carts go with it.
  onMemberDeleted(jobs, ctx.outbox, MEMBER_DELETED_QUEUE, (siteId, memberId) =>
    deleteMemberCarts(ctx, siteId, memberId),
  );
  return {
    ctx,
    service: createCartsService(ctx),
    /** A visitor signed in: their cart becomes the member's, merged into theirs if they have one. */
    adopt: (siteId: string, visitorId: string, memberId: string) =>
      adoptVisitorCart(ctx, siteId, visitorId, memberId),
    deleteStale: () => deleteStaleVisitorCarts(ctx),
  };
}

export type Carts = ReturnType<typeof createCarts>;

export function cartsPlugin(carts: Carts) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [...currentCartRoutes(carts.service), ...cartRoutes(carts.service)]);
  };
}
