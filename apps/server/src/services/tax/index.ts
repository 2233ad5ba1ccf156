import type { FastifyInstance } from 'fastify';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { TaxContext } from './context.js';
import { createGroupsService } from './groups.js';
import { createMappingsService } from './mappings.js';
import { createRegionsService } from './regions.js';
import { groupRoutes, mappingRoutes, regionRoutes, settingsRoutes } from './routes.js';
import { createTaxSettings } from './settings.js';
import { createTaxSource } from './source.js';

export type { TaxContext } from './context.js';

/** Tax calculators other than the built-in manual one, by app id: none is installed yet. */
const CALCULATORS: ReadonlySet<string> = new Set();

export function createTax(ctx: TaxContext, cursorKey: CursorKey) {
  // Every tax write tells the source, which keeps each site's set-up briefly.
  const changed = (siteId: string) => source.forget(siteId);
  const groups = createGroupsService(ctx, cursorKey);
  const regions = createRegionsService(ctx, cursorKey, CALCULATORS, changed);
  const mappings = createMappingsService(ctx, cursorKey, groups, regions, changed);
  const settings = createTaxSettings(ctx.db, ctx.outbox, changed);
  const source = createTaxSource(ctx.db, settings);
  const pricing: Pick<PricingSources, 'tax'> = { tax: source.tax };
  return { ctx, groups, regions, mappings, settings, pricing };
}

export type Tax = ReturnType<typeof createTax>;

export function taxPlugin(tax: Tax) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      ...groupRoutes(tax.groups),
      ...regionRoutes(tax.regions),
      ...mappingRoutes(tax.mappings),
      ...settingsRoutes(tax.settings),
    ]);
  };
}
