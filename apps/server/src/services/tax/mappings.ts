import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  TAX_EVENTS,
  type ExemptDetails,
  type ManualTaxMapping,
  type ManualTaxMappingInput,
  type Query,
} from '@atrium/contract';
import { versioned, type Executor, type VersionedChange } from '../../core/db/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { runEach } from '../../core/wire/bulk.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { TaxContext } from './context.js';
import type { GroupsService, SiteRowKey } from './groups.js';
import type { RegionsService } from './regions.js';
import { manualTaxMappings, type ManualTaxMappingRow } from './tables.js';

const mappingFields = defineQueryFields({
  id: { column: manualTaxMappings.id, type: 'uuid', sort: true },
  taxGroupId: { column: manualTaxMappings.taxGroupId, type: 'uuid' },
  taxRegionId: { column: manualTaxMappings.taxRegionId, type: 'uuid' },
  taxType: { column: manualTaxMappings.taxType, type: 'string', sort: true },
  jurisdiction: { column: manualTaxMappings.jurisdiction, type: 'string', sort: true },
  createdDate: { column: manualTaxMappings.createdAt, type: 'date', sort: true },
  updatedDate: { column: manualTaxMappings.updatedAt, type: 'date', sort: true },
});

const mappingWire = (row: ManualTaxMappingRow): ManualTaxMapping => ({
  id: row.id,
  revision: String(row.revision),
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
  taxGroupId: row.taxGroupId,
  taxRegionId: row.taxRegionId,
  taxRate: row.taxRate,
  description: row.description,
  taxType: row.taxType,
  taxName: row.taxName,
  jurisdiction: row.jurisdiction,
  jurisdictionType: row.jurisdictionType as ManualTaxMapping['jurisdictionType'],
  exemptRates: row.exemptRates,
  extendedFields: row.extendedFields ? { namespaces: row.extendedFields } : null,
});

/** The exempt rates with each group once: the last one given for a group wins. */
const mergeExempt = (rates: readonly ExemptDetails[]) => [
  ...new Map(rates.map((rate) => [rate.taxExemptGroupId, rate])).values(),
];

/** The groups and the regions a mapping names. */
export interface MappingsDeps {
  groups: GroupsService;
  regions: RegionsService;
}

/** What the mapping calls share: the context, what a mapping names, and its versioned rows. */
interface MappingStore {
  ctx: TaxContext;
  deps: MappingsDeps;
  record: (tx: Executor, type: string, row: ManualTaxMappingRow) => Promise<unknown>;
  entity: ReturnType<typeof mappingEntity>;
  /** One change to one mapping, under its row lock, at the revision given (if one is). */
  change: (change: VersionedChange<ManualTaxMappingRow>) => Promise<ManualTaxMapping>;
}

type Override<T> = { manualTaxMappingId: string } & T;

