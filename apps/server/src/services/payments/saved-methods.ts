import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { ChargeSavedRequest, PaymentOutcome } from '../../core/commerce/payments.js';
import type { Db } from '../../core/db/index.js';
import { sandboxPayments, sandboxSavedMethods, type SandboxTokenRow } from './tables.js';

/** Keeps what a spent token said of its card, for renewals: brand, last four digits, expiry, test outcome. */
export async function saveMethod(
  db: Db,
  token: SandboxTokenRow,
  { siteId, now }: { siteId: string; now: Date },
) {
  const id = randomUUID();
  await db.insert(sandboxSavedMethods).values({
    id,
    siteId,
    brand: token.brand,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    outcome: token.outcome,
    createdAt: now,
  });
  return id;
}

/**
 * A renewal's charge on a saved method, captured at once. The reference is the renewal attempt's own: asked again
 * (a worker stopped after the charge), the first payment is the answer and nothing is charged twice.
 */
export async function chargeSaved(
  db: Db,
  clock: Clock,
  request: ChargeSavedRequest,
): Promise<PaymentOutcome> {
  const [method] = await db
    .select()
    .from(sandboxSavedMethods)
    .where(
      and(eq(sandboxSavedMethods.siteId, request.siteId), eq(sandboxSavedMethods.id, request.savedMethodId)),
    );
  if (!method)
    return { status: 'DECLINED', declineCode: 'INVALID_TOKEN', message: 'No such saved payment method' };
  const [paid] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.siteId, request.siteId), eq(sandboxPayments.reference, request.reference)));
  const card = { brand: method.brand, last4: method.last4 };
  if (paid) return { status: 'CAPTURED', paymentId: paid.id, method: card };
  const now = new Date(clock());
  if (Date.UTC(method.expYear, method.expMonth, 1) <= now.getTime())
    return { status: 'DECLINED', declineCode: 'EXPIRED_CARD', message: 'The card has expired' };
  if (method.outcome !== 'APPROVED')
    return { status: 'DECLINED', declineCode: 'CARD_DECLINED', message: 'The card was declined' };
  const paymentId = randomUUID();
  await db.insert(sandboxPayments).values({
    id: paymentId,
    siteId: request.siteId,
    reference: request.reference,
    currency: request.currency,
    authorized: request.amount,
    captured: request.amount,
    brand: method.brand,
    last4: method.last4,
    createdAt: now,
  });
  return { status: 'CAPTURED', paymentId, method: card };
}
