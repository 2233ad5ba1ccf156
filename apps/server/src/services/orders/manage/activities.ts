import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ActivityInput,
  ORDER_EVENTS,
  type AddActivitiesRequest,
  type AddActivityRequest,
  type DeleteActivityRequest,
  type PublicActivity,
  type UpdateActivityRequest,
} from '@atrium/contract';
import { type Executor, nextRevision } from '../../../core/db/index.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { Violations } from '../../../core/wire/violations.js';
import { lockOrder } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orderParts } from '../store.js';
import { orderActivities, orders, type OrderActivityRow, type OrderRow } from '../tables.js';
import { orderWire } from '../wire.js';

/** The wire's bound on an order's timeline (orders.md: `activities` maxSize 1000). */
export const MAX_ACTIVITIES = 1000;

/** The kinds a caller writes, each with the one content field that carries it. */
const CONTENT_OF = { MERCHANT_COMMENT: 'merchantComment', CUSTOM_ACTIVITY: 'customActivity' } as const;
type CallerKind = keyof typeof CONTENT_OF;
const CALLER_CONTENTS = Object.values(CONTENT_OF);
/** Every other content field of an activity is the record of something the server did. */
const SYSTEM_CONTENTS = Object.keys(ActivityInput.shape).filter(
  (key) => !(CALLER_CONTENTS as readonly string[]).includes(key) && key !== 'type' && key !== 'activityType',
);

interface NewActivity {
  type: CallerKind;
  content: Record<string, unknown>;
}

/**
 * Whether callers may change this activity: one a caller wrote (a comment or a custom activity), never the
 * server's own record (a stock shortfall is a custom activity too).
 */
const isCallers = (row: OrderActivityRow) => row.byCaller;

/** The content as stored: only the fields given, so the answer shows what the caller wrote. */
function contentOf(activity: PublicActivity, kind: CallerKind): Record<string, unknown> {
  if (kind === 'MERCHANT_COMMENT') return { merchantComment: { message: activity.merchantComment!.message } };
  const { appId, type, additionalData } = activity.customActivity!;
  return { customActivity: { appId, type, ...(additionalData ? { additionalData } : {}) } };
}

/** The one kind a public activity sets; none or both are violations at `path`. */
function kindOf(activity: PublicActivity, path: string, violations: Violations): CallerKind | undefined {
  const set = (Object.keys(CONTENT_OF) as CallerKind[]).filter((kind) => activity[CONTENT_OF[kind]] != null);
  if (set.length === 1) return set[0];
  if (set.length === 0)
    violations.add(path, 'must set merchantComment or customActivity', 'REQUIRED_ONE_OF_FIELD');
  else violations.add(`${path}.customActivity`, 'cannot be set with merchantComment', 'ONE_OF_ALIGNMENT');
  return undefined;
}

function publicActivity(activity: PublicActivity, path: string): NewActivity {
  const violations = new Violations();
  const kind = kindOf(activity, path, violations);
  violations.throwIfAny();
  return { type: kind!, content: contentOf(activity, kind!) };
}

/**
 * An activity of addActivities, which takes the whole Activity shape: any system content, or a type naming a
 * system kind, is refused as such; the rest must be a comment or custom activity whose type agrees.
 */
function inputActivity(activity: ActivityInput, path: string, violations: Violations) {
  const named = [activity.type, activity.activityType].filter((type) => type != null);
  const system = SYSTEM_CONTENTS.find((key) => activity[key as keyof ActivityInput] != null);
  const kinds = Object.keys(CONTENT_OF) as readonly string[];
  const systemType = named.find((type) => !kinds.includes(type));
  if (system || systemType)
    throw appError(
      'ACTIVITY_NOT_EDITABLE',
      { field: path, activityType: systemType ?? system },
      `${path} is a ${systemType ?? system} activity: only merchant comments and custom activities may be added`,
    );
  const kind = kindOf(activity, path, violations);
  if (kind && named.some((type) => type !== kind))
    violations.add(`${path}.activityType`, `must be ${kind} for a ${CONTENT_OF[kind]}`, 'ONE_OF_ALIGNMENT');
  return kind ? { type: kind, content: contentOf(activity, kind) } : undefined;
}

/** The order's revision and date move, the change is told as `order.updated`, and the order is answered. */
async function changed(
  ctx: OrdersContext,
  tx: Executor,
  { order, data }: { order: OrderRow; data: Record<string, unknown> },
) {
  const { clock, outbox } = ctx;
  const [row] = await tx
    .update(orders)
    .set({ ...nextRevision(orders, new Date(clock())) })
    .where(eq(orders.id, order.id))
    .returning();
  await outbox.record(tx, {
    siteId: order.siteId,
    type: ORDER_EVENTS.updated,
    entityId: order.id,
    data: { orderId: order.id, fields: ['activities'], ...data },
  });
  const { lines, payments, activities } = await orderParts(tx, order.id);
  return orderWire(row!, { lines, payments, activities });
}

