import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAtrium } from '../../test/app.js';
import { mug, type productsApi } from '../../test/catalog.js';
import { CHECKOUTS, line, ORDERS, orderTestApp, shopperCheckout } from '../../test/orders.js';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
});
afterAll(async () => atrium?.close());

const sql = (text: string) => atrium.database.db.execute(text as never);
const rows = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, unknown>>;

/** An order paid by card, and its provider payment's id. */
async function paidOrder(name: string, delayCapture = false) {
  const cup = await admin.create(mug({ name, priceData: { price: '20' } }));
  const shopper = await shopperCheckout(atrium, [line(cup.id)]);
  const paymentToken = await shopper.token();
  const { orderId } = await shopper.me.ok(
    await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
      paymentToken,
      delayCapture,
    }),
  );
  const [payment] = rows(
    await sql(
      `select provider_payment_id from order_payments where order_id = '${orderId}' and kind = 'sandbox'`,
    ),
  );
  return { orderId: orderId as string, paymentId: String(payment!.provider_payment_id), shopper };
}
const ledger = async (paymentId: string) =>
  rows(await sql(`select captured::text as captured from sandbox_payments where id = '${paymentId}'`))[0]!;
const orderOf = async (orderId: string) =>
  (await admin.ok(await admin.send('GET', `${ORDERS}/${orderId}`))).order;

describe('the capture sweep', () => {
  it('records a capture the provider made but the order missed, without capturing again', async () => {
    const { orderId, paymentId } = await paidOrder('Missed record cup');
    // As if the process stopped between the provider's capture and recording it, over a minute ago.
    await sql(
      `update order_payments set status = 'AUTHORIZED', captured = 0, created_at = now() - interval '2 minutes'
       where order_id = '${orderId}' and kind = 'sandbox'`,
    );
    await sql(`update orders set payment_status = 'PENDING' where id = '${orderId}'`);
    expect(await atrium.services.orders.sweepCaptures()).toBe(1);
    expect((await ledger(paymentId)).captured).toBe('2500');
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { paid: { amount: '25.00' } },
    });
    expect(await atrium.services.orders.sweepCaptures()).toBe(0);
  });

  it('captures what a failed capture left held, and leaves delayed captures alone', async () => {
    const failed = await paidOrder('Failed capture cup', true);
    // A capture asked for at once whose call failed: still only authorized at the provider.
    await sql(
      `update order_payments set method = method || '{"delayedCapture": false}'::jsonb,
       created_at = now() - interval '2 minutes' where order_id = '${failed.orderId}' and kind = 'sandbox'`,
    );
    const delayed = await paidOrder('Delayed capture cup', true);
    await sql(
      `update order_payments set created_at = now() - interval '2 minutes' where order_id = '${delayed.orderId}'`,
    );
    expect(await atrium.services.orders.sweepCaptures()).toBe(1);
    expect((await ledger(failed.paymentId)).captured).toBe('2500');
    expect((await orderOf(failed.orderId)).paymentStatus).toBe('PAID');
    expect((await ledger(delayed.paymentId)).captured).toBe('0');
    expect((await orderOf(delayed.orderId)).paymentStatus).toBe('PENDING');
  });
});
