import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_EVENTS,
  type BulkCreateFulfillmentRequest,
  type CreateFulfillmentRequest,
  type DeleteFulfillmentRequest,
  type FulfillmentInput,
  type FulfillmentLineItemInput,
  type FulfillmentStatus,
  type FulfillmentTrackingInfo,
  type FulfillmentUpdate,
  type UpdateFulfillmentRequest,
} from '@atrium/contract';
import { type Executor, nextRevision } from '../../../core/db/index.js';
import { runEach } from '../../../core/wire/bulk.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { lockOrder } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orderWithFulfillments } from './fulfillments-wire.js';
import { orderOf } from '../store.js';
import {
  orderFulfillments,
  orderLines,
  orders,
  type OrderFulfillmentRow,
  type OrderLineRow,
  type OrderRow,
} from '../tables.js';
import { addActivity } from '../timeline.js';

/*
 * Order fulfillments: the rules.
 *
 * - A fulfillment ships some quantity of some of the order's lines, named by the line's id, with tracking info
 *   (tracking number, shipping provider, an https tracking link) or custom info (key and value text), never
 *   both. A fulfillment with no line items (none sent, or an empty list) ships what is left of every line; a
 *   line item with no quantity ships what is left of that line. Refunds do not change what is left to ship.
 * - A line's quantities across all its order's fulfillments never pass the line's quantity. Every change runs
 *   under the order's row lock (`lockOrder`), and what is left is read under it, so parallel creates cannot
 *   over-fulfil: one waits for the other and sees its lines. Asking more than is left (or anything of a line
 *   with nothing left) is FULFILLMENT_QUANTITY_EXCEEDED, whose data says how many are left; a line id the
 *   order does not have is LINE_ITEM_NOT_FOUND; a fulfillment that ships nothing is refused the same way.
 * - Only an APPROVED order takes new fulfillments (ORDER_NOT_FULFILLABLE: a canceled, rejected, pending or
 *   initialized one does not). Its existing fulfillments may still be changed or deleted.
 * - The order's `fulfillmentStatus` is derived from its fulfillments alone, in the same transaction:
 *   NOT_FULFILLED (nothing shipped), FULFILLED (every line whole), PARTIALLY_FULFILLED (anything between).
 * - The timeline: TRACKING_NUMBER_ADDED when a fulfillment first gets a tracking number, TRACKING_NUMBER_EDITED
 *   when it changes or goes, TRACKING_LINK_ADDED when a link is given or changed; ORDER_FULFILLED when the order
 *   becomes FULFILLED, ORDER_NOT_FULFILLED when a delete takes a FULFILLED order back.
 * - Every change (create, update, delete) bumps the order's revision and updated date and records
 *   `order.fulfillments_updated` (with the order's fulfillments after it) in the same transaction.
 * - An update changes tracking info field by field (null removes a field; all gone, there is none), replaces
 *   custom info, status and completed; setting one kind of info removes the other. A fulfillment's lines
 *   cannot change: sent back, they must be the ones it has.
 */

type Tracking = NonNullable<OrderFulfillmentRow['trackingInfo']>;
type StoredLine = OrderFulfillmentRow['lineItems'][number];

/** How much of each line the fulfillments ship. */
function fulfilledByLine(rows: readonly OrderFulfillmentRow[]): Map<string, number> {
  const fulfilled = new Map<string, number>();
  for (const row of rows)
    for (const item of row.lineItems)
      fulfilled.set(item.lineItemId, (fulfilled.get(item.lineItemId) ?? 0) + item.quantity);
  return fulfilled;
}