/** Adds after everything already on the timeline, never past its bound, and answers the new ids. */
async function append(
  ctx: OrdersContext,
  { siteId, orderId }: { siteId: string; orderId: string },
  added: readonly NewActivity[],
) {
  const { db, clock } = ctx;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, orderId);
    const [held] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<Date | null>`max(${orderActivities.createdAt})`.mapWith(orderActivities.createdAt),
      })
      .from(orderActivities)
      .where(eq(orderActivities.orderId, order.id));
    const count = held?.count ?? 0;
    if (count + added.length > MAX_ACTIVITIES)
      throw appError(
        'TOO_MANY_ACTIVITIES',
        { orderId, count, adding: added.length, limit: MAX_ACTIVITIES },
        `The order has ${count} activities: it may hold at most ${MAX_ACTIVITIES}`,
      );
    // The timeline reads by date, then id: one call's activities are a millisecond apart, after the last one
    // already there, so that they keep the order they were sent in even when the clock has not moved.
    const now = clock();
    const start = Math.max(now, held?.last ? held.last.getTime() + 1 : now);
    const rows = added.map((activity, i) => ({
      id: randomUUID(),
      orderId: order.id,
      siteId,
      type: activity.type,
      content: activity.content,
      byCaller: true,
      createdAt: new Date(start + i),
      updatedAt: new Date(start + i),
    }));
    await tx.insert(orderActivities).values(rows);
    const activityIds = rows.map((row) => row.id);
    return { order: await changed(ctx, tx, { order, data: { activityIds } }), activityIds };
  });
}

/** The caller's activity of the order, locked with it; a system activity is refused. */
async function editable(
  tx: Executor,
  siteId: string,
  { orderId, activityId }: { orderId: string; activityId: string },
) {
  const order = await lockOrder(tx, siteId, orderId);
  const [row] = await tx
    .select()
    .from(orderActivities)
    .where(and(eq(orderActivities.orderId, order.id), eq(orderActivities.id, activityId)));
  if (!row) throw appError('ACTIVITY_NOT_FOUND', { orderId, activityId });
  if (!isCallers(row))
    throw appError(
      'ACTIVITY_NOT_EDITABLE',
      { orderId, activityId, activityType: row.type },
      `A ${row.type} activity is the server's record: it cannot be changed or deleted`,
    );
  return { order, row };
}

/** Comments and custom activities on an order's timeline, each change under the order's row lock. */
export function createOrderActivities(ctx: OrdersContext) {
  const { db, clock } = ctx;

  return {
    async add(siteId: string, request: AddActivityRequest) {
      const { order, activityIds } = await append(ctx, { siteId, orderId: request.id }, [
        publicActivity(request.activity, 'activity'),
      ]);
      return { order, activityId: activityIds[0]! };
    },

    async addMany(siteId: string, request: AddActivitiesRequest) {
      if (request.orderActivities.length === 0)
        throw invalid('orderActivities', 'must hold at least one activity', {
          rule: 'MIN_SIZE',
          data: { min: 1 },
        });
      const violations = new Violations();
      const added = request.orderActivities.map((activity, i) =>
        inputActivity(activity, `orderActivities[${i}]`, violations),
      );
      violations.throwIfAny();
      return append(ctx, { siteId, orderId: request.orderId }, added as NewActivity[]);
    },

    /** A comment stays a comment and a custom activity stays custom; its place on the timeline stays. */
    update(siteId: string, request: UpdateActivityRequest) {
      const next = publicActivity(request.activity, 'activity');
      return db.transaction(async (tx) => {
        const { order, row } = await editable(tx, siteId, {
          orderId: request.id,
          activityId: request.activityId,
        });
        if (row.type !== next.type)
          throw invalid(
            `activity.${CONTENT_OF[next.type]}`,
            `the activity is a ${row.type}: set ${CONTENT_OF[row.type as CallerKind]}`,
            'ONE_OF_ALIGNMENT',
          );
        await tx
          .update(orderActivities)
          .set({ content: next.content, updatedAt: new Date(clock()) })
          .where(eq(orderActivities.id, row.id));
        return { order: await changed(ctx, tx, { order, data: { activityIds: [row.id] } }) };
      });
    },

    delete(siteId: string, request: DeleteActivityRequest) {
      return db.transaction(async (tx) => {
        const { order, row } = await editable(tx, siteId, {
          orderId: request.id,
          activityId: request.activityId,
        });
        await tx.delete(orderActivities).where(eq(orderActivities.id, row.id));
        return { order: await changed(ctx, tx, { order, data: { activityIds: [row.id], deleted: true } }) };
      });
    },
  };
}

export type OrderActivities = ReturnType<typeof createOrderActivities>;
