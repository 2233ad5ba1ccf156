import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, type SandboxCard, type SandboxCardOutcome } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type {
  ActionOutcome,
  AuthorizeRequest,
  DeclineCode,
  PaymentOutcome,
  PaymentProvider,
} from '../../core/commerce/payments.js';
import type { Db } from '../../core/db/index.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { invalid } from '../../core/wire/errors.js';
import { chargeSaved, saveMethod } from './saved-methods.js';
import { sandboxPayments, sandboxTokens } from './tables.js';

/** How long a token may wait to be charged: a checkout page's life. */
export const TOKEN_TTL_MS = 30 * 60_000;
/** Tokens per buyer's address and site per hour: enough for a shop, too few to test card numbers at scale. */
const TOKENS_PER_HOUR = { limit: 60, windowSeconds: 3600 };

const DECLINES: Record<Exclude<SandboxCardOutcome, 'APPROVED'>, { code: DeclineCode; message: string }> = {
  CARD_DECLINED: { code: 'CARD_DECLINED', message: 'The card was declined' },
  INSUFFICIENT_FUNDS: { code: 'INSUFFICIENT_FUNDS', message: 'The card has insufficient funds' },
  EXPIRED_CARD: { code: 'EXPIRED_CARD', message: 'The card has expired' },
  INCORRECT_CVC: { code: 'INCORRECT_CVC', message: "The card's security code is incorrect" },
  PROCESSING_ERROR: { code: 'PROCESSING_ERROR', message: 'The card could not be processed; try again' },
  RECURRING_DECLINED: { code: 'CARD_DECLINED', message: 'The card was declined' },
};

/** Outcomes that pay the first charge of a token: 4000000000000341 declines only when charged again, saved. */
const FIRST_CHARGE_APPROVED = new Set(['APPROVED', 'RECURRING_DECLINED']);

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
}

/** Card tokens for the sandbox: only test numbers, and the number itself is never kept. */
export function createSandboxTokens({ db, clock, limiter }: SandboxDeps) {
  return {
    async create(siteId: string, card: SandboxCard, address: string) {
      await limiter.consume([`sandbox-tokens:${siteId}:${address}`], TOKENS_PER_HOUR);
      const number = card.number.replace(/[ -]/g, '') as keyof typeof SANDBOX_TEST_CARDS;
      const { brand, outcome } = SANDBOX_TEST_CARDS[number];
      const now = new Date(clock());
      // The last day of the expiry month, as card networks read it.
      if (Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime())
        throw invalid('card.expYear', 'the card has expired');
      const token = `tok_sandbox_${randomSecret(24)}`;
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
      const last4 = number.slice(-4);
      await db.insert(sandboxTokens).values({
        id: randomUUID(),
        siteId,
        tokenHash: sha256(token),
        brand,
        last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        outcome,
        createdAt: now,
        expiresAt,
      });
      return {
        token,
        card: { brand, last4, expMonth: card.expMonth, expYear: card.expYear },
        expiresDate: expiresAt.toISOString(),
      };
    },
    /** Tokens past their expiry can never be charged: their rows go. */
    async deleteExpired(): Promise<void> {
      await db.delete(sandboxTokens).where(lt(sandboxTokens.expiresAt, new Date(clock())));
    },
  };
}

export type SandboxTokens = ReturnType<typeof createSandboxTokens>;

type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** A change the ledger may refuse: `allowed` names why not (or null), `set` what changes. */
interface LedgerChange {
  allowed: (row: SandboxPaymentRow) => string | null;
  set: (row: SandboxPaymentRow) => Partial<typeof sandboxPayments.$inferInsert>;
}

/** One change to one payment under its row lock, if `allowed` says the ledger permits it. */
async function change(
  db: Db,
  { siteId, paymentId }: { siteId: string; paymentId: string },
  { allowed, set }: LedgerChange,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.siteId, siteId), eq(sandboxPayments.id, paymentId)))
      .for('update');
    if (!row) return { status: 'FAILED' as const, message: 'No such payment' };
    const refusal = allowed(row);
    if (refusal) return { status: 'FAILED' as const, message: refusal };
    await tx.update(sandboxPayments).set(set(row)).where(eq(sandboxPayments.id, row.id));
    return { status: 'SUCCEEDED' as const };
  });
}

