import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  SHIPPING_EVENTS,
  type ConditionalRates,
  type DeliveryTimeSlotSetting,
  type Query,
  type ShippingLogistics,
  type ShippingOption,
  type ShippingOptionInput,
} from '@atrium/contract';
import type { ShippingOptionSpec } from '../../core/commerce/totals/index.js';
import { versioned, type Executor, type VersionedChange } from '../../core/db/index.js';
import { currencyOf, minorOfField, toMinor, type Currency } from '../../core/money/index.js';
import { defineQueryFields, runQuery, type CursorKey } from '../../core/query/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { siteCache } from '../../core/brief-cache.js';
import type { ShippingContext } from './context.js';
import type { RegionsService } from './regions.js';
import { deliveryRegions, shippingOptions, type ShippingOptionRow } from './tables.js';

const optionFields = defineQueryFields({
  id: { column: shippingOptions.id, type: 'uuid', sort: true },
  title: { column: shippingOptions.title, type: 'string', sort: true },
  deliveryRegionIds: { column: shippingOptions.regionIds, type: 'string[]' },
  createdDate: { column: shippingOptions.createdAt, type: 'date', sort: true },
  updatedDate: { column: shippingOptions.updatedAt, type: 'date', sort: true },
});

/** An option of the site as the engine prices it, with the slots it is offered in (expanded per cart read). */
export interface SiteOptionSpec extends ShippingOptionSpec {
  slots: readonly DeliveryTimeSlotSetting[];
  timeZone: string;
}

function optionWire(row: ShippingOptionRow): ShippingOption {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    deliveryRegionId: row.regionIds[0] ?? null,
    deliveryRegionIds: row.regionIds,
    title: row.title,
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    rates: row.rates,
    extendedFields: row.extendedFields ? { namespaces: row.extendedFields } : null,
  };
}

/** Rates as stored, each amount checked to be a whole number of the currency's minor units. */
function ratesOf(rates: readonly ConditionalRates[], currency: Currency): ConditionalRates[] {
  return rates.map((rate, i) => {
    minorOfField(rate.amount, currency, `shippingOption.rates[${i}].amount`);
    (rate.conditions ?? []).forEach((condition, j) => {
      if (condition.type === 'BY_TOTAL_QUANTITY' && !/^\d+$/.test(condition.value))
        throw invalid(`shippingOption.rates[${i}].conditions[${j}].value`, 'must be a whole number of items');
    });
    return {
      amount: rate.amount,
      conditions: rate.conditions ?? [],
      multiplyByQuantity: rate.multiplyByQuantity ?? false,
    };
  });
}

/** A region added to or taken from an option, at the option's revision the caller read (if given). */
interface RegionChange {
  siteId: string;
  id: string;
  regionId: string;
  revision?: string | null;
}

/** What the option calls share: the context, the site's regions, the specs cache and the versioned rows. */
interface OptionStore {
  ctx: ShippingContext;
  regions: RegionsService;
  /** The site's options as the engine prices them, kept briefly: every cart estimate asks for them. */
  specsCache: ReturnType<typeof siteCache<SiteOptionSpec[]>>;
  record: (tx: Executor, type: string, row: ShippingOptionRow) => Promise<unknown>;
  currencyFor: (siteId: string) => Promise<Currency>;
}

async function findOption(executor: Executor, siteId: string, id: string) {
  const [row] = await executor
    .select()
    .from(shippingOptions)
    .where(and(eq(shippingOptions.siteId, siteId), eq(shippingOptions.id, id)));
  if (!row) throw appError('SHIPPING_OPTION_NOT_FOUND', { shippingOptionId: id });
  return row;
}

/** The regions exist on the site; they are held (share lock) so that none is deleted under the option. */
async function holdRegions(tx: Executor, siteId: string, ids: readonly string[]) {
  const found = await tx
    .select({ id: deliveryRegions.id })
    .from(deliveryRegions)
    .where(and(eq(deliveryRegions.siteId, siteId), inArray(deliveryRegions.id, [...ids])))
    .for('share');
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing) throw appError('DELIVERY_REGION_NOT_FOUND', { deliveryRegionId: missing });
}

