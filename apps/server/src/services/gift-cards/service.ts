import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { GIFT_CARD_EVENTS, type GiftCard, type IssueGiftCard, type Query } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import { versioned, type Db, type Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { currencyOf, minorOfField, toDecimal } from '../../core/money/index.js';
import { defineQueryFields, runQuery, type CursorKey } from '../../core/query/index.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { appError } from '../../core/wire/errors.js';
import { giftCardTransactions, giftCards, type GiftCardRow } from './tables.js';

export interface GiftCardsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  limiter: RateLimiter;
  storeSettings(siteId: string): Promise<{ currency: string }>;
  /** The key codes are hashed under (a server secret). */
  codeKey: Buffer;
  cursorKey: CursorKey;
}

/** Letters and digits no one misreads (no O, 0, I, 1, L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const generateCode = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');
/** A code as it is compared: upper case, without dashes. */
const normalise = (code: string) => code.replace(/-/g, '').toUpperCase();
/** Balance checks per address: enough for a buyer, too few to guess codes. */
const BALANCE_CHECKS = { limit: 20, windowSeconds: 3600 };

const giftCardFields = defineQueryFields({
  id: { column: giftCards.id, type: 'uuid', sort: true },
  disabled: { column: giftCards.disabled, type: 'boolean' },
  createdDate: { column: giftCards.createdAt, type: 'date', sort: true },
  expirationDate: { column: giftCards.expiresAt, type: 'date', sort: true },
});

function status(row: GiftCardRow, now: Date): GiftCard['status'] {
  if (row.disabled) return 'DISABLED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.balanceMinor === 0n) return 'USED_UP';
  return 'ACTIVE';
}

/** A gift card by the code a buyer typed, or by its id. */
export type GiftCardRef = string | { id: string };

type LogType = 'ISSUED' | 'REDEEMED' | 'REFUNDED' | 'DISABLED';

const hashOf = (ctx: GiftCardsContext, code: string) =>
  createHmac('sha256', ctx.codeKey).update(normalise(code)).digest('base64url');
const money = (row: GiftCardRow, minor: bigint) => toDecimal(minor, currencyOf(row.currency));
const wire = (row: GiftCardRow, now: Date): GiftCard => ({
  id: row.id,
  obfuscatedCode: `****${row.last4}`,
  initialBalance: money(row, row.initialMinor),
  balance: money(row, row.balanceMinor),
  currency: row.currency,
  status: status(row, now),
  expirationDate: row.expiresAt?.toISOString() ?? null,
  note: row.note,
  revision: String(row.revision),
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

/** One line of a card's log, with the balance the card has after it. */
const log = (
  ctx: GiftCardsContext,
  tx: Executor,
  { row, type, amount, orderId }: { row: GiftCardRow; type: LogType; amount: bigint; orderId?: string },
) =>
  tx.insert(giftCardTransactions).values({
    id: randomUUID(),
    siteId: row.siteId,
    giftCardId: row.id,
    type,
    amountMinor: amount,
    balanceAfterMinor: row.balanceMinor,
    orderId: orderId ?? null,
    createdAt: new Date(ctx.clock()),
  });

function cardEntity(ctx: GiftCardsContext) {
  return versioned({
    db: ctx.db,
    clock: ctx.clock,
    table: giftCards,
    notFound: (id) => appError('GIFT_CARD_NOT_FOUND', { giftCardId: id }),
    async record(tx, row) {
      await log(ctx, tx, { row, type: 'DISABLED', amount: 0n });
      await ctx.outbox.record(tx, {
        siteId: row.siteId,
        type: GIFT_CARD_EVENTS.disabled,
        entityId: row.id,
        data: { giftCardId: row.id },
      });
    },
  });
}

async function find(executor: Executor, siteId: string, id: string) {
  const [row] = await executor
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.siteId, siteId), eq(giftCards.id, id)));
  if (!row) throw appError('GIFT_CARD_NOT_FOUND', { giftCardId: id });
  return row;
}

/** The card of a code, if it can be used now; else why not. An unknown code says nothing more. */
/** A card that can pay now, by the code a buyer typed or by its id (a checkout keeps the id, never the code). */
async function usable(
  ctx: GiftCardsContext,
  executor: Executor,
  { siteId, card, lock = false }: { siteId: string; card: GiftCardRef; lock?: boolean },
) {
  const query = executor
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.siteId, siteId),
        typeof card === 'string' ? eq(giftCards.codeHash, hashOf(ctx, card)) : eq(giftCards.id, card.id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('GIFT_CARD_DOES_NOT_EXIST');
  const state = status(row, new Date(ctx.clock()));
  if (state === 'DISABLED') throw appError('GIFT_CARD_DISABLED');
  if (state === 'EXPIRED') throw appError('GIFT_CARD_EXPIRED');
  return row;
}