function statusOf(lines: readonly OrderLineRow[], fulfilled: ReadonlyMap<string, number>): FulfillmentStatus {
  const shipped = lines.reduce((sum, line) => sum + Math.min(fulfilled.get(line.id) ?? 0, line.quantity), 0);
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (shipped === 0) return 'NOT_FULFILLED';
  return shipped >= total ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

function exceeded(
  orderId: string,
  lineItemId: string,
  { requested, remaining }: { requested: number; remaining: number },
) {
  return appError(
    'FULFILLMENT_QUANTITY_EXCEEDED',
    { orderId, lineItemId, requested, remaining },
    remaining === 0
      ? `Line ${lineItemId} is fulfilled already: nothing of it is left to fulfil`
      : `Line ${lineItemId} has ${remaining} left to fulfil; ${requested} were asked`,
  );
}

/** The lines one new fulfillment ships, checked against what is left (which it then takes). */
function linesToShip(
  order: OrderRow,
  { lines, fulfilled }: { lines: readonly OrderLineRow[]; fulfilled: Map<string, number> },
  asked: readonly FulfillmentLineItemInput[] | null | undefined,
): StoredLine[] {
  const left = (line: OrderLineRow) => line.quantity - (fulfilled.get(line.id) ?? 0);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const wanted = asked?.length
    ? asked.map((item) => {
        const line = byId.get(item.id);
        if (!line)
          throw appError(
            'LINE_ITEM_NOT_FOUND',
            { orderId: order.id, lineItemId: item.id },
            'The order has no line item with this id',
          );
        const remaining = left(line);
        const quantity = item.quantity ?? remaining;
        if (quantity > remaining || quantity < 1)
          throw exceeded(order.id, line.id, { requested: quantity, remaining });
        return { lineItemId: line.id, quantity };
      })
    : lines.filter((line) => left(line) > 0).map((line) => ({ lineItemId: line.id, quantity: left(line) }));
  if (wanted.length === 0)
    throw appError(
      'FULFILLMENT_QUANTITY_EXCEEDED',
      { orderId: order.id, remaining: 0 },
      'Every line of the order is fulfilled already: nothing is left to fulfil',
    );
  for (const item of wanted)
    fulfilled.set(item.lineItemId, (fulfilled.get(item.lineItemId) ?? 0) + item.quantity);
  return wanted;
}

/** Tracking info without its empty fields; none at all is no tracking info. */
function trackingOf(info: FulfillmentTrackingInfo | Tracking | null | undefined): Tracking | null {
  if (!info) return null;
  const kept = Object.entries(info).filter(([, value]) => typeof value === 'string' && value !== '');
  return kept.length > 0 ? (Object.fromEntries(kept) as Tracking) : null;
}

function trackingActivities(before: Tracking | null, after: Tracking | null): string[] {
  const types: string[] = [];
  if (after?.trackingNumber && !before?.trackingNumber) types.push('TRACKING_NUMBER_ADDED');
  else if (before?.trackingNumber && after?.trackingNumber !== before.trackingNumber)
    types.push('TRACKING_NUMBER_EDITED');
  if (after?.trackingLink && after.trackingLink !== before?.trackingLink) types.push('TRACKING_LINK_ADDED');
  return types;
}

/** What an update leaves of the fulfillment's info, status and completion. */
function changed(row: OrderFulfillmentRow, change: FulfillmentUpdate) {
  let trackingInfo = row.trackingInfo;
  let customInfo = row.customInfo;
  if (change.trackingInfo === null) trackingInfo = null;
  else if (change.trackingInfo) {
    const merged: Record<string, unknown> = { ...(trackingInfo ?? {}) };
    for (const [key, value] of Object.entries(change.trackingInfo))
      if (value !== undefined) merged[key] = value;
    trackingInfo = trackingOf(merged as FulfillmentTrackingInfo);
    customInfo = null;
  }
  if (change.customInfo === null) customInfo = null;
  else if (change.customInfo) {
    customInfo = { fieldsData: change.customInfo.fieldsData };
    trackingInfo = null;
  }
  return {
    trackingInfo,
    customInfo,
    status: change.status === undefined ? row.status : change.status,
    completed: change.completed === undefined ? row.completed : change.completed,
  };
}

/** Sent back with an update, a fulfillment's lines must be the ones it has (a quantity left out matches). */
function sameLines(stored: readonly StoredLine[], sent: readonly FulfillmentLineItemInput[]): boolean {
  if (stored.length !== sent.length) return false;
  const byId = new Map(stored.map((item) => [item.lineItemId, item.quantity]));
  return sent.every(
    (item) => byId.has(item.id) && (item.quantity == null || item.quantity === byId.get(item.id)),
  );
}

async function fulfillmentsOf(executor: Executor, siteId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return executor
    .select()
    .from(orderFulfillments)
    .where(and(eq(orderFulfillments.siteId, siteId), inArray(orderFulfillments.orderId, [...orderIds])))
    .orderBy(asc(orderFulfillments.orderId), asc(orderFulfillments.position));
}

/** The writes every change of fulfillments makes: new ones, the timeline, and the order settled after. */
function createFulfillmentWrites(ctx: OrdersContext) {
  const { clock, outbox } = ctx;

  async function timeline(
    tx: Executor,
    order: OrderRow,
    { types, content }: { types: readonly string[]; content: object },
  ) {
    const now = new Date(clock());
    for (const type of types) await addActivity(tx, order, { type, at: now, content: { ...content } });
  }

  /** After any change: the status derived again, the timeline, the revision and the event. */
  async function settle(tx: Executor, order: OrderRow, deleted = false) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const rows = await fulfillmentsOf(tx, order.siteId, [order.id]);
    const status = statusOf(lines, fulfilledByLine(rows));
    const previous = order.fulfillmentStatus;
    await tx
      .update(orders)
      .set({ fulfillmentStatus: status, ...nextRevision(orders, new Date(clock())) })
      .where(eq(orders.id, order.id));
    if (status === 'FULFILLED' && previous !== 'FULFILLED')
      await timeline(tx, order, { types: ['ORDER_FULFILLED'], content: {} });
    if (deleted && previous === 'FULFILLED' && status !== 'FULFILLED')
      await timeline(tx, order, { types: ['ORDER_NOT_FULFILLED'], content: {} });
    const answer = orderWithFulfillments(order.id, rows);
    await outbox.record(tx, {
      siteId: order.siteId,
      type: ORDER_EVENTS.fulfillmentsUpdated,
      entityId: order.id,
      data: { ...answer, fulfillmentStatus: status, previousFulfillmentStatus: previous },
    });
    return answer;
  }

  /** New fulfillments of one order, made together or not at all; their ids in the order given. */
  async function add(tx: Executor, order: OrderRow, inputs: readonly FulfillmentInput[]) {
    if (order.status !== 'APPROVED')
      throw appError(
        'ORDER_NOT_FULFILLABLE',
        { orderId: order.id, status: order.status },
        `The order is ${order.status}: only an approved order takes new fulfillments`,
      );
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const existing = await fulfillmentsOf(tx, order.siteId, [order.id]);
    const fulfilled = fulfilledByLine(existing);
    let position = existing.reduce((last, row) => Math.max(last, row.position), 0);
    const ids: string[] = [];
    for (const input of inputs) {
      const lineItems = linesToShip(order, { lines, fulfilled }, input.lineItems);
      const now = new Date(clock());
      const trackingInfo = input.customInfo ? null : trackingOf(input.trackingInfo);
      const id = randomUUID();
      position += 1;
      await tx.insert(orderFulfillments).values({
        id,
        siteId: order.siteId,
        orderId: order.id,
        position,
        lineItems,
        trackingInfo,
        customInfo: input.customInfo ? { fieldsData: input.customInfo.fieldsData } : null,
        status: input.status ?? null,
        completed: input.completed ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await timeline(tx, order, {
        types: trackingActivities(null, trackingInfo),
        content: { fulfillmentId: id },
      });
      ids.push(id);
    }
    return ids;
  }

  return { timeline, settle, add };
}

type FulfillmentWrites = ReturnType<typeof createFulfillmentWrites>;

/** In the order asked; ids of no order of the site are left out. */
async function listForOrders(db: Executor, siteId: string, orderIds: readonly string[]) {
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), inArray(orders.id, [...orderIds])));
  const known = new Set(found.map((order) => order.id));
  const rows = await fulfillmentsOf(db, siteId, [...known]);
  return {
    ordersWithFulfillments: orderIds
      .filter((id) => known.has(id))
      .map((id) =>
        orderWithFulfillments(
          id,
          rows.filter((row) => row.orderId === id),
        ),
      ),
  };
}

