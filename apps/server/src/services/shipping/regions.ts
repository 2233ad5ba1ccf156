import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { SHIPPING_EVENTS, type DeliveryRegion, type DeliveryRegionInput } from '@atrium/contract';
import { versioned, type Executor } from '../../core/db/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { ShippingContext } from './context.js';
import { deliveryRegions, shippingOptions, type DeliveryRegionRow } from './tables.js';

export function regionWire(row: DeliveryRegionRow): DeliveryRegion {
  return {
    id: row.id,
    revision: String(row.revision),
    name: row.name,
    everywhere: row.everywhere,
    destinations: row.destinations,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** Destinations with each country once and subdivisions without their country prefix (`US-CA` → `CA`). */
function destinationsOf(input: DeliveryRegionInput) {
  if (!input.destinations?.length)
    throw invalid('deliveryRegion.destinations', 'lists the countries the region covers', 'REQUIRED_FIELD');
  const seen = new Set<string>();
  return input.destinations.map((destination, i) => {
    if (seen.has(destination.country))
      throw invalid(`deliveryRegion.destinations[${i}].country`, 'is listed twice');
    seen.add(destination.country);
    const subdivisions = (destination.subdivisions ?? []).map((code) =>
      code.startsWith(`${destination.country}-`) ? code.slice(destination.country.length + 1) : code,
    );
    return { country: destination.country, ...(subdivisions.length ? { subdivisions } : {}) };
  });
}

async function findRegion(executor: Executor, siteId: string, id: string) {
  const [row] = await executor
    .select()
    .from(deliveryRegions)
    .where(and(eq(deliveryRegions.siteId, siteId), eq(deliveryRegions.id, id)));
  if (!row) throw appError('DELIVERY_REGION_NOT_FOUND', { deliveryRegionId: id });
  return row;
}

/** The site's region for everywhere, made the first time it is needed (one per site: a unique index). */
async function ensureDefault(ctx: ShippingContext, executor: Executor, siteId: string) {
  const now = new Date(ctx.clock());
  await executor
    .insert(deliveryRegions)
    .values({
      id: randomUUID(),
      siteId,
      name: 'Everywhere',
      everywhere: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(deliveryRegions)
    .where(and(eq(deliveryRegions.siteId, siteId), eq(deliveryRegions.everywhere, true)));
  return row!;
}

/** The site's regions, oldest first, the one for everywhere among them. */
async function listRegions(ctx: ShippingContext, siteId: string) {
  await ensureDefault(ctx, ctx.db, siteId);
  const rows = await ctx.db
    .select()
    .from(deliveryRegions)
    .where(eq(deliveryRegions.siteId, siteId))
    .orderBy(asc(deliveryRegions.createdAt), asc(deliveryRegions.id));
  return rows.map(regionWire);
}

/** `changed` hears of a region whose destinations changed: the options' cached places must be read again. */
export function createRegionsService(ctx: ShippingContext, changed: (siteId: string) => void) {
  const { db, clock, outbox } = ctx;
  const record = (tx: Executor, type: string, row: Pick<DeliveryRegionRow, 'id' | 'siteId' | 'name'>) =>
    outbox.record(tx, {
      siteId: row.siteId,
      type,
      entityId: row.id,
      data: { deliveryRegionId: row.id, name: row.name },
    });

  const entity = versioned({
    db,
    clock,
    table: deliveryRegions,
    notFound: (id) => appError('DELIVERY_REGION_NOT_FOUND', { deliveryRegionId: id }),
    mismatch: 'DELIVERY_REGION_REVISION_MISMATCH',
    record: (tx, row) => record(tx, SHIPPING_EVENTS.regionUpdated, row),
    forget: changed,
  });
  /** The region for everywhere is the site's default: it is neither changed nor deleted. */
  const refuseDefault = (row: DeliveryRegionRow) => {
    if (row.everywhere) throw appError('DEFAULT_DELIVERY_REGION', { deliveryRegionId: row.id });
  };

  return {
    find: findRegion,
    ensureDefault: (executor: Executor, siteId: string) => ensureDefault(ctx, executor, siteId),
    list: (siteId: string) => listRegions(ctx, siteId),
    get: async (siteId: string, id: string) => regionWire(await findRegion(db, siteId, id)),
    async create(siteId: string, input: DeliveryRegionInput) {
      if (!input.name) throw invalid('deliveryRegion.name', 'is required', 'REQUIRED_FIELD');
      const now = new Date(clock());
      const name = input.name;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(deliveryRegions)
          .values({
            id: randomUUID(),
            siteId,
            name,
            destinations: destinationsOf(input),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await record(tx, SHIPPING_EVENTS.regionCreated, created!);
        return created!;
      });
      return regionWire(row);
    },
    async update(siteId: string, input: DeliveryRegionInput & { id: string }) {
      const region = await entity.change({
        siteId,
        id: input.id,
        revision: input.revision,
        guard: refuseDefault,
        set: (current) => ({
          name: input.name ?? current.name,
          destinations: input.destinations ? destinationsOf(input) : current.destinations,
        }),
      });
      return regionWire(region);
    },
    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await entity.lock(tx, siteId, id);
        refuseDefault(row);
        const [used] = await tx
          .select({ id: shippingOptions.id })
          .from(shippingOptions)
          .where(and(eq(shippingOptions.siteId, siteId), sql`${row.id} = any(${shippingOptions.regionIds})`))
          .limit(1);
        if (used)
          throw appError('DELIVERY_REGION_IN_USE', { deliveryRegionId: row.id, shippingOptionId: used.id });
        await tx.delete(deliveryRegions).where(eq(deliveryRegions.id, row.id));
        await record(tx, SHIPPING_EVENTS.regionDeleted, row);
      });
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
