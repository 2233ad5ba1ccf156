import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BACK_IN_STOCK_EVENTS,
  ECOM_CATALOG_APP_ID,
  type BackInStockItemDetails,
  type ReportItemsBackInStockRequest,
} from '@atrium/contract';
import type { CatalogItem } from '../../core/commerce/catalog-provider.js';
import type { MailOutcome } from '../../core/mail/index.js';
import { currencyOf, formatMoney } from '../../core/money/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { BackInStockContext, SiteFacts } from './context.js';
import { backInStockMail } from './mails.js';
import { backInStockRequests as requests, type BackInStockRow } from './tables.js';
import { optionsKey } from './wire.js';

export const MAIL_PURPOSE = 'back-in-stock';
/** Requests mailed per transaction: a popular item's thousands of waiting shoppers go out in batches. */
const BATCH = 100;

interface Notice {
  /** True when stock rose by itself; false when the site reported it (or named the requests). */
  auto: boolean;
  /** The site's own words for the item, which win over the catalogue's. */
  details?: BackInStockItemDetails | null | undefined;
  extra?: Record<string, string> | null | undefined;
}

type Cursor = Pick<BackInStockRow, 'createdAt' | 'id'>;

const available = (item: CatalogItem | undefined) =>
  item !== undefined && item.purchasable && (item.quantityAvailable === null || item.quantityAvailable > 0);

/** An item of a site whose waiting requests are mailed. */
interface WaitingItem {
  siteId: string;
  appId: string;
  catalogItemId: string;
}

async function resolve(ctx: BackInStockContext, siteId: string, rows: readonly BackInStockRow[]) {
  const items = new Map<string, CatalogItem | undefined>();
  for (const appId of new Set(rows.map((row) => row.appId))) {
    const ofApp = rows.filter((row) => row.appId === appId);
    const found = (await ctx.catalogs.get(appId)?.resolve(siteId, ofApp)) ?? [];
    ofApp.forEach((row, i) => items.set(row.id, found[i]));
  }
  return items;
}

function message(
  row: BackInStockRow,
  { site, item, notice }: { site: SiteFacts; item: CatalogItem | undefined; notice: Notice },
) {
  const details = notice.details;
  const price = details?.price
    ? details.price
    : item
      ? formatMoney(item.price, currencyOf(item.currency))
      : row.itemPrice;
  const origin = site.origins[0];
  const link = row.itemUrl ?? (item && origin ? new URL(item.url, origin).toString() : null);
  return backInStockMail({
    siteId: row.siteId,
    siteName: site.name,
    to: row.email,
    language: row.language,
    itemName: details?.name ?? item?.name ?? row.itemName ?? 'An item you asked about',
    price,
    link,
    image: details?.image ?? item?.image?.url ?? row.itemImage,
  });
}

/**
 * Claims requests that still wait (RECEIVED) and records one mail for each, in one transaction: the claim is
 * a conditional update, so a second worker, or a second report, finds nothing left to claim and sends nothing.
 * Without SMTP the mail is in the mailbox at once (sent); with SMTP the request is PROCESSING until delivery.
 */
