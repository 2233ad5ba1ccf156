import { randomUUID } from 'node:crypto';
import { TIP_FEE_CODE } from '@atrium/contract';
import type { CheckoutRow, PricedCheckout } from '../checkouts/index.js';
import type { OrderRow, OrderSnapshot, orderLines } from './tables.js';

/** What an order keeps of its checkout as it was placed: addresses, shipping, discounts, tax and fees. */
export function orderSnapshot(row: CheckoutRow, priced: PricedCheckout): OrderSnapshot {
  const { checkout, totals } = priced;
  return {
    billingInfo: checkout.billingInfo ?? null,
    recipientInfo: checkout.shippingInfo?.shippingDestination ?? null,
    shippingInfo: checkout.shippingInfo ?? null,
    appliedDiscounts: checkout.appliedDiscounts,
    taxSummary: checkout.taxSummary ?? null,
    // The tip fee gets an id of its own: the tip names the order's fee it is (services/tips).
    additionalFees: checkout.additionalFees.map((fee) =>
      fee.code === TIP_FEE_CODE ? { ...fee, id: randomUUID() } : fee,
    ),
    customFields: checkout.customFields,
    buyerNote: checkout.buyerNote ?? null,
    extendedFields: row.info.extendedFields ?? null,
    businessLocationId: checkout.businessLocationId ?? null,
    giftCard:
      row.giftCardId && totals.summary.giftCard > 0n
        ? { id: row.giftCardId, amount: String(totals.summary.giftCard) }
        : null,
    couponId: totals.discounts.find((d) => d.source.kind === 'coupon')?.source.id ?? null,
  };
}

/** The order's lines: each checkout line as it was shown, with its money from the engine in minor units. */
export function orderLineRows(
  order: OrderRow,
  priced: PricedCheckout,
): Array<typeof orderLines.$inferInsert> {
  return priced.checkout.lineItems.map((wire, position) => {
    const line = priced.lines[position]!;
    const totals = priced.totals.lines.find((t) => t.id === wire.id)!;
    const reference = wire.catalogReference;
    return {
      orderId: order.id,
      id: wire.id,
      siteId: order.siteId,
      position,
      quantity: wire.quantity,
      appId: reference?.appId ?? null,
      catalogItemId: reference?.catalogItemId ?? null,
      options: (reference?.options as Record<string, unknown> | null | undefined) ?? null,
      unitPrice: line.unitPrice,
      fullPrice: line.fullPrice,
      subtotal: totals.subtotal,
      discount: totals.discount,
      tax: totals.tax.tax,
      total: totals.total,
      taxRate: totals.tax.rate,
      snapshot: wire as unknown as Record<string, unknown>,
    };
  });
}
