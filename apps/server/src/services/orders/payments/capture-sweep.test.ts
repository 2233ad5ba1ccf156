import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAtrium } from '../../../test/app.js';
import { mug, type productsApi } from '../../../test/catalog.js';
import { CHECKOUTS, line, ORDERS, orderTestApp, shopperCheckout } from '../../../test/orders.js';

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
    expect(await atrium.modules.orderPayments.sweepCaptures()).toBe(1);
    expect((await ledger(paymentId)).captured).toBe('2500');
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { paid: { amount: '25.00' } },
    });
    expect(await atrium.modules.orderPayments.sweepCaptures()).toBe(0);
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
    expect(await atrium.modules.orderPayments.sweepCaptures()).toBe(1);
    expect((await ledger(failed.paymentId)).captured).toBe('2500');
    expect((await orderOf(failed.orderId)).paymentStatus).toBe('PAID');
    expect((await ledger(delayed.paymentId)).captured).toBe('0');
    expect((await orderOf(delayed.orderId)).paymentStatus).toBe('PENDING');
  });
});

describe('the attempt sweep', () => {
  const sandbox = () => atrium.modules.payments.providers.get('sandbox')!;
  /** A charge the provider made for an order id that never became an order, its attempt five minutes old. */
  async function orphan(capture: boolean) {
    const token = await (await paidOrder(`Orphan source ${capture}`)).shopper.token();
    const orderId = crypto.randomUUID();
    const outcome = await sandbox().authorize({
      siteId: atrium.site.siteId,
      token,
      amount: 1500n,
      currency: 'USD',
      capture,
      reference: orderId,
    });
    if (outcome.status === 'DECLINED') throw new Error('declined');
    await sql(
      `insert into payment_attempts (order_id, site_id, provider, created_at)
       values ('${orderId}', '${atrium.site.siteId}', 'sandbox', now() - interval '6 minutes')`,
    );
    return outcome.paymentId;
  }
  const state = (paymentId: string) => sandbox().retrieve({ siteId: atrium.site.siteId, paymentId });

  it('releases what the provider holds for an order never made: voided if held, refunded if captured', async () => {
    const held = await orphan(false);
    const taken = await orphan(true);
    expect(await atrium.modules.orderPayments.sweepAttempts()).toBe(2);
    expect(await state(held)).toMatchObject({ voided: true, captured: 0n });
    const [refunded] = rows(
      await sql(`select refunded::text as refunded from sandbox_payments where id = '${taken}'`),
    );
    expect(refunded!.refunded).toBe('1500');
    expect(rows(await sql('select * from payment_attempts'))).toEqual([]);
  });

  it('leaves no attempt behind an order placed or a card declined', async () => {
    await paidOrder('Attempt cup');
    const cup = await admin.create(mug({ name: 'Declined attempt cup' }));
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    const declined = await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
      paymentToken: await shopper.token('4000000000000002'),
    });
    expect(declined.statusCode).toBe(402);
    expect(rows(await sql('select * from payment_attempts'))).toEqual([]);
  });
});