/** Charges a token: spent by the statement that finds it; a test card's outcome decides the rest. */
async function authorizeToken(db: Db, clock: Clock, request: AuthorizeRequest): Promise<PaymentOutcome> {
  const now = new Date(clock());
  // Single use: the token is spent by the statement that finds it, so two charges cannot share it.
  const [token] = await db
    .update(sandboxTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxTokens.siteId, request.siteId),
        eq(sandboxTokens.tokenHash, sha256(request.token)),
        isNull(sandboxTokens.usedAt),
        gt(sandboxTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!token)
    return {
      status: 'DECLINED',
      declineCode: 'INVALID_TOKEN',
      message: 'The card token is unknown, used or expired; enter the card again',
    };
  if (!FIRST_CHARGE_APPROVED.has(token.outcome)) {
    const decline = DECLINES[token.outcome as keyof typeof DECLINES];
    return { status: 'DECLINED', declineCode: decline.code, message: decline.message };
  }
  const paymentId = randomUUID();
  await db.insert(sandboxPayments).values({
    id: paymentId,
    siteId: request.siteId,
    reference: request.reference,
    currency: request.currency,
    authorized: request.amount,
    captured: request.capture ? request.amount : 0n,
    brand: token.brand,
    last4: token.last4,
    createdAt: now,
  });
  const savedMethodId = request.save
    ? await saveMethod(db, token, { siteId: request.siteId, now })
    : undefined;
  return {
    status: request.capture ? 'CAPTURED' : 'AUTHORIZED',
    paymentId,
    method: { brand: token.brand, last4: token.last4 },
    ...(savedMethodId ? { savedMethodId } : {}),
  };
}

async function retrieveFrom(db: Db, { siteId, paymentId }: { siteId: string; paymentId: string }) {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.siteId, siteId), eq(sandboxPayments.id, paymentId)));
  return row ? { authorized: row.authorized, captured: row.captured, voided: !!row.voidedAt } : undefined;
}

/** Takes part of an authorization, never more than is left of it, never after a void. */
async function captureAuthorized(
  db: Db,
  { siteId, paymentId, amount }: { siteId: string; paymentId: string; amount: bigint },
): Promise<ActionOutcome> {
  if (amount > 0n) {
    const [taken] = await db
      .update(sandboxPayments)
      .set({ captured: sql`${sandboxPayments.captured} + ${amount}` })
      .where(
        and(
          eq(sandboxPayments.siteId, siteId),
          eq(sandboxPayments.id, paymentId),
          isNull(sandboxPayments.voidedAt),
          sql`${sandboxPayments.captured} + ${amount} <= ${sandboxPayments.authorized}`,
        ),
      )
      .returning({ id: sandboxPayments.id });
    if (taken) return { status: 'SUCCEEDED' };
  }
  const found = await retrieveFrom(db, { siteId, paymentId });
  const message = !found
    ? 'No such payment'
    : amount <= 0n
      ? 'The amount must be more than zero'
      : found.voided
        ? 'The authorization was voided'
        : 'The amount is more than is authorized and not yet captured';
  return { status: 'FAILED', message };
}

/** The sandbox provider: it charges test tokens and keeps its own ledger, as a card network would. */
export function createSandboxProvider({ db, clock }: Omit<SandboxDeps, 'limiter'>): PaymentProvider {
  return {
    id: 'sandbox',

    authorize: (request) => authorizeToken(db, clock, request),

    chargeSaved: (request) => chargeSaved(db, clock, request),

    retrieve: (request) => retrieveFrom(db, request),

    async findByReference({ siteId, reference }) {
      const found = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.siteId, siteId), eq(sandboxPayments.reference, reference)));
      return found.map((row) => ({
        paymentId: row.id,
        authorized: row.authorized,
        captured: row.captured,
        voided: !!row.voidedAt,
      }));
    },

    /** One conditional statement: the ledger's rule is the update's condition, so nothing races it. */
    capture: (request) => captureAuthorized(db, request),

    void: ({ siteId, paymentId }) =>
      change(
        db,
        { siteId, paymentId },
        {
          allowed: (row) =>
            row.voidedAt
              ? 'The authorization was already voided'
              : row.captured > 0n
                ? 'Part of the authorization was captured; refund it instead'
                : null,
          set: () => ({ voidedAt: new Date(clock()) }),
        },
      ),

    async refund({ siteId, paymentId, amount }) {
      const outcome = await change(
        db,
        { siteId, paymentId },
        {
          allowed: (row) =>
            amount <= 0n || row.refunded + amount > row.captured
              ? 'The amount is more than was captured and not yet refunded'
              : null,
          set: (row) => ({ refunded: row.refunded + amount }),
        },
      );
      return outcome.status === 'SUCCEEDED' ? { status: 'SUCCEEDED', refundId: randomUUID() } : outcome;
    },
  };
}