function updateFulfillment(
  ctx: OrdersContext,
  writes: FulfillmentWrites,
  { siteId, request }: { siteId: string; request: UpdateFulfillmentRequest },
) {
  const { timeline, settle } = writes;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, request.orderId);
    const change = request.fulfillment;
    const [row] = await tx
      .select()
      .from(orderFulfillments)
      .where(
        and(
          eq(orderFulfillments.siteId, siteId),
          eq(orderFulfillments.orderId, order.id),
          eq(orderFulfillments.id, change.id),
        ),
      );
    if (!row) throw appError('FULFILLMENT_NOT_FOUND', { orderId: order.id, fulfillmentId: change.id });
    if (change.lineItems && !sameLines(row.lineItems, change.lineItems))
      throw invalid(
        'fulfillment.lineItems',
        "a fulfillment's lines cannot change: delete it and create another",
        'FIELD_NOT_ALLOWED',
      );
    const next = changed(row, change);
    await tx
      .update(orderFulfillments)
      .set({ ...next, updatedAt: new Date(ctx.clock()) })
      .where(eq(orderFulfillments.id, row.id));
    await timeline(tx, order, {
      types: trackingActivities(row.trackingInfo, next.trackingInfo),
      content: { fulfillmentId: row.id },
    });
    return { orderWithFulfillments: await settle(tx, order) };
  });
}