async function createOption(store: OptionStore, siteId: string, input: ShippingOptionInput) {
  const { ctx, regions, record } = store;
  if (!input.title) throw invalid('shippingOption.title', 'is required', 'REQUIRED_FIELD');
  if (!input.rates?.length) throw invalid('shippingOption.rates', 'is required', 'REQUIRED_FIELD');
  const rates = ratesOf(input.rates, await store.currencyFor(siteId));
  const asked = [
    ...new Set([
      ...(input.deliveryRegionIds ?? []),
      ...(input.deliveryRegionId ? [input.deliveryRegionId] : []),
    ]),
  ];
  const now = new Date(ctx.clock());
  const row = await ctx.db.transaction(async (tx) => {
    const regionIds = asked.length ? asked : [(await regions.ensureDefault(tx, siteId)).id];
    await holdRegions(tx, siteId, regionIds);
    const [row] = await tx
      .insert(shippingOptions)
      .values({
        id: randomUUID(),
        siteId,
        title: input.title!,
        estimatedDeliveryTime: input.estimatedDeliveryTime ?? null,
        rates,
        regionIds,
        extendedFields: input.extendedFields?.namespaces ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await record(tx, SHIPPING_EVENTS.optionCreated, row!);
    return row!;
  });
  store.specsCache.forget(siteId);
  return optionWire(row);
}

/** The calls that add a region to an option or take one from it, through `change`. */
function regionChanges(change: (change: VersionedChange<ShippingOptionRow>) => Promise<ShippingOption>) {
  return {
    addRegion: ({ siteId, id, regionId, revision }: RegionChange) =>
      change({
        siteId,
        id,
        revision,
        async set(row, tx) {
          await holdRegions(tx, siteId, [regionId]);
          return {
            regionIds: row.regionIds.includes(regionId) ? row.regionIds : [...row.regionIds, regionId],
          };
        },
      }),

    removeRegion: ({ siteId, id, regionId, revision }: RegionChange) =>
      change({
        siteId,
        id,
        revision,
        set(row) {
          const regionIds = row.regionIds.filter((region) => region !== regionId);
          if (!regionIds.length) throw appError('LAST_DELIVERY_REGION', { shippingOptionId: row.id });
          return { regionIds };
        },
      }),
  };
}

async function queryOptions(
  ctx: ShippingContext & { cursorKey: CursorKey },
  siteId: string,
  query: Query | null | undefined,
) {
  const page = await runQuery({
    db: ctx.db,
    table: shippingOptions,
    fields: optionFields,
    scope: eq(shippingOptions.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'shipping-options-query',
  });
  return {
    shippingOptions: (page.rows as ShippingOptionRow[]).map(optionWire),
    pagingMetadata: page.pagingMetadata,
  };
}

/** The site's options as the totals engine prices them, each with the places its regions cover and its slots. */
async function loadSpecs(store: OptionStore, siteId: string): Promise<SiteOptionSpec[]> {
  const { db } = store.ctx;
  const [options, places] = await Promise.all([
    db.select().from(shippingOptions).where(eq(shippingOptions.siteId, siteId)),
    db.select().from(deliveryRegions).where(eq(deliveryRegions.siteId, siteId)),
  ]);
  if (!options.length) return [];
  const currency = await store.currencyFor(siteId);
  const byId = new Map(places.map((region) => [region.id, region]));
  return options.map((option) => {
    const covered = option.regionIds.map((id) => byId.get(id)).filter((region) => region !== undefined);
    return {
      code: option.id,
      title: option.title,
      pickup: option.logistics?.pickup ?? null,
      slots: option.logistics?.deliveryTimeSlots ?? [],
      timeZone: option.logistics?.timeZone ?? 'UTC',
      estimatedDeliveryTime: option.estimatedDeliveryTime,
      rates: option.rates.map((rate) => ({
        amount: toMinor(rate.amount, currency) ?? 0n,
        conditions: rate.conditions ?? [],
        multiplyByQuantity: rate.multiplyByQuantity ?? false,
      })),
      destinations: covered.some((region) => region.everywhere)
        ? 'everywhere'
        : covered.flatMap((region) =>
            region.destinations.flatMap((place) =>
              place.subdivisions?.length
                ? place.subdivisions.map((subdivision) => ({ country: place.country, subdivision }))
                : [{ country: place.country }],
            ),
          ),
    };
  });
}

export function createOptionsService(ctx: ShippingContext, regions: RegionsService, cursorKey: CursorKey) {
  const { db, clock, outbox } = ctx;
  const specsCache = siteCache<SiteOptionSpec[]>();
  const currencyFor = async (siteId: string) => currencyOf((await ctx.storeSettings(siteId)).currency);
  const record = (tx: Executor, type: string, row: ShippingOptionRow) =>
    outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { shippingOptionId: row.id } });
  const store: OptionStore = { ctx, regions, specsCache, record, currencyFor };

  const entity = versioned({
    db,
    clock,
    table: shippingOptions,
    notFound: (id) => appError('SHIPPING_OPTION_NOT_FOUND', { shippingOptionId: id }),
    mismatch: 'SHIPPING_OPTION_REVISION_MISMATCH',
    record: (tx, row) => record(tx, SHIPPING_EVENTS.optionUpdated, row),
    forget: (siteId) => specsCache.forget(siteId),
  });

  /** One change to one option, under its row lock, at the revision given (if one is). */
  const change = async (change: VersionedChange<ShippingOptionRow>) =>
    optionWire(await entity.change(change));

  return {
    create: (siteId: string, input: ShippingOptionInput) => createOption(store, siteId, input),

    get: async (siteId: string, id: string) => optionWire(await findOption(db, siteId, id)),

    /** Title, delivery time, rates and extended fields; the regions change through their own calls. */
    async update(siteId: string, input: ShippingOptionInput & { id: string }) {
      const currency = await currencyFor(siteId);
      return change({
        siteId,
        id: input.id,
        revision: input.revision,
        set: () => ({
          ...(input.title ? { title: input.title } : {}),
          ...(input.estimatedDeliveryTime !== undefined
            ? { estimatedDeliveryTime: input.estimatedDeliveryTime }
            : {}),
          ...(input.rates ? { rates: ratesOf(input.rates, currency) } : {}),
          ...(input.extendedFields ? { extendedFields: input.extendedFields.namespaces ?? null } : {}),
        }),
      });
    },

    updateExtendedFields: (
      siteId: string,
      id: string,
      { namespace, data }: { namespace: string; data: Record<string, unknown> | null | undefined },
    ) =>
      change({
        siteId,
        id,
        set: (row) => ({ extendedFields: { ...(row.extendedFields ?? {}), [namespace]: data ?? {} } }),
      }),

    ...regionChanges(change),

    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await entity.lock(tx, siteId, id);
        await record(tx, SHIPPING_EVENTS.optionDeleted, row);
        await tx.delete(shippingOptions).where(eq(shippingOptions.id, row.id));
      });
      specsCache.forget(siteId);
    },

    query: (siteId: string, query: Query | null | undefined) =>
      queryOptions({ ...ctx, cursorKey }, siteId, query),

    async logistics(siteId: string, id: string) {
      const row = await findOption(db, siteId, id);
      return { shippingOptionId: row.id, logistics: row.logistics ?? {} };
    },

    /** Replaces the option's pickup and slots; its revision moves as with any change. */
    async setLogistics(siteId: string, id: string, logistics: ShippingLogistics) {
      await change({ siteId, id, set: () => ({ logistics }) });
      return { shippingOptionId: id, logistics };
    },

    forgetSpecs: (siteId: string) => specsCache.forget(siteId),

    /** The site's options as the totals engine prices them, each with the places its regions cover and its slots. */
    specs: (siteId: string) => specsCache.get(siteId, () => loadSpecs(store, siteId)),
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
