import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_TAX_GROUPS,
  ECOM_CATALOG_APP_ID,
  TAX_EVENTS,
  type Query,
  type TaxGroup,
  type TaxGroupInput,
} from '@atrium/contract';
import { versioned, type Executor } from '../../core/db/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { bulkMetadata } from '../../core/wire/bulk.js';
import { appError } from '../../core/wire/errors.js';
import type { TaxContext } from './context.js';
import { manualTaxMappings, taxGroups, type TaxGroupRow } from './tables.js';

const DEFAULTS = Object.values(DEFAULT_TAX_GROUPS);
const isDefault = (id: string) => DEFAULTS.some((group) => group.id === id);
export const defaultGroupWire = (group: (typeof DEFAULTS)[number]): TaxGroup => ({
  id: group.id,
  name: group.name,
  revision: '1',
});

const groupFields = defineQueryFields({
  id: { column: taxGroups.id, type: 'uuid', sort: true },
  name: { column: taxGroups.name, type: 'string', sort: true },
  createdDate: { column: taxGroups.createdAt, type: 'date', sort: true },
  updatedDate: { column: taxGroups.updatedAt, type: 'date', sort: true },
});

const groupWire = (row: TaxGroupRow): TaxGroup => ({
  id: row.id,
  name: row.name,
  revision: String(row.revision),
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

/** A site's row and who it is: the key of a tax group, a region or a mapping. */
export interface SiteRowKey {
  siteId: string;
  id: string;
}

async function findGroup(executor: Executor, { siteId, id }: SiteRowKey, lock?: 'update' | 'share') {
  const query = executor
    .select()
    .from(taxGroups)
    .where(and(eq(taxGroups.siteId, siteId), eq(taxGroups.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw appError('TAX_GROUP_NOT_FOUND', { taxGroupId: id });
  return row;
}

/** Whether a group is a default one or the site's own. */
async function groupExists(db: Executor, siteId: string, id: string) {
  if (isDefault(id)) return true;
  const [row] = await db
    .select({ id: taxGroups.id })
    .from(taxGroups)
    .where(and(eq(taxGroups.siteId, siteId), eq(taxGroups.id, id)));
  return !!row;
}

/** The built-in store's items are physical products by default; other apps have no default known here. */
function defaultsByApp(appIds: readonly string[]) {
  const results = appIds.map((appId, originalIndex) =>
    appId === ECOM_CATALOG_APP_ID
      ? {
          taxGroupMetadata: { id: appId, originalIndex, success: true },
          taxGroup: defaultGroupWire(DEFAULT_TAX_GROUPS.PHYSICAL),
        }
      : {
          taxGroupMetadata: {
            id: appId,
            originalIndex,
            success: false,
            error: {
              code: 'TAX_GROUP_NOT_FOUND',
              description: `No default tax group is known for the app ${appId}`,
              data: { appId },
            },
          },
        },
  );
  return {
    results,
    bulkActionMetadata: bulkMetadata(results.map((result) => ({ itemMetadata: result.taxGroupMetadata }))),
  };
}

async function queryGroups(ctx: TaxContext, siteId: string, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: taxGroups,
    fields: groupFields,
    scope: eq(taxGroups.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'tax-groups-query',
  });
  return { taxGroups: (page.rows as TaxGroupRow[]).map(groupWire), pagingMetadata: page.pagingMetadata };
}

export function createGroupsService(ctx: TaxContext) {
  const { db, clock, outbox } = ctx;
  const record = (tx: Executor, type: string, row: TaxGroupRow) =>
    outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { taxGroupId: row.id } });

  const entity = versioned({
    db,
    clock,
    table: taxGroups,
    notFound: (id) => appError('TAX_GROUP_NOT_FOUND', { taxGroupId: id }),
    mismatch: 'TAX_GROUP_REVISION_MISMATCH',
    record: (tx, row) => record(tx, TAX_EVENTS.groupUpdated, row),
  });
  const refuseDefault = (id: string) => {
    if (isDefault(id)) throw appError('TAX_GROUP_IS_DEFAULT', { taxGroupId: id });
  };

  return {
    /**
     * The group is the site's own or a default one (mappings may name either); a site's group is held (share
     * lock) so that it is not deleted under the mapping being written.
     */
    async hold(tx: Executor, siteId: string, id: string) {
      if (!isDefault(id)) await findGroup(tx, { siteId, id }, 'share');
    },
    exists: (siteId: string, id: string) => groupExists(db, siteId, id),
    listDefaults: () => DEFAULTS.map(defaultGroupWire),
    defaultsByApp,
    async get(siteId: string, id: string) {
      const builtIn = DEFAULTS.find((group) => group.id === id);
      return builtIn ? defaultGroupWire(builtIn) : groupWire(await findGroup(db, { siteId, id }));
    },
    async create(siteId: string, input: TaxGroupInput) {
      const now = new Date(clock());
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(taxGroups)
          .values({ id: randomUUID(), siteId, name: input.name, createdAt: now, updatedAt: now })
          .returning();
        await record(tx, TAX_EVENTS.groupCreated, row!);
        return row!;
      });
      return groupWire(row);
    },
    async update(siteId: string, input: TaxGroupInput & { id: string }) {
      refuseDefault(input.id);
      const row = await entity.change({
        siteId,
        id: input.id,
        revision: input.revision,
        set: () => ({ name: input.name }),
      });
      return groupWire(row);
    },
    async remove(siteId: string, id: string) {
      refuseDefault(id);
      await db.transaction(async (tx) => {
        const row = await entity.lock(tx, siteId, id);
        const [used] = await tx
          .select({ id: manualTaxMappings.id })
          .from(manualTaxMappings)
          .where(and(eq(manualTaxMappings.siteId, siteId), eq(manualTaxMappings.taxGroupId, id)))
          .limit(1);
        if (used) throw appError('TAX_GROUP_IN_USE', { taxGroupId: id, manualTaxMappingId: used.id });
        await record(tx, TAX_EVENTS.groupDeleted, row);
        await tx.delete(taxGroups).where(eq(taxGroups.id, row.id));
      });
    },
    query: (siteId: string, query: Query | null | undefined) => queryGroups(ctx, siteId, query),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
