import { randomUUID } from 'node:crypto';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import {
  ORDER_EVENTS,
  type BulkDeleteImportedOrdersRequest,
  type ImportOrderInput,
  type ImportOrderRequest,
  type OrderPaymentStatus,
  type SetOrderNumberCounterRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import { sqlRows, type Db, type Executor } from '../../../core/db/index.js';
import { currencyOf, type Currency } from '../../../core/money/index.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { Violations } from '../../../core/wire/violations.js';
import type { OrdersContext } from '../context.js';
import { creatorOf, givenOrderRows, insertGivenOrder, linkCheckout, storeSettingsOf } from './given-order.js';
import { amounts, statedSummary } from './given-amounts.js';
import { FIRST_ORDER_NUMBER, nextOrderNumber } from '../numbers.js';
import { paymentStatusOf } from '../payment-status.js';
import { findOrder, orderParts } from '../store.js';
import { orderCounters, orders, type orderActivities, type orderPayments } from '../tables.js';
import { orderWire, price } from '../wire.js';

/** The largest order number, the bound SetOrderNumberCounterRequest puts on the counter. */
const MAX_ORDER_NUMBER = 999_999_999;
/** What the counter holds before a site's first order: the first number given is FIRST_ORDER_NUMBER. */
const UNUSED_COUNTER = FIRST_ORDER_NUMBER - 1;

type NewPayment = typeof orderPayments.$inferInsert;
type NewActivity = typeof orderActivities.$inferInsert;
type ImportedActivity = NonNullable<ImportOrderInput['activities']>[number];

function numberOf(number: string | null | undefined): number | undefined {
  if (number == null) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(number))
    throw invalid('order.number', `must be a whole number from 1 to ${MAX_ORDER_NUMBER}`, {
      rule: 'FORMAT',
      data: { min: 1, max: MAX_ORDER_NUMBER },
    });
  return Number(number);
}

/**
 * An imported payment status, stored the one honest way: as payments, since payment-status.ts derives every
 * order's status from its payment rows alone (and the refunds and collection calls read them). PAID is one
 * `imported` payment of the whole total, captured; FULLY_REFUNDED the same, refunded in full; PENDING one not
 * yet captured. A status needing an amount the import does not carry (PARTIALLY_PAID, PARTIALLY_REFUNDED), or a
 * payment's own outcome (DECLINED, CANCELED, ...), or NOT_PAID for an order that costs nothing, would be shown
 * without payments to back it, and is refused.
 */
