import type { Address, Checkout } from '@atrium/contract';
import type { StoredLine } from '../carts/index.js';
import { priceLines, type PricedLines } from '../../core/commerce/lines/price-lines.js';
import { priceTotals, type PricingRequest } from '../../core/commerce/lines/price-totals.js';
import type { FeeSpec } from '../../core/commerce/totals/index.js';
import type { CheckoutsContext } from './context.js';
import type { CheckoutRow } from './tables.js';
import { checkoutViolations, type ValidationMode } from './violations.js';
import { checkoutWire } from './wire.js';

/** A checkout in its wire shape, its lines priced from their catalogues now and totalled by the engine. */
export async function checkoutView(
  ctx: CheckoutsContext,
  row: CheckoutRow,
  stored: readonly StoredLine[],
): Promise<Checkout> {
  return (await pricedCheckout(ctx, row, stored)).checkout;
}

/** The fees other modules add to this checkout (the buyer's tip), figured on its lines' subtotal. */
async function extraFeesOf(ctx: CheckoutsContext, row: CheckoutRow, priced: PricedLines): Promise<FeeSpec[]> {
  const lineSubtotal = priced.priced
    .filter((line) => line.counted)
    .reduce((sum, line) => sum + line.unitPrice * BigInt(line.wire.quantity), 0n);
  const added = await Promise.all(ctx.feeSources.map((source) => source(row.siteId, row.id, lineSubtotal)));
  return added.filter((fee) => fee !== null);
}

/** What the engine prices besides the lines: the buyer, their coupon, addresses, gift card and the extra fees. */
function pricingRequest(row: CheckoutRow, now: Date, extraFees: readonly FeeSpec[]): PricingRequest {
  const info = row.info;
  const address = (given: unknown) => (given as { address?: Address | null } | null)?.address ?? null;
  const selected = info.selectedShippingOption as { code: string } | null;
  return {
    siteId: row.siteId,
    now,
    buyer: {
      memberId: row.ownerKind === 'member' ? row.ownerId : null,
      visitorId: row.ownerKind === 'visitor' ? row.ownerId : null,
      email: info.email ?? null,
    },
    couponCode: row.couponCode,
    shippingAddress: address(info.shippingDestination),
    billingAddress: address(info.billingInfo),
    selectedShippingCode: selected?.code ?? null,
    giftCard: row.giftCardId ? { id: row.giftCardId, requested: row.giftCardRequested } : null,
    taxExemptGroupId: info.taxExemptGroupId ?? null,
    ...(extraFees.length ? { extraFees } : {}),
  };
}

/**
 * A checkout priced now: its wire shape, and the engine's totals (minor units) that an order is made of. This
 * is the reading (catalogues, sources, fees); the mapping to the wire is `checkoutWire`, which is pure.
 */
export async function pricedCheckout(ctx: CheckoutsContext, row: CheckoutRow, stored: readonly StoredLine[]) {
  const { commerce } = ctx;
  const priced = await priceLines(commerce, row.siteId, { lines: stored });
  const now = new Date(ctx.clock());
  const totals = await priceTotals(
    commerce,
    priced,
    pricingRequest(row, now, await extraFeesOf(ctx, row, priced)),
  );
  const { checkout, checked } = checkoutWire({ row, priced, totals, now });
  return {
    checkout,
    totals: totals.totals,
    lines: priced.priced,
    currency: priced.currency,
    settings: priced.settings,
    /** The checkout's violations in another mode (CHECKOUT_VALIDATIONS when it becomes an order). */
    validate: (mode: ValidationMode) => checkoutViolations(mode, checked),
  };
}

export type PricedCheckout = Awaited<ReturnType<typeof pricedCheckout>>;
