import type { TestAtrium } from './app.js';
import { mug } from './catalog.js';
import { CHECKOUTS, line, orderTestApp, shopperCheckout } from './orders.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const ABANDONED = '/ecom/v1/abandoned-checkout';

/** A clock the test moves: never a sleep. */
export function movableClock(start = Date.parse('2026-11-24T10:00:00.000Z')) {
  let now = start;
  return {
    clock: () => now,
    now: () => now,
    set: (at: number) => void (now = at),
    advance: (ms: number) => void (now += ms),
  };
}

/** A test server on a moved clock, a mug of 12.50 to buy, and helpers to read what the sweep did. */
export async function abandonedTestApp(start?: number) {
  const time = movableClock(start);
  const { atrium, admin } = await orderTestApp({ clock: time.clock });
  const product = (await admin.create(mug({ stock: { trackInventory: false } }))) as { id: string };
  const rows = async <T>(text: string, values: unknown[]) =>
    (await atrium.database.executeSql(text, values)).rows as T[];
  return {
    atrium,
    admin,
    time,
    productId: product.id,
    /** A new visitor's checkout of `quantity` mugs, with their email, made at the clock's now. */
    shopper: (quantity = 1, extra: object = {}) =>
      shopperCheckout(atrium, [line(product.id, quantity)], extra),
    /** The abandoned record of a checkout, if any. */
    async recordOf(checkoutId: string) {
      const [row] = await rows<{ id: string; status: string; total: string; recovered_at: Date | null }>(
        'select id, status, total::text, recovered_at from abandoned_checkouts where checkout_id = $1',
        [checkoutId],
      );
      return row;
    },
    async activitiesOf(abandonedId: string) {
      return rows<{ type: string; role: string; mail_step: number | null; reason: string | null }>(
        `select type, role, mail_step, reason from abandoned_checkout_activities
          where abandoned_checkout_id = $1 order by created_at, mail_step nulls first`,
        [abandonedId],
      );
    },
    /** The recovery mails that went to an address, oldest first. */
    async mailsTo(to: string) {
      return rows<{ subject: string; text: string }>(
        `select subject, text from mail_messages where "to" = $1 and subject like '%checkout%'
          order by created_at, subject`,
        [to],
      );
    },
    /** The site places the order (the visitor's token has long expired on the moved clock). */
    async order(checkout: { id: string }) {
      return (await admin.ok(
        await admin.send('POST', `${CHECKOUTS}/${checkout.id}/create-order`, { id: checkout.id }),
      )) as { orderId: string };
    },
  };
}

export type AbandonedTestApp = Awaited<ReturnType<typeof abandonedTestApp>>;
export type { TestAtrium };
