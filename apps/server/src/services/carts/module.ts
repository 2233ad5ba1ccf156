import { forgetDeletedMembers } from '../../core/commerce/anonymise.js';
import { defineModule } from '../../core/modules/index.js';
import { adoptVisitorCart, deleteStaleVisitorCarts } from './adopt.js';
import type { CartsContext } from './context.js';
import { deleteMemberCarts } from './forget-member.js';
import { cartRoutes, currentCartRoutes } from './routes.js';
import { createCartsService, type CartsService } from './service.js';
import * as tables from './tables.js';

/** Carts: lines kept as references and priced from their catalogues on every read. */
export interface Carts {
  service: CartsService;
  /** A visitor signed in: their cart becomes the member's, merged into theirs if they have one. */
  adopt(siteId: string, visitorId: string, memberId: string): Promise<void>;
  /** Visitors' carts untouched for 60 days go; answers how many. */
  deleteStale(): Promise<number>;
  /** A deleted member's carts go, their lines with them; answers how many. */
  forgetMember(siteId: string, memberId: string): Promise<number>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    carts: Carts;
  }
}

export const cartsModule = defineModule({
  name: 'carts',
  needs: ['commerce', 'oauth'],
  tables,
  create({ core, commerce, oauth }): Carts {
    const ctx: CartsContext = { db: core.db, clock: core.clock, outbox: core.outbox, ...commerce };
    const adopt = (siteId: string, visitorId: string, memberId: string) =>
      adoptVisitorCart(ctx, siteId, { visitorId, memberId });
    oauth.visitorSignedIn.add(adopt);
    return {
      service: createCartsService(ctx),
      adopt,
      deleteStale: () => deleteStaleVisitorCarts(ctx),
      forgetMember: (siteId, memberId) => deleteMemberCarts(ctx, siteId, memberId),
    };
  },
  routes: (carts) => [...currentCartRoutes(carts.service), ...cartRoutes(carts.service)],
  jobs: (carts) => [{ queue: 'carts.delete-stale', every: '41 3 * * *', handle: () => carts.deleteStale() }],
  // A member who deletes their account: their carts go with it.
  listeners: (carts) => [forgetDeletedMembers('carts.member-deleted', carts.forgetMember)],
});