function importedPayments(
  sent: OrderPaymentStatus | null | undefined,
  total: bigint,
  made: { orderId: string; siteId: string; at: Date },
): { paymentStatus: OrderPaymentStatus; payments: NewPayment[] } {
  const payment = (status: string, captured: bigint, refunded: bigint): NewPayment => ({
    id: randomUUID(),
    orderId: made.orderId,
    siteId: made.siteId,
    kind: 'imported',
    status,
    amount: total,
    captured,
    refunded,
    createdAt: made.at,
    updatedAt: made.at,
  });
  const owed = total > 0n;
  const payments =
    sent === 'PAID' && owed
      ? [payment('APPROVED', total, 0n)]
      : sent === 'FULLY_REFUNDED' && owed
        ? [payment('REFUNDED', total, total)]
        : sent === 'PENDING' && owed
          ? [payment('PENDING', 0n, 0n)]
          : [];
  const paymentStatus = paymentStatusOf(
    total,
    payments.map((p) => ({
      status: p.status,
      amount: total,
      captured: p.captured ?? 0n,
      refunded: p.refunded ?? 0n,
    })),
  );
  if (sent && sent !== paymentStatus)
    throw invalid(
      'order.paymentStatus',
      `cannot be recorded: an import records NOT_PAID, PAID, PENDING or FULLY_REFUNDED of the whole total, and this order would be ${paymentStatus}`,
      { rule: 'VALIDATION', data: { recordable: paymentStatus } },
    );
  return { paymentStatus, payments };
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The currency amounts are read in, and where their violations are kept. */
interface InCurrency {
  currency: Currency;
  violations: Violations;
}

/** Amounts inside an activity ({amount, formattedAmount?}) as orders answer them, exact in the currency. */
function withPrices(value: unknown, at: string, money: InCurrency): unknown {
  const { currency, violations } = money;
  if (Array.isArray(value)) return value.map((item, i) => withPrices(item, `${at}[${i}]`, money));
  if (!isPlain(value)) return value;
  const entries = Object.entries(value).filter(([, v]) => v != null);
  if (
    typeof value.amount === 'string' &&
    entries.every(([key]) => key === 'amount' || key === 'formattedAmount')
  ) {
    const minor = amounts(currency, violations).read({ amount: value.amount }, at);
    return minor === undefined ? value : price(minor, currency);
  }
  return Object.fromEntries(entries.map(([key, v]) => [key, withPrices(v, `${at}.${key}`, money)]));
}

/** `merchantComment` → MERCHANT_COMMENT: each content field is named after its activity type. */
const typeOfContent = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/**
 * The timeline as it happened elsewhere, each activity with its own date and author, stored as the server's
 * record: callers cannot change or delete them afterwards.
 */
function importedActivities(
  activities: readonly ImportedActivity[],
  made: { orderId: string; siteId: string; at: Date; currency: Currency },
): NewActivity[] {
  const violations = new Violations();
  let previous: Date | undefined;
  const rows = activities.map((activity, i): NewActivity => {
    const at = `order.activities[${i}]`;
    const { type, activityType, createdDate, authorEmail, ...rest } = activity;
    const kinds = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] != null);
    if (kinds.length > 1)
      violations.add(`${at}.${kinds[1]}`, `cannot be set with ${kinds[0]}`, 'ONE_OF_ALIGNMENT');
    const named = [activityType, type].filter((t) => t != null);
    const kind = named[0] ?? (kinds[0] ? typeOfContent(kinds[0]) : undefined);
    if (!kind)
      violations.add(`${at}.activityType`, 'is required for an activity without content', 'REQUIRED_FIELD');
    else if (named.some((t) => t !== kind) || (kinds[0] && typeOfContent(kinds[0]) !== kind))
      violations.add(
        `${at}.activityType`,
        `must name the activity its content is (${kinds[0] ?? named[0]})`,
        'ONE_OF_ALIGNMENT',
      );
    // Undated, it follows the one before it (the first, the order's date), so that the timeline keeps the order sent.
    const date = createdDate
      ? new Date(createdDate)
      : new Date(previous ? previous.getTime() + 1 : made.at.getTime());
    previous = date;
    return {
      id: randomUUID(),
      orderId: made.orderId,
      siteId: made.siteId,
      type: kind ?? '',
      content: withPrices(rest, at, { currency: made.currency, violations }) as Record<string, unknown>,
      authorEmail: authorEmail ?? null,
      byCaller: false,
      createdAt: date,
      updatedAt: date,
    };
  });
  violations.throwIfAny();
  return rows;
}

/**
 * Keeps the counter at or above an imported number, under its row's lock, so that no number the counter gives
 * later is an imported order's (and setOrderNumberCounter, holding the same lock, sees every imported number).
 */
async function keepCounterAbove(tx: Executor, siteId: string, number: number) {
  await sqlRows(
    tx,
    sql`insert into order_counters (site_id, last) values (${siteId}, ${Math.max(UNUSED_COUNTER, number)})
        on conflict (site_id) do update set last = greatest(order_counters.last, ${number})`,
  );
}

/**
 * An order made elsewhere, as it was: its number (unique in the site), dates, totals (checked to be the sum
 * of their parts), statuses and timeline. It never moves stock and sends no mail.
 */
