import { abandonedCheckoutsEndpoints, type AbandonedCheckout } from '@atrium/contract';
import { currencyOf } from '../../core/money/index.js';
import { money } from '../../core/commerce/lines/line-wire.js';
import type { AbandonedActivityRow, AbandonedCheckoutRow } from './tables.js';

/** The link a recovery mail carries: redirectToCheckout with its payload in the query string (WIRE.md 4). */
export function recoveryLink(publicUrl: string, row: Pick<AbandonedCheckoutRow, 'id' | 'siteId'>): string {
  const path = abandonedCheckoutsEndpoints.redirectToCheckout.path.replace('{abandonedCheckoutId}', row.id);
  const query = new URLSearchParams({ abandonedCheckoutId: row.id, metasiteId: row.siteId });
  return `${publicUrl}${path}?${query}`;
}

const buyerOf = (row: AbandonedCheckoutRow) => ({
  visitorId: row.ownerKind === 'visitor' ? row.ownerId : null,
  memberId: row.ownerKind === 'member' ? row.ownerId : null,
  userId: row.ownerKind === 'owner' ? row.ownerId : null,
  contactId: row.contactId,
  email: row.deletedAt ? null : row.buyerEmail,
});

/** An abandoned checkout as the wire shows it: amounts from minor units in its currency, activities oldest first. */
export function abandonedCheckoutWire(
  publicUrl: string,
  row: AbandonedCheckoutRow,
  activities: readonly AbandonedActivityRow[],
): AbandonedCheckout {
  const currency = currencyOf(row.currency);
  const snapshot = row.snapshot;
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    checkoutId: row.checkoutId,
    cartId: row.cartId,
    status: row.status,
    buyerLanguage: snapshot?.buyerLanguage ?? null,
    buyerInfo: buyerOf(row),
    contactDetails: (snapshot?.contactDetails as AbandonedCheckout['contactDetails']) ?? null,
    currency: currency.code,
    conversionCurrency: currency.code,
    totalPrice: money(row.total, currency),
    subtotalPrice: money(row.subtotal, currency),
    activities: activities.map((a) => ({
      createdDate: a.createdAt.toISOString(),
      type: a.type,
      role: a.role,
      reason: a.reason,
    })),
    checkoutRecoveredDate: row.recoveredAt?.toISOString() ?? null,
    checkoutUrl: recoveryLink(publicUrl, row),
    lineItems: snapshot?.lineItems ?? [],
    appliedDiscounts: snapshot?.appliedDiscounts ?? [],
  };
}
