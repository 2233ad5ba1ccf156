import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, memberToken, visitorToken, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { line, orderTestApp, placedOrder } from '../../../test/orders.js';
import { wireError } from '../../../test/wire.js';

const COLLECTOR = '/ecom/v1/payments-collector/orders';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Gateway cup', stock: { trackInventory: false } }));
});
afterAll(async () => atrium?.close());

/** An order of one cup: 12.50 and 5.00 shipping, 17.50 owed. */
const order = async () => (await placedOrder(atrium, [line(cup.id)])).orderId;
const prepare = (orderId: string, payload: object, caller = admin) =>
  caller.send('POST', `${COLLECTOR}/${orderId}/prepare-payment-collection`, {
    ecomOrderId: orderId,
    ...payload,
  });
const create = (orderId: string, payload: object = {}, caller = admin) =>
  caller.send('POST', `${COLLECTOR}/${orderId}/create-payment-gateway-order`, {
    ecomOrderId: orderId,
    ...payload,
  });
const stored = (orderId: string) =>
  atrium.modules.orderPayments.gatewayOrders.list(atrium.site.siteId, orderId);
const UUID = /^[0-9a-f-]{36}$/;

describe('payment gateway orders', () => {
  it('are made for part of the balance, kept with their settings, and replaced by a newer one', async () => {
    const orderId = await order();
    const settings = {
      delayedCaptureSettings: { scheduledAction: 'VOID', delayDuration: { count: 2, unit: 'DAYS' } },
      redirectUrls: { successUrl: 'https://shop.test/thanks', cancelUrl: 'http://shop.test/cart' },
      merchantInitiated: true,
    };
    const first = await admin.ok(await prepare(orderId, { amount: { amount: '10.00' }, ...settings }));
    expect(first.paymentGatewayOrderId).toMatch(UUID);
    expect(await stored(orderId)).toMatchObject([
      { id: first.paymentGatewayOrderId, status: 'OPEN', amount: 1000n, provider: 'sandbox', settings },
    ]);
    const whole = await admin.ok(
      await create(orderId, { chargedBy: { id: crypto.randomUUID(), fullName: 'Ada' } }),
    );
    expect((await stored(orderId)).map((g) => [g.id, g.status, g.amount])).toEqual([
      [whole.paymentGatewayOrderId, 'OPEN', 1750n],
      [first.paymentGatewayOrderId, 'CANCELED', 1000n],
    ]);
    // Naming the open one changes it in place; a replaced or unknown one is not found.
    const changed = await admin.ok(
      await prepare(orderId, { amount: { amount: '5' }, paymentGatewayOrderId: whole.paymentGatewayOrderId }),
    );
    expect(changed.paymentGatewayOrderId).toBe(whole.paymentGatewayOrderId);
    expect((await stored(orderId))[0]!.amount).toBe(500n);
    for (const id of [first.paymentGatewayOrderId, 'not-a-uuid', crypto.randomUUID()])
      expect(
        applicationCode(await prepare(orderId, { amount: { amount: '1.00' }, paymentGatewayOrderId: id })),
      ).toBe('PAYMENT_GATEWAY_ORDER_NOT_FOUND');
  });

  it('never ask for more than the order still owes, nor for an order with nothing to collect', async () => {
    const orderId = await order();
    for (const amount of ['17.51', '0', '0.00'])
      expect(applicationCode(await prepare(orderId, { amount: { amount } }))).toBe(
        'PAYMENT_AMOUNT_EXCEEDS_BALANCE',
      );
    await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${orderId}/manual-payment`, {
        orderId,
        amount: { amount: '7.50' },
      }),
    );
    expect(applicationCode(await prepare(orderId, { amount: { amount: '10.01' } }))).toBe(
      'PAYMENT_AMOUNT_EXCEEDS_BALANCE',
    );
    const rest = await admin.ok(await create(orderId));
    expect((await stored(orderId)).find((g) => g.id === rest.paymentGatewayOrderId)?.amount).toBe(1000n);
    await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${orderId}/mark-as-paid`, { ecomOrderId: orderId }),
    );
    expect(applicationCode(await create(orderId))).toBe('PAYMENT_NOT_COLLECTABLE');
    expect(applicationCode(await prepare(orderId, { amount: { amount: '1.00' } }))).toBe(
      'PAYMENT_NOT_COLLECTABLE',
    );
  });

  it('leave one open when made in parallel', async () => {
    const orderId = await order();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await stored(orderId)).filter((g) => g.status === 'OPEN')).toHaveLength(1);
  });

  it.each([
    ['no amount', { amount: undefined }, 'amount', 'REQUIRED_FIELD'],
    ['an amount as a number', { amount: { amount: 5 } }, 'amount.amount', 'FORMAT'],
    [
      'more decimals than the currency',
      { amount: { amount: '1.001' } },
      'amount.amount',
      'DECIMAL_MAX_SCALE',
    ],
    ['an oversized amount', { amount: { amount: '10000000000000000' } }, 'amount.amount', 'DECIMAL_LTE'],
    [
      'a relative return URL',
      { redirectUrls: { successUrl: '/thanks' } },
      'redirectUrls.successUrl',
      'FORMAT',
    ],
    [
      'a script URL',
      { redirectUrls: { errorUrl: 'javascript:alert(1)' } },
      'redirectUrls.errorUrl',
      'FORMAT',
    ],
    [
      'an ftp URL',
      { redirectUrls: { pendingUrl: 'ftp://shop.test/x' } },
      'redirectUrls.pendingUrl',
      'FORMAT',
    ],
    [
      'a zero delay',
      { delayedCaptureSettings: { delayDuration: { count: 0, unit: 'DAYS' } } },
      'delayedCaptureSettings.delayDuration.count',
      'MIN',
    ],
    [
      'a huge delay',
      { delayedCaptureSettings: { delayDuration: { count: 1e12, unit: 'DAYS' } } },
      'delayedCaptureSettings.delayDuration.count',
      'MAX',
    ],
    [
      'an unknown unit',
      { delayedCaptureSettings: { delayDuration: { count: 1, unit: 'WEEKS' } } },
      'delayedCaptureSettings.delayDuration.unit',
      'INVALID_ENUM_VALUE',
    ],
    [
      'a long gateway order id',
      { paymentGatewayOrderId: 'x'.repeat(101) },
      'paymentGatewayOrderId',
      'MAX_LENGTH',
    ],
    ['a NUL byte', { paymentGatewayOrderId: 'a\u0000b' }, 'paymentGatewayOrderId', 'FORMAT'],
  ])('refuse %s', async (...[, payload, field, rule]) => {
    const orderId = await order();
    const violations = wireError(await prepare(orderId, { amount: { amount: '1.00' }, ...payload }), 400);
    expect(violations.map((v) => [v.field, v.violatedRule])).toContainEqual([field, rule]);
  });

  it('refuse a bad order id or charger, another site’s order, visitors, members and keys without ecom.manage', async () => {
    const orderId = await order();
    expect(wireError(await create('nope'), 400).map((v) => v.field)).toContain('ecomOrderId');
    expect(wireError(await create(orderId, { chargedBy: { id: 'me' } }), 400).map((v) => v.field)).toContain(
      'chargedBy.id',
    );
    expect(applicationCode(await create(crypto.randomUUID()))).toBe('ORDER_NOT_FOUND');
    const elsewhere = await atrium.modules.sites.createSite({ name: 'Else', origins: [], redirectUris: [] });
    const other = productsApi(atrium, (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key);
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog', ['catalog.manage'])).key,
    );
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const member = productsApi(atrium, await memberToken(atrium, 'payer@example.com'));
    for (const [caller, code] of [
      [other, 'ORDER_NOT_FOUND'],
      [limited, 'MISSING_PERMISSION'],
      [productsApi(atrium, visitor), 'FORBIDDEN'],
      [member, 'FORBIDDEN'],
    ] as const) {
      expect(applicationCode(await create(orderId, {}, caller))).toBe(code);
      expect(applicationCode(await prepare(orderId, { amount: { amount: '1.00' } }, caller))).toBe(code);
    }
    expect(await stored(orderId)).toEqual([]);
  });
});
