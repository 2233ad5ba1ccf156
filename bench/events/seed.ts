// The bench's event logs, written in SQL beside the server (fixture setup, not the thing measured): per site,
// 90 days of events of about 40 types as a shop's log holds them (a few types, carts, logins, stock and orders,
// are most of it; the owner's own changes are rare), with the data and actor the services record. The sites'
// events are written in time order, interleaved, as they would have been appended.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/core/db/index.js';

const DAYS = 90;
const BATCH = 10_000;

/** The types by how common they are: rank r is drawn with weight 1 / (r + 1)^1.5. */
export const TYPES = [
  'cart.updated',
  'member.logged_in',
  'order.created',
  'order.paid',
  'inventory.changed',
  'cart.created',
  'checkout.created',
  'order.updated',
  'order.payment_status_updated',
  'checkout.completed',
  'cart.abandoned',
  'order.fulfillments_updated',
  'fulfillment.completed',
  'product.updated',
  'member.registered',
  'member.email_verified',
  'media.file.ready',
  'media.file.updated',
  'cart.deleted',
  'inventory.back_in_stock',
  'order.archived',
  'member.password_changed',
  'product.created',
  'category.item_added',
  'coupon.updated',
  'member.password_reset',
  'category.items_arranged',
  'media.file.deleted',
  'category.item_removed',
  'coupon.created',
  'media.folder.created',
  'member.email_changed',
  'media.folder.updated',
  'category.created',
  'category.moved',
  'member.blocked',
  'coupon.deleted',
  'member.unblocked',
  'category.deleted',
  'member.factors_reset',
];