async function importOrder(
  ctx: OrdersContext,
  siteId: string,
  { auth, request }: { auth: AuthContext; request: ImportOrderRequest },
) {
  const { db, clock, outbox } = ctx;
  const input = request.order;
  const store = await storeSettingsOf(ctx, siteId);
  const currency = currencyOf(store.currency);
  const number = numberOf(input.number);
  const orderId = randomUUID();
  const { values, lines } = givenOrderRows(input, {
    siteId,
    orderId,
    settings: store,
    currency,
    declared: statedSummary(input, currency),
    history: true,
  });
  const now = new Date(clock());
  const createdAt = input.createdDate ? new Date(input.createdDate) : now;
  const made = { orderId, siteId, at: createdAt };
  const { paymentStatus, payments } = importedPayments(input.paymentStatus, values.total, made);
  const activities = importedActivities(input.activities ?? [], { ...made, currency });
  await db.transaction(async (tx) => {
    if (values.checkoutId) await linkCheckout(ctx, tx, { siteId, checkoutId: values.checkoutId, orderId });
    if (number !== undefined) await keepCounterAbove(tx, siteId, number);
    const order = await insertGivenOrder(tx, {
      order: {
        ...values,
        number: number ?? (await nextOrderNumber(tx, siteId)),
        status: input.status ?? 'APPROVED',
        paymentStatus,
        fulfillmentStatus: input.fulfillmentStatus ?? 'NOT_FULFILLED',
        channelType: input.channelInfo?.type ?? 'OTHER_PLATFORM',
        createdBy: creatorOf(auth),
        imported: true,
        purchasedAt: input.purchasedDate ? new Date(input.purchasedDate) : createdAt,
        createdAt,
        updatedAt: now,
      },
      lines,
      activities,
      payments,
    });
    await outbox.record(tx, {
      siteId,
      type: ORDER_EVENTS.created,
      entityId: orderId,
      data: { orderId, number: order.number, checkoutId: order.checkoutId, imported: true },
    });
  });
  const order = (await findOrder(db, siteId, orderId))!;
  const parts = await orderParts(db, orderId);
  return {
    order: orderWire(order, parts),
  };
}

/**
 * Deletes the site's imported orders among these, with their lines, timeline and payments; any other order
 * is left as it is. Done before answering: the job id the protocol answers names work already finished.
 */
async function bulkDeleteImported(
  ctx: OrdersContext,
  siteId: string,
  request: BulkDeleteImportedOrdersRequest,
) {
  const { db, outbox } = ctx;
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(orders)
      .where(
        and(
          eq(orders.siteId, siteId),
          eq(orders.imported, true),
          inArray(orders.id, [...new Set(request.orderIds)]),
        ),
      )
      .returning({ id: orders.id, number: orders.number });
    for (const row of deleted)
      await outbox.record(tx, {
        siteId,
        type: ORDER_EVENTS.deleted,
        entityId: row.id,
        data: { orderId: row.id, number: row.number, imported: true },
      });
  });
  return { jobId: randomUUID() };
}

/**
 * The next order is numbered `counter` + 1. Under the counter row's lock (which numbering and imports take
 * too): lowering needs `allowLowerCounter`, and never goes below the highest number of an existing order, so
 * that no number given later is one already taken.
 */
function setCounter(db: Db, siteId: string, request: SetOrderNumberCounterRequest) {
  return db.transaction(async (tx) => {
    const counter = Number(request.counter);
    const [held] = await sqlRows<{ last: string | number }>(
      tx,
      sql`insert into order_counters (site_id, last) values (${siteId}, ${UNUSED_COUNTER})
            on conflict (site_id) do update set last = order_counters.last
            returning last`,
    );
    const current = Number(held!.last);
    if (counter < current && !request.allowLowerCounter)
      throw appError(
        'ORDER_COUNTER_LOWER_NOT_ALLOWED',
        { counter: String(counter), currentCounter: String(current) },
        `The counter is ${current}: send allowLowerCounter to lower it to ${counter}`,
      );
    const [highest] = await tx
      .select({ number: max(orders.number) })
      .from(orders)
      .where(eq(orders.siteId, siteId));
    const taken = highest?.number == null ? undefined : Number(highest.number);
    if (taken !== undefined && counter < taken)
      throw appError(
        'ORDER_COUNTER_BELOW_EXISTING_ORDER',
        { counter: String(counter), highestNumber: String(taken) },
        `Order ${counter + 1} or a later one would take a number in use: the highest order number is ${taken}`,
      );
    await tx.update(orderCounters).set({ last: counter }).where(eq(orderCounters.siteId, siteId));
    return { oldCounter: String(current), newCounter: String(counter) };
  });
}

/** importOrder, bulkDeleteImportedOrders and setOrderNumberCounter: orders made elsewhere, and the numbering. */
export function createOrderImports(ctx: OrdersContext) {
  return {
    import: (siteId: string, auth: AuthContext, request: ImportOrderRequest) =>
      importOrder(ctx, siteId, { auth, request }),
    bulkDelete: (siteId: string, request: BulkDeleteImportedOrdersRequest) =>
      bulkDeleteImported(ctx, siteId, request),
    setCounter: (siteId: string, request: SetOrderNumberCounterRequest) =>
      setCounter(ctx.db, siteId, request),
  };
}

export type OrderImports = ReturnType<typeof createOrderImports>;