export function createFulfillments(ctx: OrdersContext) {
  const { db } = ctx;
  const writes = createFulfillmentWrites(ctx);
  const { settle, add } = writes;

  return {
    async listForOrder(siteId: string, orderId: string) {
      const order = await orderOf(db, siteId, orderId);
      return {
        orderWithFulfillments: orderWithFulfillments(order.id, await fulfillmentsOf(db, siteId, [order.id])),
      };
    },

    /** In the order asked; ids of no order of the site are left out. */
    listForOrders: (siteId: string, orderIds: readonly string[]) => listForOrders(db, siteId, orderIds),

    create: (siteId: string, request: CreateFulfillmentRequest) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, siteId, request.orderId);
        const [fulfillmentId] = await add(tx, order, [request.fulfillment]);
        return { orderWithFulfillments: await settle(tx, order), fulfillmentId: fulfillmentId! };
      }),

    /** Each order on its own (its fulfillments all made or none); one refused is a failed item. */
    async bulkCreate(siteId: string, request: BulkCreateFulfillmentRequest) {
      const { results, bulkActionMetadata } = await runEach(
        request.ordersWithFulfillments.map((item) => ({
          id: item.orderId,
          run: () =>
            db.transaction(async (tx) => {
              const order = await lockOrder(tx, siteId, item.orderId);
              await add(tx, order, item.fulfillments);
              return settle(tx, order);
            }),
        })),
      );
      return {
        results: results.map(({ itemMetadata, value }) => ({ itemMetadata, item: value })),
        bulkActionMetadata,
      };
    },

    update: (siteId: string, request: UpdateFulfillmentRequest) =>
      updateFulfillment(ctx, writes, { siteId, request }),

    delete: (siteId: string, request: DeleteFulfillmentRequest) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, siteId, request.orderId);
        const [gone] = await tx
          .delete(orderFulfillments)
          .where(
            and(
              eq(orderFulfillments.siteId, siteId),
              eq(orderFulfillments.orderId, order.id),
              eq(orderFulfillments.id, request.fulfillmentId),
            ),
          )
          .returning({ id: orderFulfillments.id });
        if (!gone)
          throw appError('FULFILLMENT_NOT_FOUND', {
            orderId: order.id,
            fulfillmentId: request.fulfillmentId,
          });
        return { orderWithFulfillments: await settle(tx, order, true) };
      }),
  };
}

export type Fulfillments = ReturnType<typeof createFulfillments>;
