import type { Coupon, CouponStatus } from '@atrium/contract';
import type { CouponSpec, Scope } from '../../core/commerce/totals/index.js';
import { toDecimal, type Currency } from '../../core/money/index.js';
import type { CouponRow } from './tables.js';

/** Where a coupon stands now: switched off, not started, past its end, used up, or usable. */
export function couponStatus(row: CouponRow, now: Date): CouponStatus {
  if (!row.active) return 'DISABLED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.startsAt && row.startsAt > now) return 'SCHEDULED';
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return 'USED_UP';
  return 'ACTIVE';
}

const amount = (minor: bigint | null, currency: Currency) =>
  minor === null ? null : toDecimal(minor, currency);

export function couponWire(row: CouponRow, currency: Currency, now: Date): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    percentage: row.percentage === null ? null : Number(row.percentage),
    amount: amount(row.amountMinor, currency),
    buyXGetY: row.buyQuantity && row.getQuantity ? { buy: row.buyQuantity, get: row.getQuantity } : null,
    minimumSubtotal: amount(row.minimumSubtotalMinor, currency),
    startDate: row.startsAt?.toISOString() ?? null,
    expirationDate: row.expiresAt?.toISOString() ?? null,
    scope: row.scope,
    usageLimit: row.usageLimit,
    limitPerCustomer: row.limitPerCustomer,
    active: row.active,
    usageCount: row.usageCount,
    status: couponStatus(row, now),
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** A coupon as the totals engine applies it. */
export function couponSpec(row: CouponRow): CouponSpec {
  const scopes: Scope[] = [
    ...(row.scope?.catalogItems ?? []).map((entry) => ({
      kind: 'catalog' as const,
      appId: entry.appId,
      ...(entry.catalogItemIds?.length ? { itemIds: entry.catalogItemIds } : {}),
    })),
    ...(row.scope?.categoryIds?.length
      ? [{ kind: 'category' as const, categoryIds: row.scope.categoryIds }]
      : []),
  ];
  return {
    id: row.id,
    code: row.code,
    name: row.name ?? row.code,
    type: row.type,
    ...(row.percentage !== null ? { percentage: row.percentage } : {}),
    ...(row.amountMinor !== null ? { amount: row.amountMinor } : {}),
    ...(row.buyQuantity !== null ? { buyQuantity: row.buyQuantity } : {}),
    ...(row.getQuantity !== null ? { getQuantity: row.getQuantity } : {}),
    ...(row.minimumSubtotalMinor !== null ? { minimumSubtotal: row.minimumSubtotalMinor } : {}),
    scopes,
  };
}
