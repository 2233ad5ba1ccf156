import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  MANUAL_TAX_APP_ID,
  TAX_EVENTS,
  type Query,
  type TaxRegion,
  type TaxRegionInput,
} from '@atrium/contract';
import { versioned, type Executor } from '../../core/db/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { runEach } from '../../core/wire/bulk.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { TaxContext } from './context.js';
import type { SiteRowKey } from './groups.js';
import { taxRegions, type TaxRegionRow } from './tables.js';

const regionFields = defineQueryFields({
  id: { column: taxRegions.id, type: 'uuid', sort: true },
  country: { column: taxRegions.country, type: 'string', sort: true },
  subdivision: { column: taxRegions.subdivision, type: 'string', sort: true },
  appId: { column: taxRegions.appId, type: 'uuid' },
  taxIncludedInPrice: { column: taxRegions.taxIncludedInPrice, type: 'boolean' },
  createdDate: { column: taxRegions.createdAt, type: 'date', sort: true },
  updatedDate: { column: taxRegions.updatedAt, type: 'date', sort: true },
});

const regionWire = (row: TaxRegionRow): TaxRegion => ({
  id: row.id,
  country: row.country,
  subdivision: row.subdivision || null,
  appId: row.appId,
  taxIncludedInPrice: row.taxIncludedInPrice,
  revision: String(row.revision),
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

/** The calculators a region may name: the built-in manual one, and those registered (none yet). */
export type TaxCalculators = ReadonlySet<string>;

export async function findRegion(executor: Executor, { siteId, id }: SiteRowKey, lock?: 'update' | 'share') {
  const query = executor
    .select()
    .from(taxRegions)
    .where(and(eq(taxRegions.siteId, siteId), eq(taxRegions.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw appError('TAX_REGION_NOT_FOUND', { taxRegionId: id });
  return row;
}

/** The columns of a region: the subdivision without its country prefix, a calculator that exists. */
function columnsOf(input: TaxRegionInput, field: string, calculators: TaxCalculators) {
  if (!input.country) throw invalid(`${field}.country`, 'is required', 'REQUIRED_FIELD');
  const subdivision = (input.subdivision ?? '').replace(new RegExp(`^${input.country}-`), '');
  const appId = input.appId ?? MANUAL_TAX_APP_ID;
  if (appId !== MANUAL_TAX_APP_ID && !calculators.has(appId))
    throw appError(
      'TAX_CALCULATOR_NOT_FOUND',
      { appId },
      `No tax calculator is installed with the app id ${appId}`,
    );
  return {
    country: input.country,
    subdivision,
    appId,
    taxIncludedInPrice: input.taxIncludedInPrice ?? false,
  };
}

const taken = (columns: { country: string; subdivision: string }) =>
  appError('TAX_REGION_ALREADY_EXISTS', {
    country: columns.country,
    subdivision: columns.subdivision || null,
  });

async function queryRegions(ctx: TaxContext, siteId: string, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: taxRegions,
    fields: regionFields,
    scope: eq(taxRegions.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'tax-regions-query',
  });
  return {
    taxRegions: (page.rows as TaxRegionRow[]).map(regionWire),
    pagingMetadata: page.pagingMetadata,
  };
}

/** Regions are created one by one, each answering for itself. */
async function bulkCreate(
  create: (input: TaxRegionInput, field: string) => Promise<TaxRegion>,
  inputs: readonly TaxRegionInput[],
  returnEntity: boolean,
) {
  const { results, bulkActionMetadata } = await runEach(
    inputs.map((input, i) => ({
      id: input.id ?? '',
      run: () => create(input, `taxRegions[${i}]`),
    })),
  );
  return {
    results: results.map(({ itemMetadata, value }) => ({
      itemMetadata: value ? { ...itemMetadata, id: value.id } : itemMetadata,
      ...(returnEntity && value ? { item: value } : {}),
    })),
    bulkActionMetadata,
  };
}

/** Every committed change is told to `ctx.changed`, for the tax source's cached rates. */
export function createRegionsService(ctx: TaxContext, calculators: TaxCalculators) {
  const { db, clock, outbox, changed } = ctx;
  const record = (tx: Executor, type: string, row: TaxRegionRow) =>
    outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { taxRegionId: row.id } });

  const entity = versioned({
    db,
    clock,
    table: taxRegions,
    notFound: (id) => appError('TAX_REGION_NOT_FOUND', { taxRegionId: id }),
    mismatch: 'TAX_REGION_REVISION_MISMATCH',
    record: (tx, row) => record(tx, TAX_EVENTS.regionUpdated, row),
    forget: changed,
  });

  async function create(siteId: string, input: TaxRegionInput, field = 'taxRegion') {
    const columns = columnsOf(input, field, calculators);
    const now = new Date(clock());
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(taxRegions)
        .values({ id: randomUUID(), siteId, ...columns, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken(columns);
      await record(tx, TAX_EVENTS.regionCreated, row);
      return row;
    });
    changed(siteId);
    return regionWire(row);
  }

  return {
    find: findRegion,
    create,
    bulkCreate: (siteId: string, inputs: readonly TaxRegionInput[], returnEntity: boolean) =>
      bulkCreate((input, field) => create(siteId, input, field), inputs, returnEntity),
    get: async (siteId: string, id: string) => regionWire(await findRegion(db, { siteId, id })),
    async update(siteId: string, input: TaxRegionInput & { id: string }) {
      const row = await entity.change({
        siteId,
        id: input.id,
        revision: input.revision,
        async set(current, tx) {
          const columns = columnsOf(
            {
              country: input.country ?? current.country,
              subdivision: input.subdivision !== undefined ? input.subdivision : current.subdivision,
              appId: input.appId ?? current.appId,
              taxIncludedInPrice: input.taxIncludedInPrice ?? current.taxIncludedInPrice,
            },
            'taxRegion',
            calculators,
          );
          const [clash] = await tx
            .select({ id: taxRegions.id })
            .from(taxRegions)
            .where(
              and(
                eq(taxRegions.siteId, siteId),
                eq(taxRegions.country, columns.country),
                eq(taxRegions.subdivision, columns.subdivision),
              ),
            );
          if (clash && clash.id !== current.id) throw taken(columns);
          return columns;
        },
      });
      return regionWire(row);
    },
    /** Its mappings go with it. */
    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await entity.lock(tx, siteId, id);
        await record(tx, TAX_EVENTS.regionDeleted, row);
        await tx.delete(taxRegions).where(eq(taxRegions.id, row.id));
      });
      changed(siteId);
    },
    query: (siteId: string, query: Query | null | undefined) => queryRegions(ctx, siteId, query),
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
