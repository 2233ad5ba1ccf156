// The sweep on a clock the test moves (never a sleep): abandonment after the site's delay, each recovery mail at
// its time and once, recovery when the checkout becomes an order, and no mail after that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED, abandonedTestApp, HOUR, MINUTE, type AbandonedTestApp } from '../../test/abandoned.js';
import { line } from '../../test/orders.js';
import { waitFor } from '../../test/wait.js';
import { RECOVERY_QUEUE } from './module.js';

let t: AbandonedTestApp;
beforeAll(async () => {
  t = await abandonedTestApp();
});
afterAll(async () => t?.atrium.close());

const sweep = () => t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
let mails = 0;
const email = () => `buyer-${++mails}@example.com`;

/** Waits for the outbox's job to recover the checkout (jobs run for real; only the sweep's clock is moved). */
async function recovered(checkoutId: string) {
  return waitFor(async () => {
    t.atrium.core.jobs.wake(RECOVERY_QUEUE);
    const record = await t.recordOf(checkoutId);
    return record?.status === 'RECOVERED' ? record : undefined;
  });
}

describe('the abandoned checkouts sweep', () => {
  it('marks a checkout with an email and no order only once the delay has passed, with its total then', async () => {
    const to = email();
    const shopper = await t.shopper(2, { email: to });
    t.time.advance(59 * MINUTE);
    await sweep();
    expect(await t.recordOf(shopper.id)).toBeUndefined();

    t.time.advance(MINUTE);
    await sweep();
    const record = await t.recordOf(shopper.id);
    expect(record?.status).toBe('ABANDONED');
    // Two mugs of 12.50 and 5.00 shipping, in minor units.
    expect(record?.total).toBe('3000');
    expect(await t.activitiesOf(record!.id)).toEqual([
      { type: 'SCHEDULED', role: 'VISITOR', mail_step: null, reason: null },
    ]);
    // Swept again: still one record.
    await sweep();
    const count = await t.atrium.database.executeSql(
      'select count(*)::int as n from abandoned_checkouts where checkout_id = $1',
      [shopper.id],
    );
    expect(count.rows).toEqual([{ n: 1 }]);
  });

  it('sends each recovery mail at its time, once, with the link that reopens the checkout', async () => {
    const to = email();
    const shopper = await t.shopper(1, { email: to });
    t.time.advance(HOUR);
    await sweep();
    const record = (await t.recordOf(shopper.id))!;
    t.time.advance(59 * MINUTE);
    await sweep();
    expect(await t.mailsTo(to)).toEqual([]);

    t.time.advance(MINUTE);
    await sweep();
    await sweep();
    const first = await t.mailsTo(to);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(
      `http://atrium.test/ecom/v1/abandoned-checkout/${record.id}/redirect-to-checkout?abandonedCheckoutId=${record.id}&metasiteId=${t.atrium.site.siteId}`,
    );
    expect(first[0]!.text).toContain('1 × Mug');

    t.time.advance(23 * HOUR - MINUTE);
    await sweep();
    expect(await t.mailsTo(to)).toHaveLength(1);
    t.time.advance(MINUTE);
    await sweep();
    await sweep();
    expect(await t.mailsTo(to)).toHaveLength(2);
    expect((await t.activitiesOf(record.id)).map((a) => [a.type, a.mail_step])).toEqual([
      ['SCHEDULED', null],
      ['EMAIL_SENT', 0],
      ['EMAIL_SENT', 1],
    ]);
  });

  it('recovers the checkout when it becomes an order, and mails it no more', async () => {
    const to = email();
    const shopper = await t.shopper(1, { email: to });
    t.time.advance(HOUR);
    await sweep();
    t.time.advance(HOUR);
    await sweep();
    expect(await t.mailsTo(to)).toHaveLength(1);
    const { orderId } = await t.order(shopper);
    const record = await recovered(shopper.id);
    expect(record.recovered_at?.getTime()).toBe(t.time.now());
    const [{ order_id } = { order_id: '' }] = (
      await t.atrium.database.executeSql('select order_id from abandoned_checkouts where id = $1', [
        record.id,
      ])
    ).rows as Array<{ order_id: string }>;
    expect(order_id).toBe(orderId);

    // The analytics count it as recovered, with its amount (one mug and shipping), not as recoverable.
    const day = new Date(t.time.now()).toISOString().slice(0, 10);
    const figures = await t.atrium.modules.abandonedCheckouts.analytics(t.atrium.site.siteId, {
      startDate: day,
      statuses: ['RECOVERED'],
    });
    expect(figures).toMatchObject({
      recoveredCheckoutCount: 1,
      recoveredValue: '17.50',
      recoverableCheckoutCount: 0,
    });

    t.time.advance(24 * HOUR);
    await sweep();
    expect(await t.mailsTo(to)).toHaveLength(1);
    expect((await t.activitiesOf(record.id)).map((a) => a.type)).toEqual(['SCHEDULED', 'EMAIL_SENT']);
  });

  it('never marks a checkout that became an order before the delay, nor one without an email', async () => {
    const ordered = await t.shopper(1, { email: email() });
    await t.order(ordered);
    const anonymous = await t.shopper(1, { email: undefined, shippingAddress: undefined });
    t.time.advance(3 * HOUR);
    await sweep();
    expect(await t.recordOf(ordered.id)).toBeUndefined();
    expect(await t.recordOf(anonymous.id)).toBeUndefined();
  });

  it('sends only the latest of the mails that fell due together, and records why the others went unsent', async () => {
    const to = email();
    const shopper = await t.shopper(1, { email: to });
    t.time.advance(HOUR);
    await sweep();
    const record = (await t.recordOf(shopper.id))!;
    t.time.advance(25 * HOUR);
    await sweep();
    expect(await t.mailsTo(to)).toHaveLength(1);
    expect((await t.activitiesOf(record.id)).slice(1)).toEqual([
      { type: 'EMAIL_NOT_SENT', role: 'VISITOR', mail_step: 0, reason: 'LATER_MAIL_DUE' },
      { type: 'EMAIL_SENT', role: 'VISITOR', mail_step: 1, reason: null },
    ]);
  });

  it('records a mail it cannot send: the checkout was closed without an order', async () => {
    const to = email();
    const shopper = await t.shopper(1, { email: to });
    t.time.advance(HOUR);
    await sweep();
    const record = (await t.recordOf(shopper.id))!;
    await t.admin.ok(
      await t.admin.send('POST', `/ecom/v1/checkouts/${shopper.id}/mark-as-completed`, { id: shopper.id }),
    );
    t.time.advance(HOUR);
    await sweep();
    expect(await t.mailsTo(to)).toEqual([]);
    expect((await t.activitiesOf(record.id)).at(-1)).toEqual({
      type: 'EMAIL_NOT_SENT',
      role: 'VISITOR',
      mail_step: 0,
      reason: 'CHECKOUT_CLOSED',
    });
    expect((await t.recordOf(shopper.id))?.status).toBe('ABANDONED');
  });

  it('mails the contact of a checkout the site made with an email only, whose link opens the hosted checkout', async () => {
    const to = email();
    const { checkout } = await t.admin.ok(
      await t.admin.send('POST', '/ecom/v1/checkouts', {
        channelType: 'WEB',
        lineItems: [line(t.productId)],
        checkoutInfo: { buyerInfo: { email: to } },
      }),
    );
    t.time.advance(HOUR);
    await sweep();
    const record = (await t.recordOf(checkout.id))!;
    t.time.advance(HOUR);
    await sweep();
    expect(await t.mailsTo(to)).toHaveLength(1);
    expect((await t.activitiesOf(record.id)).map((a) => [a.type, a.role])).toEqual([
      ['SCHEDULED', 'CONTACT'],
      ['EMAIL_SENT', 'CONTACT'],
    ]);
    const opened = await t.atrium.app.inject({
      method: 'GET',
      url: `${ABANDONED}/${record.id}/redirect-to-checkout?abandonedCheckoutId=${record.id}&metasiteId=${t.atrium.site.siteId}`,
      headers: { accept: 'text/html' },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^http:\/\/atrium\.test\//);
  });
});
