import { and, eq, inArray, sql, asc, type SQL } from 'drizzle-orm';
import type { SearchOrdersRequest } from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import type { Executor } from '../../../core/db/index.js';
import { defineQueryFields, runQuery, type CursorKey } from '../../../core/query/index.js';
import { appError } from '../../../core/wire/errors.js';
import { ECOM_PERMISSION, ownerOf } from '../../../core/commerce/lines/ownership.js';
import { managesOrders } from '../access.js';
import { orderActivities, orderLines, orderPayments, orders, type OrderRow } from '../tables.js';
import { orderWire } from '../wire.js';

const buyerId = (kind: string) => sql`case when ${orders.ownerKind} = ${kind} then ${orders.ownerId} end`;
const tagIds = (list: 'tags' | 'privateTags') =>
  sql`array(select jsonb_array_elements_text(${orders.tags} -> ${list}))`;

/** What orders are searched and sorted by, in their wire names. */
export const orderFields = defineQueryFields({
  id: { column: orders.id, type: 'uuid' },
  number: { column: orders.number, type: 'number', sort: true },
  createdDate: { column: orders.createdAt, type: 'date', sort: true, aggregate: true },
  updatedDate: { column: orders.updatedAt, type: 'date', sort: true },
  purchasedDate: { column: orders.purchasedAt, type: 'date', sort: true },
  status: { column: orders.status, type: 'string', aggregate: true },
  paymentStatus: { column: orders.paymentStatus, type: 'string', aggregate: true },
  fulfillmentStatus: { column: orders.fulfillmentStatus, type: 'string', aggregate: true },
  archived: { column: orders.archived, type: 'boolean', aggregate: true },
  seenByAHuman: { column: orders.seenByAHuman, type: 'boolean' },
  checkoutId: { column: orders.checkoutId, type: 'uuid' },
  purchaseFlowId: { column: orders.purchaseFlowId, type: 'uuid' },
  currency: { column: orders.currency, type: 'string', aggregate: true },
  'channelInfo.type': { column: orders.channelType, type: 'string', aggregate: true },
  'buyerInfo.email': { column: orders.buyerEmail, type: 'string', sort: true },
  'buyerInfo.contactId': { column: orders.contactId, type: 'uuid' },
  'buyerInfo.memberId': { column: buyerId('member'), type: 'uuid' },
  'buyerInfo.visitorId': { column: buyerId('visitor'), type: 'uuid' },
  'tags.tags.tagIds': { column: tagIds('tags'), type: 'string[]' },
  'tags.privateTags.tagIds': { column: tagIds('privateTags'), type: 'string[]' },
});

/** Each order's lines, payments and timeline, in three statements for a whole page. */
async function partsOf(db: Executor, ids: readonly string[]) {
  if (!ids.length) return () => ({ lines: [], payments: [], activities: [] });
  const [lines, payments, activities] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...ids]))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, [...ids]))
      .orderBy(asc(orderPayments.createdAt)),
    db
      .select()
      .from(orderActivities)
      .where(inArray(orderActivities.orderId, [...ids]))
      .orderBy(asc(orderActivities.createdAt), asc(orderActivities.id)),
  ]);
  return (id: string) => ({
    lines: lines.filter((l) => l.orderId === id),
    payments: payments.filter((p) => p.orderId === id),
    activities: activities.filter((a) => a.orderId === id),
  });
}

/**
 * searchOrders: the site searches all its orders; a buyer (a visitor or a member) searches only their own,
 * whatever the filter says.
 */
export async function searchOrders(
  { db, cursorKey }: { db: Executor; cursorKey: CursorKey },
  auth: AuthContext,
  { siteId, request }: { siteId: string; request: SearchOrdersRequest },
) {
  const buyer = ownerOf(auth);
  if (auth.kind === 'apiKey' && !managesOrders(auth))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
  const scope: SQL = managesOrders(auth)
    ? eq(orders.siteId, siteId)
    : buyer
      ? and(eq(orders.siteId, siteId), eq(orders.ownerKind, buyer.kind), eq(orders.ownerId, buyer.id))!
      : sql`false`;
  const page = await runQuery({
    db,
    table: orders,
    fields: orderFields,
    scope,
    query: request.search ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorKey,
    fieldPrefix: 'search',
    cursorContext: 'orders-search',
  });
  const rows = page.rows as OrderRow[];
  const parts = await partsOf(
    db,
    rows.map((row) => row.id),
  );
  const { count, cursors, hasNext } = page.pagingMetadata;
  return {
    orders: rows.map((row) => {
      const { lines, payments, activities } = parts(row.id);
      return orderWire(row, { lines, payments, activities });
    }),
    metadata: { count, cursors, hasNext },
  };
}
