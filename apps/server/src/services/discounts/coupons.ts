import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { COUPON_EVENTS, type CouponCreate, type CouponUpdate, type Query } from '@atrium/contract';
import type { CouponRequest, PricingBuyer } from '../../core/commerce/pricing.js';
import { versioned, type Executor } from '../../core/db/index.js';
import { currencyOf, minorOfField, type Currency } from '../../core/money/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import type { DiscountsContext } from './context.js';
import { couponSpec, couponStatus, couponWire } from './coupon-wire.js';
import { couponRedemptions, coupons, type CouponRow } from './tables.js';

const couponFields = defineQueryFields({
  id: { column: coupons.id, type: 'uuid', sort: true },
  code: { column: coupons.code, type: 'string', sort: true },
  name: { column: coupons.name, type: 'string', sort: true },
  type: { column: coupons.type, type: 'string', aggregate: true },
  active: { column: coupons.active, type: 'boolean', aggregate: true },
  usageCount: { column: coupons.usageCount, type: 'number', sort: true },
  startDate: { column: coupons.startsAt, type: 'date', sort: true },
  expirationDate: { column: coupons.expiresAt, type: 'date', sort: true },
  createdDate: { column: coupons.createdAt, type: 'date', sort: true },
  updatedDate: { column: coupons.updatedAt, type: 'date', sort: true },
});

const UPDATABLE = [
  'code',
  'type',
  'name',
  'percentage',
  'amount',
  'buyXGetY',
  'minimumSubtotal',
  'startDate',
  'expirationDate',
  'scope',
  'usageLimit',
  'limitPerCustomer',
  'active',
] as const;
const CLEARABLE = [
  'name',
  'minimumSubtotal',
  'startDate',
  'expirationDate',
  'scope',
  'usageLimit',
  'limitPerCustomer',
] as const;

type CouponFields = Omit<CouponCreate, 'code' | 'type'> & Pick<CouponCreate, 'code' | 'type'>;

/** The columns of a coupon's fields, each checked against its type: what each type needs, it must have. */
function columnsOf(coupon: CouponFields, currency: Currency) {
  const need = (field: keyof CouponFields, present: boolean) => {
    if (!present)
      throw invalid(`coupon.${field}`, `is required for a ${coupon.type} coupon`, 'REQUIRED_FIELD');
  };
  if (coupon.type === 'PERCENTAGE') need('percentage', coupon.percentage != null);
  if (coupon.type === 'FIXED_AMOUNT') need('amount', coupon.amount != null);
  if (coupon.type === 'BUY_X_GET_Y') need('buyXGetY', coupon.buyXGetY != null);
  const start = coupon.startDate ? new Date(coupon.startDate) : null;
  const end = coupon.expirationDate ? new Date(coupon.expirationDate) : null;
  if (start && end && end <= start) throw invalid('coupon.expirationDate', 'must be after the start date');
  const minor = (value: string | null | undefined, field: string) =>
    value == null ? null : minorOfField(value, currency, `coupon.${field}`);
  return {
    code: coupon.code,
    codeKey: coupon.code.toLowerCase(),
    name: coupon.name ?? null,
    type: coupon.type,
    percentage:
      coupon.type === 'PERCENTAGE' && coupon.percentage != null
        ? String(Math.round(coupon.percentage * 1000) / 1000)
        : null,
    amountMinor: coupon.type === 'FIXED_AMOUNT' ? minor(coupon.amount, 'amount') : null,
    buyQuantity: coupon.type === 'BUY_X_GET_Y' ? (coupon.buyXGetY?.buy ?? null) : null,
    getQuantity: coupon.type === 'BUY_X_GET_Y' ? (coupon.buyXGetY?.get ?? null) : null,
    minimumSubtotalMinor: minor(coupon.minimumSubtotal, 'minimumSubtotal'),
    startsAt: start,
    expiresAt: end,
    scope: coupon.scope ?? null,
    usageLimit: coupon.usageLimit ?? null,
    limitPerCustomer: coupon.limitPerCustomer ?? null,
    active: coupon.active ?? true,
  };
}

/** A row's fields in the wire's names, so that an update can lay a patch over them. */
function fieldsOf(row: CouponRow, currency: Currency): CouponFields {
  const wire = couponWire(row, currency, new Date());
  return {
    code: wire.code,
    type: wire.type,
    name: wire.name,
    percentage: wire.percentage,
    amount: wire.amount,
    buyXGetY: wire.buyXGetY,
    minimumSubtotal: wire.minimumSubtotal,
    startDate: wire.startDate,
    expirationDate: wire.expirationDate,
    scope: wire.scope,
    usageLimit: wire.usageLimit,
    limitPerCustomer: wire.limitPerCustomer,
    active: wire.active,
  };
}

/** Who a use of a coupon is counted against: the member, else the buyer's email, else the visitor. */
export function customerKey(buyer: PricingBuyer): string | null {
  if (buyer.memberId) return `member:${buyer.memberId}`;
  if (buyer.email) return `email:${buyer.email.toLowerCase()}`;
  if (buyer.visitorId) return `visitor:${buyer.visitorId}`;
  return null;
}

const codeTaken = (code: string) => appError('COUPON_CODE_ALREADY_EXISTS', { code });

async function findCoupon(executor: Executor, { siteId, id }: { siteId: string; id: string }, lock = false) {
  const query = executor
    .select()
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('COUPON_NOT_FOUND', { couponId: id });
  return row;
}

