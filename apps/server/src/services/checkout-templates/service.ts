import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CHECKOUT_TEMPLATE_EVENTS,
  type CheckoutTemplateInput,
  type Query,
  type UpdateCheckoutTemplateRequest,
} from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { currencyOf } from '../../core/money/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { runEach } from '../../core/wire/bulk.js';
import { appError } from '../../core/wire/errors.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import { templateColumns } from './columns.js';
import type { CheckoutTemplatesContext } from './context.js';
import { checkoutTemplates, type CheckoutTemplateRow } from './tables.js';
import { templateWire } from './wire.js';

const templateFields = defineQueryFields({
  id: { column: checkoutTemplates.id, type: 'uuid', sort: true },
  status: { column: checkoutTemplates.status, type: 'string', sort: true },
  couponCode: { column: checkoutTemplates.couponCode, type: 'string', sort: true },
  'externalReference.appId': { column: checkoutTemplates.externalAppId, type: 'uuid' },
  'externalReference.resourceId': { column: checkoutTemplates.externalResourceId, type: 'string' },
  createdDate: { column: checkoutTemplates.createdAt, type: 'date', sort: true },
  updatedDate: { column: checkoutTemplates.updatedAt, type: 'date', sort: true },
});

/** `externalReference` is set on create only; the rest an update may change (null clears, lines to none). */
const UPDATABLE = [
  'status',
  'customization',
  'lineItems',
  'customLineItems',
  'couponCode',
  'customContentReference',
] as const;

/** The site's template, locked for an update or a delete when asked; another site's is as unknown as none. */
export async function findTemplate(
  executor: Executor,
  { siteId, id }: { siteId: string; id: string },
  lock = false,
) {
  const query = executor
    .select()
    .from(checkoutTemplates)
    .where(and(eq(checkoutTemplates.siteId, siteId), eq(checkoutTemplates.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('CHECKOUT_TEMPLATE_NOT_FOUND', { checkoutTemplateId: id });
  return row;
}

async function queryTemplates(
  ctx: CheckoutTemplatesContext,
  siteId: string,
  query: Query | null | undefined,
) {
  const { db, cursorKey } = ctx;
  const page = await runQuery({
    db,
    table: checkoutTemplates,
    fields: templateFields,
    scope: eq(checkoutTemplates.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorKey,
    cursorContext: 'checkout-templates-query',
  });
  return {
    checkoutTemplates: (page.rows as CheckoutTemplateRow[]).map(templateWire),
    pagingMetadata: page.pagingMetadata,
  };
}

export function createCheckoutTemplatesService(ctx: CheckoutTemplatesContext) {
  const { db, clock, outbox } = ctx;
  const currencyFor = async (siteId: string) => currencyOf((await ctx.storeSettings(siteId)).currency);
  const record = (tx: Executor, type: string, row: CheckoutTemplateRow) =>
    outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { checkoutTemplateId: row.id } });

  async function create(siteId: string, input: CheckoutTemplateInput, path = 'checkoutTemplate') {
    const columns = templateColumns(input, await currencyFor(siteId), path);
    const now = new Date(clock());
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(checkoutTemplates)
        .values({
          id: randomUUID(),
          siteId,
          ...columns,
          externalAppId: input.externalReference?.appId ?? null,
          externalResourceId: input.externalReference?.resourceId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await record(tx, CHECKOUT_TEMPLATE_EVENTS.created, row!);
      return row!;
    });
    return templateWire(row);
  }

  return {
    create,

    async bulkCreate(siteId: string, inputs: readonly CheckoutTemplateInput[], returnEntity: boolean) {
      const { results, bulkActionMetadata } = await runEach(
        inputs.map((input, i) => ({ id: '', run: () => create(siteId, input, `checkoutTemplates[${i}]`) })),
      );
      return {
        results: results.map(({ itemMetadata, value }) => ({
          itemMetadata: value ? { ...itemMetadata, id: value.id } : { ...itemMetadata, id: null },
          ...(returnEntity && value ? { item: value } : {}),
        })),
        bulkActionMetadata,
      };
    },

    get: async (siteId: string, id: string) => templateWire(await findTemplate(db, { siteId, id })),

    /** The fields sent change (WIRE.md section 3); those left out stay as they were. */
    async update(siteId: string, input: UpdateCheckoutTemplateRequest['checkoutTemplate']) {
      const patch = maskedPatch({
        entity: input,
        name: 'checkoutTemplate',
        fieldMask: null,
        updatable: UPDATABLE,
      });
      const currency = await currencyFor(siteId);
      const row = await db.transaction(async (tx) => {
        const current = await findTemplate(tx, { siteId, id: input.id }, true);
        const merged = { ...templateWire(current), ...patch, status: patch.status ?? current.status };
        const [row] = await tx
          .update(checkoutTemplates)
          .set({ ...templateColumns(merged, currency, 'checkoutTemplate'), updatedAt: new Date(clock()) })
          .where(eq(checkoutTemplates.id, current.id))
          .returning();
        await record(tx, CHECKOUT_TEMPLATE_EVENTS.updated, row!);
        return row!;
      });
      return templateWire(row);
    },

    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await findTemplate(tx, { siteId, id }, true);
        await record(tx, CHECKOUT_TEMPLATE_EVENTS.deleted, row);
        await tx.delete(checkoutTemplates).where(eq(checkoutTemplates.id, row.id));
      });
    },

    query: (siteId: string, query: Query | null | undefined) => queryTemplates(ctx, siteId, query),
  };
}

export type CheckoutTemplatesService = ReturnType<typeof createCheckoutTemplatesService>;
