import type { Tip, TipDistribution, TipOrderInfo } from '@atrium/contract';
import { currencyOf, formatMoney, toDecimal } from '../../core/money/index.js';
import type { TipDistributionRow, TipRow } from './tables.js';

/** A share of a tip in its wire shape. */
export function distributionWire(row: TipDistributionRow): TipDistribution {
  return {
    id: row.id,
    tipId: row.tipId,
    staff: { id: row.staffMemberId, name: row.staffName, staffMemberId: row.staffMemberId },
    amount: toDecimal(row.amount, currencyOf(row.currency)),
    lineItemInfo: row.lineItemInfo,
    transaction: row.transaction ?? null,
    orderId: row.orderId,
    createdDate: row.createdAt.toISOString(),
    source: row.source,
  };
}

/** An order's tip with its shares; what is not shared out yet is `undistributedAmount` (left out at none). */
export function tipWire(row: TipRow, shares: readonly TipDistributionRow[]): Tip {
  const currency = currencyOf(row.currency);
  const shared = shares.reduce((sum, share) => sum + share.amount, 0n);
  return {
    id: row.id,
    lineItemSubtotal: toDecimal(row.lineItemSubtotal, currency),
    amount: toDecimal(row.amount, currency),
    distributions: shares.map(distributionWire),
    undistributedAmount: row.amount > shared ? toDecimal(row.amount - shared, currency) : null,
  };
}

/** The order and the additional fee that carries its tip, if it has one. */
export function orderInfoWire(
  orderId: string,
  fee: { id: string; amount: bigint } | null,
  currencyCode: string,
): TipOrderInfo {
  const currency = currencyOf(currencyCode);
  return {
    orderId,
    ...(fee
      ? {
          additionalFeeId: fee.id,
          additionalFeePrice: {
            amount: toDecimal(fee.amount, currency),
            formattedAmount: formatMoney(fee.amount, currency),
          },
        }
      : {}),
  };
}