/** A seeded pseudo-random generator (mulberry32), so that every run draws the same log. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A uuid drawn from the generator (version 4 layout), so that entity ids repeat as a shop's do. */
function uuid(next: () => number) {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(next() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

interface Drawn {
  siteId: string;
  at: number;
  type: string;
  entityId: string | null;
  data: Record<string, unknown>;
  actor: Record<string, unknown> | null;
}

/** One site's people and things, which its events refer to again and again. */
function cast(next: () => number) {
  const many = (n: number) => Array.from({ length: n }, () => uuid(next));
  return {
    owners: [
      { kind: 'OWNER', id: uuid(next), email: 'ada@example.com' },
      { kind: 'OWNER', id: uuid(next), email: 'grace@example.com' },
    ],
    keys: [
      { kind: 'API_KEY', id: uuid(next), name: 'Stock sync' },
      { kind: 'API_KEY', id: uuid(next), name: 'Reporting' },
    ],
    members: many(3_000),
    visitors: many(20_000),
    products: many(800),
    categories: many(40),
    files: many(600),
    coupons: many(30),
  };
}

type Cast = ReturnType<typeof cast>;

/** What the services record for an event of this type: its entity, its data and who acted. */
function describe(type: string, { c, next, n }: { c: Cast; next: () => number; n: number }) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const shopper = () =>
    next() < 0.3 ? { kind: 'MEMBER', id: pick(c.members) } : { kind: 'VISITOR', id: pick(c.visitors) };
  const staff = () => (next() < 0.7 ? pick(c.owners) : pick(c.keys));
  const money = () => ({ amount: (5 + next() * 200).toFixed(2), currency: 'USD' });
  const family = type.split('.')[0];
  switch (family) {
    case 'cart':
    case 'checkout': {
      const id = uuid(next);
      const data = { [`${family}Id`]: id, lineItemCount: 1 + Math.floor(next() * 5), subtotal: money() };
      return { entityId: id, data, actor: type === 'cart.abandoned' ? { kind: 'SYSTEM' } : shopper() };
    }
    case 'order':
    case 'fulfillment': {
      const orderId = uuid(next);
      const data = {
        orderId,
        number: String(10_001 + n),
        total: money(),
        ...(type === 'order.paid' ? { paymentStatus: 'PAID' } : {}),
        ...(family === 'fulfillment' ? { fulfillmentId: uuid(next), trackingNumber: `1Z${n}` } : {}),
      };
      const actor = type === 'order.created' ? shopper() : next() < 0.5 ? { kind: 'SYSTEM' } : staff();
      return { entityId: orderId, data, actor };
    }
    case 'member': {
      const memberId = pick(c.members);
      const data = { memberId, loginEmail: `member${memberId.slice(0, 6)}@example.com` };
      const self = type === 'member.logged_in' || type === 'member.registered' || type.includes('password');
      return { entityId: memberId, data, actor: self ? { kind: 'MEMBER', id: memberId } : staff() };
    }
    case 'inventory':
    case 'product': {
      const productId = pick(c.products);
      const data =
        family === 'inventory'
          ? { productId, variantId: uuid(next), quantity: Math.floor(next() * 50), previousQuantity: 3 }
          : { productId, name: `Product ${productId.slice(0, 4)}`, fields: ['price', 'stock'] };
      return { entityId: productId, data, actor: next() < 0.6 ? { kind: 'SYSTEM' } : staff() };
    }
    case 'media': {
      const id = type.includes('folder') ? uuid(next) : pick(c.files);
      const data = { id, displayName: `photo-${n % 997}.jpg`, mimeType: 'image/jpeg', sizeInBytes: 1e5 + n };
      return { entityId: id, data, actor: type === 'media.file.ready' ? { kind: 'SYSTEM' } : staff() };
    }
    case 'category': {
      const categoryId = pick(c.categories);
      const data = { categoryId, name: `Category ${categoryId.slice(0, 4)}`, itemId: pick(c.products) };
      return { entityId: categoryId, data, actor: staff() };
    }
    default: {
      const couponId = pick(c.coupons);
      return { entityId: couponId, data: { couponId, code: `SAVE${n % 50}` }, actor: staff() };
    }
  }
}

/** One site's log: `count` events over the last 90 days, oldest first; the first tenth has no actor. */
function drawLog(siteId: string, count: number, seed: number): Drawn[] {
  const next = random(seed);
  const c = cast(next);
  const weights = TYPES.map((_, rank) => 1 / (rank + 1) ** 1.5);
  const sum = weights.reduce((a, b) => a + b, 0);
  const now = Date.now();
  const times = Array.from({ length: count }, () => now - next() * DAYS * 86_400_000).sort((a, b) => a - b);
  return times.map((at, n) => {
    let x = next() * sum;
    let rank = 0;
    while (rank < TYPES.length - 1 && (x -= weights[rank]!) > 0) rank++;
    const type = TYPES[rank]!;
    const { entityId, data, actor } = describe(type, { c, next, n });
    return { siteId, at, type, entityId, data, actor: n < count / 10 ? null : actor };
  });
}

/** Writes `count` events for each site, in time order across the sites; returns how many of each type site 0 has. */
export async function writeLogs(db: Db, siteIds: string[], count: number) {
  const all = siteIds.flatMap((siteId, i) => drawLog(siteId, count, 90 + i)).sort((a, b) => a.at - b.at);
  for (let i = 0; i < all.length; i += BATCH) {
    const batch = all.slice(i, i + BATCH);
    const column = (pick: (e: Drawn) => unknown) => sql.param(batch.map(pick));
    await db.execute(sql`insert into events (id, site_id, type, entity_id, data, actor, created_at, dispatched_at)
      select gen_random_uuid(), s, t, e, d, a, c, c + interval '40 milliseconds'
      from unnest(${column((e) => e.siteId)}::uuid[], ${column((e) => e.type)}::text[],
        ${column((e) => e.entityId)}::text[], ${column((e) => JSON.stringify(e.data))}::jsonb[],
        ${column((e) => (e.actor ? JSON.stringify(e.actor) : null))}::jsonb[],
        ${column((e) => new Date(e.at).toISOString())}::timestamptz[]) as x(s, t, e, d, a, c)`);
  }
  const counts: Record<string, number> = {};
  for (const e of all) if (e.siteId === siteIds[0]) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
}
