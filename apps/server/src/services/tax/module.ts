import type { PricingSources } from '../../core/commerce/pricing.js';
import { defineModule } from '../../core/modules/index.js';
import { createGroupsService, type GroupsService } from './groups.js';
import { createMappingsService, type MappingsService } from './mappings.js';
import { createRegionsService, type RegionsService } from './regions.js';
import { groupRoutes, mappingRoutes, regionRoutes, settingsRoutes } from './routes.js';
import { createTaxSettings, type TaxSettingsStore } from './settings.js';
import { createTaxSource } from './source.js';
import * as tables from './tables.js';

/** Tax calculators other than the built-in manual one, by app id: none is installed yet. */
const CALCULATORS: ReadonlySet<string> = new Set();

/** Tax groups, regions, manual rates and settings, and the tax source of the totals engine. */
export interface Tax {
  groups: GroupsService;
  regions: RegionsService;
  mappings: MappingsService;
  settings: TaxSettingsStore;
  pricing: Pick<PricingSources, 'tax'>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    tax: Tax;
  }
}

export const taxModule = defineModule({
  name: 'tax',
  needs: [],
  tables,
  create({ core }): Tax {
    const ctx = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      cursorKey: core.cursorKey,
      // Every tax write tells the source, which keeps each site's set-up briefly.
      changed: (siteId: string) => source.forget(siteId),
    };
    const groups = createGroupsService(ctx);
    const regions = createRegionsService(ctx, CALCULATORS);
    const mappings = createMappingsService(ctx, { groups, regions });
    const settings = createTaxSettings(ctx.db, ctx.outbox, ctx.changed);
    const source = createTaxSource(ctx.db, settings);
    return { groups, regions, mappings, settings, pricing: { tax: source.tax } };
  },
  routes: (tax) => [
    ...groupRoutes(tax.groups),
    ...regionRoutes(tax.regions),
    ...mappingRoutes(tax.mappings),
    ...settingsRoutes(tax.settings),
  ],
});