async function queryCoupons(ctx: DiscountsContext, siteId: string, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: coupons,
    fields: couponFields,
    scope: eq(coupons.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'coupons-query',
  });
  const currency = currencyOf((await ctx.storeSettings(siteId)).currency);
  const now = new Date(ctx.clock());
  return {
    coupons: (page.rows as CouponRow[]).map((row) => couponWire(row, currency, now)),
    pagingMetadata: page.pagingMetadata,
  };
}

/**
 * The coupon of a code, if this buyer may use it now; else the application error that says why. A switched
 * off coupon is as unknown as one that never existed: its code tells a shopper nothing.
 */
async function usable(db: Executor, siteId: string, { code, buyer, now }: CouponRequest) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), eq(coupons.codeKey, code.toLowerCase())));
  const status = row ? couponStatus(row, now) : 'DISABLED';
  if (!row || status === 'DISABLED')
    throw appError('COUPON_DOES_NOT_EXIST', { couponCode: code }, `No coupon with the code "${code}"`);
  if (status === 'SCHEDULED')
    throw appError('COUPON_NOT_YET_VALID', { couponCode: code, startDate: row.startsAt });
  if (status === 'EXPIRED') throw appError('COUPON_EXPIRED', { couponCode: code });
  if (status === 'USED_UP') throw appError('COUPON_USAGE_LIMIT_REACHED', { couponCode: code });
  const customer = customerKey(buyer);
  if (row.limitPerCustomer !== null && customer) {
    const [used] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.customerKey, customer)));
    if ((used?.n ?? 0) >= row.limitPerCustomer)
      throw appError('COUPON_LIMIT_PER_CUSTOMER_REACHED', { couponCode: code });
  }
  return couponSpec(row);
}

/** One use of a coupon by an order, and who is buying. */
export interface CouponUse {
  couponId: string;
  orderId: string;
  buyer: PricingBuyer;
}

/**
 * One use of a coupon by an order, counted once per order and never past its limits, however many orders
 * redeem it at once: the coupon row is locked while its uses are counted.
 */
async function redeem(
  ctx: DiscountsContext,
  tx: Executor,
  { siteId, couponId, ...use }: CouponUse & { siteId: string },
) {
  const row = await findCoupon(tx, { siteId, id: couponId }, true);
  const [already] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.orderId, use.orderId)));
  if (already) return;
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit)
    throw appError('COUPON_USAGE_LIMIT_REACHED', { couponCode: row.code });
  const customer = customerKey(use.buyer) ?? `order:${use.orderId}`;
  if (row.limitPerCustomer !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.customerKey, customer)));
    if ((used?.n ?? 0) >= row.limitPerCustomer)
      throw appError('COUPON_LIMIT_PER_CUSTOMER_REACHED', { couponCode: row.code });
  }
  await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(eq(coupons.id, row.id));
  await tx.insert(couponRedemptions).values({
    id: randomUUID(),
    siteId,
    couponId: row.id,
    customerKey: customer,
    orderId: use.orderId,
    createdAt: new Date(ctx.clock()),
  });
}

export function createCouponsService(ctx: DiscountsContext) {
  const { db, clock, outbox } = ctx;
  const currencyFor = async (siteId: string) => currencyOf((await ctx.storeSettings(siteId)).currency);
  const record = (tx: Executor, type: string, row: CouponRow) =>
    outbox.record(tx, {
      siteId: row.siteId,
      type,
      entityId: row.id,
      data: { couponId: row.id, code: row.code },
    });

  const entity = versioned({
    db,
    clock,
    table: coupons,
    notFound: (id) => appError('COUPON_NOT_FOUND', { couponId: id }),
    mismatch: 'COUPON_REVISION_MISMATCH',
    record: (tx, row) => record(tx, COUPON_EVENTS.updated, row),
  });

  async function wire(row: CouponRow) {
    return couponWire(row, await currencyFor(row.siteId), new Date(clock()));
  }

  return {
    async create(siteId: string, input: CouponCreate) {
      const columns = columnsOf(input, await currencyFor(siteId));
      const now = new Date(clock());
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({ id: randomUUID(), siteId, ...columns, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!row) throw codeTaken(input.code);
        await record(tx, COUPON_EVENTS.created, row);
        return row;
      });
      return wire(row);
    },

    get: async (siteId: string, id: string) => wire(await findCoupon(db, { siteId, id })),

    async update(siteId: string, input: CouponUpdate, fieldMask: string | null | undefined) {
      const currency = await currencyFor(siteId);
      const patch = maskedPatch({
        entity: input,
        name: 'coupon',
        fieldMask,
        updatable: UPDATABLE,
        clearable: CLEARABLE,
      });
      const row = await entity.change({
        siteId,
        id: input.id,
        revision: input.revision,
        async set(current, tx) {
          const columns = columnsOf({ ...fieldsOf(current, currency), ...patch } as CouponFields, currency);
          if (columns.codeKey !== current.codeKey) {
            const [clash] = await tx
              .select({ id: coupons.id })
              .from(coupons)
              .where(and(eq(coupons.siteId, siteId), eq(coupons.codeKey, columns.codeKey)));
            if (clash) throw codeTaken(columns.code);
          }
          return columns;
        },
      });
      return wire(row);
    },

    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await entity.lock(tx, siteId, id);
        await record(tx, COUPON_EVENTS.deleted, row);
        await tx.delete(coupons).where(eq(coupons.id, row.id));
      });
    },

    query: (siteId: string, query: Query | null | undefined) => queryCoupons(ctx, siteId, query),

    usable: (siteId: string, asked: CouponRequest) => usable(db, siteId, asked),

    redeem: (tx: Executor, siteId: string, use: CouponUse) => redeem(ctx, tx, { siteId, ...use }),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