/** A new card; its code is in this answer only. */
async function issue(ctx: GiftCardsContext, siteId: string, input: IssueGiftCard) {
  const currency = currencyOf((await ctx.storeSettings(siteId)).currency);
  const initial = minorOfField(input.initialBalance, currency, 'giftCard.initialBalance');
  const code = input.code ?? generateCode();
  const now = new Date(ctx.clock());
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCards)
      .values({
        id: randomUUID(),
        siteId,
        codeHash: hashOf(ctx, code),
        last4: normalise(code).slice(-4),
        initialMinor: initial,
        balanceMinor: initial,
        currency: currency.code,
        expiresAt: input.expirationDate ? new Date(input.expirationDate) : null,
        note: input.note ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw appError('GIFT_CARD_CODE_TAKEN');
    await log(ctx, tx, { row, type: 'ISSUED', amount: initial });
    await ctx.outbox.record(tx, {
      siteId,
      type: GIFT_CARD_EVENTS.issued,
      entityId: row.id,
      data: { giftCardId: row.id },
    });
    return row;
  });
  return { giftCard: wire(row, new Date(ctx.clock())), code };
}

async function transactions(ctx: GiftCardsContext, siteId: string, id: string) {
  const row = await find(ctx.db, siteId, id);
  const rows = await ctx.db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, row.id))
    .orderBy(asc(giftCardTransactions.seq));
  return rows.map((entry) => ({
    id: entry.id,
    type: entry.type,
    amount: money(row, entry.amountMinor),
    balanceAfter: money(row, entry.balanceAfterMinor),
    orderId: entry.orderId,
    createdDate: entry.createdAt.toISOString(),
  }));
}

async function queryCards(ctx: GiftCardsContext, siteId: string, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: giftCards,
    fields: giftCardFields,
    scope: eq(giftCards.siteId, siteId),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'gift-cards-query',
  });
  const now = new Date(ctx.clock());
  return {
    giftCards: (page.rows as GiftCardRow[]).map((row) => wire(row, now)),
    pagingMetadata: page.pagingMetadata,
  };
}

/** An amount taken off a card for an order. */
export interface GiftCardUse {
  card: GiftCardRef;
  amount: bigint;
  orderId: string;
}

/**
 * Takes an amount off a card for an order, in the order's transaction: the card row is locked, so parallel
 * orders never spend more than it holds; the same order redeems it once.
 */
async function redeem(
  ctx: GiftCardsContext,
  tx: Executor,
  { siteId, card, amount, orderId }: GiftCardUse & { siteId: string },
) {
  const row = await usable(ctx, tx, { siteId, card, lock: true });
  const [already] = await tx
    .select({ id: giftCardTransactions.id })
    .from(giftCardTransactions)
    .where(
      and(
        eq(giftCardTransactions.giftCardId, row.id),
        eq(giftCardTransactions.orderId, orderId),
        eq(giftCardTransactions.type, 'REDEEMED'),
      ),
    );
  if (already) return;
  if (amount <= 0n || row.balanceMinor < amount)
    throw appError('GIFT_CARD_INSUFFICIENT_BALANCE', { balance: money(row, row.balanceMinor) });
  const [after] = await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${amount}`, updatedAt: new Date(ctx.clock()) })
    .where(eq(giftCards.id, row.id))
    .returning();
  await log(ctx, tx, { row: after!, type: 'REDEEMED', amount: -amount, orderId });
  await ctx.outbox.record(tx, {
    siteId,
    type: GIFT_CARD_EVENTS.redeemed,
    entityId: row.id,
    data: { giftCardId: row.id, orderId, amount: money(row, amount) },
  });
}

export function createGiftCardsService(ctx: GiftCardsContext) {
  const { db, clock } = ctx;
  const entity = cardEntity(ctx);
  const now = () => new Date(clock());

  /** Codes are not to be guessed: balance checks and codes given to checkouts count together per address. */
  const limitGuesses = (siteId: string, address: string) =>
    ctx.limiter.consume([`gift-card-balance:${siteId}:${address}`], BALANCE_CHECKS);

  return {
    issue: (siteId: string, input: IssueGiftCard) => issue(ctx, siteId, input),

    get: async (siteId: string, id: string) => wire(await find(db, siteId, id), now()),

    async disable(siteId: string, id: string) {
      // A card disabled already stays as it is: no second event, no second line in its log.
      const row = await entity.change({
        siteId,
        id,
        set: (current) => (current.disabled ? null : { disabled: true }),
      });
      return wire(row, now());
    },

    transactions: (siteId: string, id: string) => transactions(ctx, siteId, id),

    query: (siteId: string, query: Query | null | undefined) => queryCards(ctx, siteId, query),

    /** The card of a code a buyer gives a checkout, rate-limited as balance checks are: codes are not to be guessed. */
    async lookUp(siteId: string, code: string, address: string) {
      await limitGuesses(siteId, address);
      const row = await usable(ctx, db, { siteId, card: code });
      return { id: row.id };
    },

    /** What a code holds, for a buyer; rate-limited per address and site. */
    async balance(siteId: string, code: string, address: string) {
      await limitGuesses(siteId, address);
      const row = await usable(ctx, db, { siteId, card: code });
      return {
        obfuscatedCode: `****${row.last4}`,
        balance: money(row, row.balanceMinor),
        currency: row.currency,
        expirationDate: row.expiresAt?.toISOString() ?? null,
      };
    },

    /** The card of a code as the totals engine applies it: its balance, if it can be used now. */
    /** What a card can pay, for the totals engine; throws the application error that says why it cannot. */
    async forTotals(siteId: string, card: GiftCardRef) {
      const row = await usable(ctx, db, { siteId, card });
      return { id: row.id, code: `****${row.last4}`, balance: row.balanceMinor };
    },

    redeem: (tx: Executor, siteId: string, use: GiftCardUse) => redeem(ctx, tx, { siteId, ...use }),
  };
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