async function findMapping(executor: Executor, { siteId, id }: SiteRowKey, lock = false) {
  const query = executor
    .select()
    .from(manualTaxMappings)
    .where(and(eq(manualTaxMappings.siteId, siteId), eq(manualTaxMappings.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('MANUAL_TAX_MAPPING_NOT_FOUND', { manualTaxMappingId: id });
  return row;
}

const taken = (groupId: string, regionId: string) =>
  appError('MANUAL_TAX_MAPPING_ALREADY_EXISTS', { taxGroupId: groupId, taxRegionId: regionId });

function mappingEntity(ctx: TaxContext, record: MappingStore['record']) {
  return versioned({
    db: ctx.db,
    clock: ctx.clock,
    table: manualTaxMappings,
    notFound: (id) => appError('MANUAL_TAX_MAPPING_NOT_FOUND', { manualTaxMappingId: id }),
    mismatch: 'MANUAL_TAX_MAPPING_REVISION_MISMATCH',
    record: (tx, row) => record(tx, TAX_EVENTS.mappingUpdated, row),
    forget: ctx.changed,
  });
}

async function createMapping(
  { ctx, deps, record }: MappingStore,
  siteId: string,
  { input, field }: { input: ManualTaxMappingInput; field: string },
) {
  const need = (name: 'taxGroupId' | 'taxRegionId' | 'taxRate') => {
    const value = input[name];
    if (value == null) throw invalid(`${field}.${name}`, 'is required', 'REQUIRED_FIELD');
    return value;
  };
  const [groupId, regionId, rate] = [need('taxGroupId'), need('taxRegionId'), need('taxRate')];
  const now = new Date(ctx.clock());
  const row = await ctx.db.transaction(async (tx) => {
    await deps.groups.hold(tx, siteId, groupId);
    await deps.regions.find(tx, { siteId, id: regionId }, 'share');
    const [row] = await tx
      .insert(manualTaxMappings)
      .values({
        id: randomUUID(),
        siteId,
        taxGroupId: groupId,
        taxRegionId: regionId,
        taxRate: rate,
        description: input.description ?? null,
        taxType: input.taxType ?? null,
        taxName: input.taxName ?? null,
        jurisdiction: input.jurisdiction ?? null,
        jurisdictionType: input.jurisdictionType ?? null,
        exemptRates: mergeExempt(input.exemptRates ?? []),
        extendedFields: input.extendedFields?.namespaces ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw taken(groupId, regionId);
    await record(tx, TAX_EVENTS.mappingCreated, row);
    return row;
  });
  ctx.changed(siteId);
  return mappingWire(row);
}

/** The rate, names and exempt rates; the group and region may change to a pair not yet mapped. */
function updateMapping(
  { deps, change }: MappingStore,
  siteId: string,
  input: ManualTaxMappingInput & { id: string },
) {
  return change({
    siteId,
    id: input.id,
    revision: input.revision,
    set: async (row, tx) => {
      const groupId = input.taxGroupId ?? row.taxGroupId;
      const regionId = input.taxRegionId ?? row.taxRegionId;
      if (groupId !== row.taxGroupId) await deps.groups.hold(tx, siteId, groupId);
      if (regionId !== row.taxRegionId) await deps.regions.find(tx, { siteId, id: regionId }, 'share');
      if (groupId !== row.taxGroupId || regionId !== row.taxRegionId) {
        const [clash] = await tx
          .select({ id: manualTaxMappings.id })
          .from(manualTaxMappings)
          .where(
            and(
              eq(manualTaxMappings.siteId, siteId),
              eq(manualTaxMappings.taxGroupId, groupId),
              eq(manualTaxMappings.taxRegionId, regionId),
            ),
          );
        if (clash) throw taken(groupId, regionId);
      }
      const given = <K extends keyof ManualTaxMappingInput>(key: K) => input[key] !== undefined;
      return {
        taxGroupId: groupId,
        taxRegionId: regionId,
        ...(input.taxRate != null ? { taxRate: input.taxRate } : {}),
        ...(given('description') ? { description: input.description ?? null } : {}),
        ...(given('taxType') ? { taxType: input.taxType ?? null } : {}),
        ...(given('taxName') ? { taxName: input.taxName ?? null } : {}),
        ...(given('jurisdiction') ? { jurisdiction: input.jurisdiction ?? null } : {}),
        ...(given('jurisdictionType') ? { jurisdictionType: input.jurisdictionType ?? null } : {}),
        ...(input.exemptRates ? { exemptRates: mergeExempt(input.exemptRates) } : {}),
        ...(input.extendedFields ? { extendedFields: input.extendedFields.namespaces ?? null } : {}),
      };
    },
  });
}

const bulkAnswer = <T extends { id: string }>(
  { results, bulkActionMetadata }: Awaited<ReturnType<typeof runEach<T>>>,
  returnEntity: boolean | null | undefined,
) => ({
  results: results.map(({ itemMetadata, value }) => ({
    itemMetadata: value ? { ...itemMetadata, id: value.id } : itemMetadata,
    ...(returnEntity && value ? { item: value } : {}),
  })),
  bulkActionMetadata,
});

/** One change of exempt rates per mapping named, each answering for itself. */
function exemptChanges<T>(
  { change }: MappingStore,
  siteId: string,
  {
    overrides,
    rates,
  }: {
    overrides: ReadonlyArray<Override<T>>;
    rates: (row: ManualTaxMappingRow, override: Override<T>) => ExemptDetails[];
  },
) {
  return runEach(
    overrides.map((override) => ({
      id: override.manualTaxMappingId,
      run: () =>
        change({
          siteId,
          id: override.manualTaxMappingId,
          set: (row) => ({ exemptRates: rates(row, override) }),
        }),
    })),
  );
}

async function queryMappings(ctx: TaxContext, siteId: string, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: manualTaxMappings,
    fields: mappingFields,
    scope: eq(manualTaxMappings.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'manual-tax-mappings-query',
  });
  return {
    manualTaxMappings: (page.rows as ManualTaxMappingRow[]).map(mappingWire),
    pagingMetadata: page.pagingMetadata,
  };
}

/** Every committed change is told to `ctx.changed`, for the tax source's cached rates. */
export function createMappingsService(ctx: TaxContext, deps: MappingsDeps) {
  const { db, outbox } = ctx;
  const record = (tx: Executor, type: string, row: ManualTaxMappingRow) =>
    outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { manualTaxMappingId: row.id } });
  const entity = mappingEntity(ctx, record);
  const change = async (change: VersionedChange<ManualTaxMappingRow>) =>
    mappingWire(await entity.change(change));
  const store: MappingStore = { ctx, deps, record, entity, change };
  const create = (siteId: string, input: ManualTaxMappingInput, field = 'manualTaxMapping') =>
    createMapping(store, siteId, { input, field });

  return {
    create,
    bulkCreate: async (
      siteId: string,
      inputs: readonly ManualTaxMappingInput[],
      returnEntity?: boolean | null,
    ) =>
      bulkAnswer(
        await runEach(
          inputs.map((input, i) => ({
            id: input.id ?? '',
            run: () => create(siteId, input, `manualTaxMappings[${i}]`),
          })),
        ),
        returnEntity,
      ),
    get: async (siteId: string, id: string) => mappingWire(await findMapping(db, { siteId, id })),
    update: (siteId: string, input: ManualTaxMappingInput & { id: string }) =>
      updateMapping(store, siteId, input),
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
    async assignExempt(
      siteId: string,
      overrides: ReadonlyArray<
        Override<{ exemptGroupOverrides: ReadonlyArray<{ exemptGroupId: string; rate: string }> }>
      >,
      returnEntity?: boolean | null,
    ) {
      const rates = (row: ManualTaxMappingRow, override: (typeof overrides)[number]) =>
        mergeExempt([
          ...row.exemptRates,
          ...override.exemptGroupOverrides.map((entry) => ({
            taxExemptGroupId: entry.exemptGroupId,
            taxRate: entry.rate,
          })),
        ]);
      return bulkAnswer(await exemptChanges(store, siteId, { overrides, rates }), returnEntity);
    },
    async unassignExempt(
      siteId: string,
      overrides: ReadonlyArray<Override<{ exemptGroupIds: readonly string[] }>>,
      returnEntity?: boolean | null,
    ) {
      const rates = (row: ManualTaxMappingRow, override: (typeof overrides)[number]) =>
        row.exemptRates.filter((rate) => !override.exemptGroupIds.includes(rate.taxExemptGroupId));
      return bulkAnswer(await exemptChanges(store, siteId, { overrides, rates }), returnEntity);
    },
    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await entity.lock(tx, siteId, id);
        await record(tx, TAX_EVENTS.mappingDeleted, row);
        await tx.delete(manualTaxMappings).where(eq(manualTaxMappings.id, row.id));
      });
      ctx.changed(siteId);
    },
    query: (siteId: string, query: Query | null | undefined) => queryMappings(ctx, siteId, query),
  };
}

export type MappingsService = ReturnType<typeof createMappingsService>;