async function claimAndMail(
  ctx: BackInStockContext,
  siteId: string,
  { rows, notice }: { rows: readonly BackInStockRow[]; notice: Notice },
) {
  const { db, clock, outbox, mail } = ctx;
  if (!rows.length) return 0;
  const site = (await ctx.site(siteId)) ?? { name: 'the shop', origins: [] };
  const items = await resolve(ctx, siteId, rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return db.transaction(async (tx) => {
    const now = new Date(clock());
    const claimed = await tx
      .update(requests)
      .set({
        status: mail.delivering ? 'PROCESSING' : 'NOTIFICATION_SENT',
        autoNotified: notice.auto,
        notifiedAt: mail.delivering ? null : now,
        updatedAt: now,
      })
      .where(
        and(
          eq(requests.siteId, siteId),
          inArray(requests.id, [...byId.keys()]),
          eq(requests.status, 'RECEIVED'),
        ),
      )
      .returning();
    for (const row of claimed) {
      await mail.send(tx, message(row, { site, item: items.get(row.id), notice }), {
        purpose: MAIL_PURPOSE,
        ref: row.id,
      });
      await outbox.record(tx, {
        siteId,
        type: BACK_IN_STOCK_EVENTS.updated,
        entityId: row.id,
        data: { requestId: row.id, status: row.status, ...(notice.extra ? { extra: notice.extra } : {}) },
      });
    }
    return claimed.length;
  });
}

/** Waiting requests of one item, oldest first, a batch at a time (after the last id of the batch before). */
async function waitingBatch(
  db: BackInStockContext['db'],
  { siteId, appId, catalogItemId }: WaitingItem,
  after: Cursor | null,
) {
  return db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.siteId, siteId),
        eq(requests.appId, appId),
        eq(requests.catalogItemId, catalogItemId),
        eq(requests.status, 'RECEIVED'),
        after
          ? sql`(${requests.createdAt}, ${requests.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requests.id))
    .limit(BATCH);
}

/** Mails, batch by batch, the waiting requests of an item that `pick` keeps; answers how many were mailed. */
async function mailWaiting(
  ctx: BackInStockContext,
  item: WaitingItem,
  { pick, notice }: { pick: (batch: BackInStockRow[]) => Promise<BackInStockRow[]>; notice: Notice },
): Promise<number> {
  let sent = 0;
  let after: Cursor | null = null;
  for (;;) {
    const batch = await waitingBatch(ctx.db, item, after);
    if (batch.length) sent += await claimAndMail(ctx, item.siteId, { rows: await pick(batch), notice });
    if (batch.length < BATCH) return sent;
    after = batch[batch.length - 1]!;
  }
}

/**
 * Stock of a store product rose from zero: each request whose choice can be bought now is mailed. A request
 * for another size of the same product waits on.
 */
async function restocked(ctx: BackInStockContext, siteId: string, productId: string): Promise<number> {
  const item = { siteId, appId: ECOM_CATALOG_APP_ID, catalogItemId: productId };
  return mailWaiting(ctx, item, {
    pick: async (batch) => {
      const items = await resolve(ctx, siteId, batch);
      return batch.filter((row) => available(items.get(row.id)));
    },
    notice: { auto: true },
  });
}

/** The site says items are back: the named requests, or every waiting one of the reference, are mailed now. */
async function report(
  ctx: BackInStockContext,
  siteId: string,
  input: ReportItemsBackInStockRequest,
): Promise<number> {
  const { db } = ctx;
  const notice = {
    auto: false,
    details: input.itemDetails,
    extra: input.extraAutomationTemplateParameters,
  };
  if (input.requestIds?.length) {
    const ids = [...new Set(input.requestIds)];
    const rows = await db
      .select()
      .from(requests)
      .where(and(eq(requests.siteId, siteId), inArray(requests.id, ids)));
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw appError('BACK_IN_STOCK_REQUEST_NOT_FOUND', { ids: missing });
    return claimAndMail(ctx, siteId, { rows, notice });
  }
  const reference = input.catalogReference;
  if (!reference)
    throw invalid('catalogReference', 'give the catalogReference or the requestIds', 'REQUIRED_ONE_OF_FIELD');
  const key = optionsKey(reference.options);
  return mailWaiting(
    ctx,
    { siteId, appId: reference.appId, catalogItemId: reference.catalogItemId },
    { pick: async (batch) => batch.filter((row) => key === '' || row.optionsKey === key), notice },
  );
}

/** How the mail went: sent, or failed with the reason (the mail job retries it, and a later success wins). */
async function delivered(ctx: BackInStockContext, outcome: MailOutcome): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.clock());
    const [row] = await tx
      .update(requests)
      .set(
        outcome.sent
          ? { status: 'NOTIFICATION_SENT', failureReason: null, notifiedAt: now, updatedAt: now }
          : { status: 'FAILED', failureReason: outcome.error, updatedAt: now },
      )
      .where(and(eq(requests.id, outcome.ref), inArray(requests.status, ['PROCESSING', 'FAILED'])))
      .returning();
    if (row)
      await ctx.outbox.record(tx, {
        siteId: row.siteId,
        type: BACK_IN_STOCK_EVENTS.updated,
        entityId: row.id,
        data: {
          requestId: row.id,
          status: row.status,
          ...(row.failureReason ? { reason: row.failureReason } : {}),
        },
      });
  });
}

export function createBackInStockNotifier(ctx: BackInStockContext) {
  return {
    restocked: (siteId: string, productId: string) => restocked(ctx, siteId, productId),
    report: (siteId: string, input: ReportItemsBackInStockRequest) => report(ctx, siteId, input),
    delivered: (outcome: MailOutcome) => delivered(ctx, outcome),
  };
}

export type BackInStockNotifier = ReturnType<typeof createBackInStockNotifier>;
