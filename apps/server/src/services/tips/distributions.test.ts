import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { line, orderTestApp, placedOrder } from '../../test/orders.js';
import { SETTINGS, teamMember, TIPS, tipSettings } from '../../test/tips.js';
import { violatedFields } from '../../test/wire.js';

const ADD = `${TIPS}/tip-distributions/add`;
const QUERY = `${TIPS}/tip-distributions/query`;
const SUM = `${TIPS}/tip-distributions/sum-amounts`;
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };
let staff: Array<Awaited<ReturnType<typeof teamMember>>>;

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Tip cup', stock: { trackInventory: true, quantity: 100 } }));
  staff = [await teamMember(atrium, 'Ada'), await teamMember(atrium, 'Bob'), await teamMember(atrium, 'Cy')];
});
afterAll(async () => atrium?.close());

const settings = (extra: object = {}) =>
  admin.send(
    'PATCH',
    SETTINGS,
    tipSettings(
      staff.map((s) => s.id),
      extra,
    ),
  );
/** An order with a tip of this amount, set by the site's API key. */
async function tipped(amount: string) {
  const { orderId } = await placedOrder(atrium, [line(cup.id)]);
  await admin.ok(await admin.send('POST', `${TIPS}/set`, { orderId, tip: { amount } }));
  return orderId;
}
const to = (i: number, extra: object = {}) => ({ staff: { staffMemberId: staff[i]!.id }, ...extra });
const amounts = (list: Array<{ amount: string }>) => list.map((d) => d.amount);

describe('tip distributions', () => {
  it('split EQUAL by largest remainder, so the shares sum to the tip exactly', async () => {
    await admin.ok(await settings());
    const orderId = await tipped('10.00');
    const added = await admin.ok(
      await admin.send('POST', ADD, { orderId, tipDistributions: [to(0), to(1), to(2)] }),
    );
    expect(amounts(added.tipDistributions)).toEqual(['3.34', '3.33', '3.33']);
    expect(added.tipDistributions[0]).toMatchObject({
      orderId,
      staff: { staffMemberId: staff[0]!.id, name: 'Ada' },
      source: 'POS',
    });
    expect(added.orderInfo).toMatchObject({ orderId, additionalFeePrice: { amount: '10.00' } });
    const { tip } = await admin.ok(await admin.send('GET', `${TIPS}/order/${orderId}`));
    expect(amounts(tip.distributions)).toEqual(['3.34', '3.33', '3.33']);
    expect(tip.undistributedAmount ?? null).toBeNull();
    // Nothing is left to share.
    expect(
      applicationCode(
        await admin.send('POST', ADD, { orderId, tipDistributions: [to(0, { amount: '0.01' })] }),
      ),
    ).toBe('TIP_DISTRIBUTIONS_EXCEED_TIP');
    // Lowering the tip below what was shared is refused; a new set of shares replaces the old.
    expect(applicationCode(await admin.send('POST', `${TIPS}/set`, { orderId, tip: { amount: '5' } }))).toBe(
      'TIP_DISTRIBUTIONS_EXCEED_TIP',
    );
    const replaced = await admin.ok(
      await admin.send('POST', `${TIPS}/set`, {
        orderId,
        tip: { amount: '5', distributions: [to(1, { amount: '4' })] },
      }),
    );
    expect(replaced.tip).toMatchObject({ amount: '5.00', undistributedAmount: '1.00' });
    expect(amounts(replaced.tip.distributions)).toEqual(['4.00']);
  });

  it('split PROPORTIONAL to the value of the lines each share names', async () => {
    await admin.ok(await settings({ splitMethod: 'PROPORTIONAL' }));
    const orderId = await tipped('1.00');
    const added = await admin.ok(
      await admin.send('POST', ADD, {
        orderId,
        tipDistributions: [
          to(0, { lineItemInfo: [{ lineItemId: 'cut', price: '20', quantity: 1 }] }),
          to(1, { lineItemInfo: [{ lineItemId: 'wash', price: '5', quantity: 2 }] }),
          to(2, { lineItemInfo: [{ lineItemId: 'dry', price: '5', quantity: 1 }] }),
        ],
      }),
    );
    // 20 : 10 : 5 of 1.00 is 0.5714..., 0.2857..., 0.1428...: 0.57, 0.29, 0.14.
    expect(amounts(added.tipDistributions)).toEqual(['0.57', '0.29', '0.14']);
    const missing = await admin.send('POST', ADD, {
      orderId: await tipped('1'),
      tipDistributions: [to(0, { lineItemInfo: [{ lineItemId: 'x', quantity: 1 }] })],
    });
    expect(violatedFields(missing)).toEqual(['tipDistributions[0].lineItemInfo[0].price']);
    await admin.ok(await settings());
  });

  it('take stated amounts, refuse mixed ones, strangers as staff, and a wrong source', async () => {
    const orderId = await tipped('6');
    expect(
      violatedFields(
        await admin.send('POST', ADD, { orderId, tipDistributions: [to(0, { amount: '1' }), to(1)] }),
      ),
    ).toEqual(['tipDistributions[1].amount']);
    const other = await atrium.modules.sites.createSite({ name: 'Other' });
    const stranger = await teamMember(atrium, 'Dee', other.site.id);
    expect(
      violatedFields(
        await admin.send('POST', ADD, {
          orderId,
          tipDistributions: [{ staff: { staffMemberId: stranger.id }, amount: '1' }, { amount: '1' }],
        }),
      ),
    ).toEqual(['tipDistributions[0].staff.staffMemberId', 'tipDistributions[1].staff.staffMemberId']);
    const owner = staff[0]!.api;
    expect(
      violatedFields(
        await owner.send('POST', ADD, { orderId, tipDistributions: [to(0, { amount: '1', source: 'POS' })] }),
      ),
    ).toEqual(['tipDistributions[0].source']);
    const byOwner = await owner.ok(
      await owner.send('POST', ADD, { orderId, tipDistributions: [to(0, { amount: '1' })] }),
    );
    expect(byOwner.tipDistributions[0].source).toBe('DASHBOARD');
    const web = await admin.ok(
      await admin.send('POST', ADD, {
        orderId,
        tipDistributions: [to(1, { amount: '2.50', source: 'WEB' })],
      }),
    );
    expect(web.tipDistributions[0]).toMatchObject({ source: 'WEB', amount: '2.50' });
    const { tip } = await admin.ok(await admin.send('GET', `${TIPS}/order/${orderId}`));
    expect(tip).toMatchObject({ amount: '6.00', undistributedAmount: '2.50' });

    const untipped = await placedOrder(atrium, [line(cup.id)]);
    expect(
      applicationCode(
        await admin.send('POST', ADD, { orderId: untipped.orderId, tipDistributions: [to(0)] }),
      ),
    ).toBe('TIP_NOT_FOUND');
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.send('POST', ADD, { orderId, tipDistributions: [to(0)] }))).toBe(
      'FORBIDDEN',
    );
    expect(applicationCode(await untipped.me.send('POST', QUERY, { query: {} }))).toBe('FORBIDDEN');
    expect(applicationCode(await untipped.me.send('POST', SUM, {}))).toBe('FORBIDDEN');
  });

  it('are queried with filters, sorts and cursor pages, and summed exactly', async () => {
    const orderId = await tipped('0.10');
    await admin.ok(await admin.send('POST', ADD, { orderId, tipDistributions: [to(0), to(1), to(2)] }));
    const page = await admin.ok(
      await admin.send('POST', QUERY, {
        query: {
          filter: { orderId },
          sort: [{ fieldName: 'createdDate', order: 'ASC' }],
          cursorPaging: { limit: 2 },
        },
      }),
    );
    expect(page.tipDistributions).toHaveLength(2);
    expect(page.pagingMetadata.hasNext).toBe(true);
    const next = await admin.ok(
      await admin.send('POST', QUERY, {
        query: { cursorPaging: { limit: 2, cursor: page.pagingMetadata.cursors.next } },
      }),
    );
    expect(next.pagingMetadata.hasNext).toBe(false);
    // Every share once over the two pages: 0.10 among three is 0.04, 0.03 and 0.03.
    const all = [...page.tipDistributions, ...next.tipDistributions];
    expect(new Set(all.map((d: { id: string }) => d.id)).size).toBe(3);
    expect(amounts(all).sort()).toEqual(['0.03', '0.03', '0.04']);

    const sum = await admin.ok(await admin.send('POST', SUM, { filter: { orderId } }));
    expect(sum.totalAmount).toBe('0.10');
    const ada = await admin.ok(
      await admin.send('POST', SUM, { filter: { 'staff.staffMemberId': staff[0]!.id, source: 'POS' } }),
    );
    const adaRows = await admin.ok(
      await admin.send('POST', QUERY, {
        query: { filter: { 'staff.staffMemberId': staff[0]!.id, source: 'POS' }, paging: { limit: 100 } },
      }),
    );
    const cents = adaRows.tipDistributions.reduce(
      (total: number, d: { amount: string }) => total + Math.round(Number(d.amount) * 100),
      0,
    );
    expect(Math.round(Number(ada.totalAmount) * 100)).toBe(cents);
    expect(violatedFields(await admin.send('POST', SUM, { filter: { amount: '1' } }))).toEqual([
      'filter.amount',
    ]);
    expect(
      violatedFields(await admin.send('POST', QUERY, { query: { sort: [{ fieldName: 'staffName' }] } })),
    ).toEqual(['query.sort[0].fieldName']);
  });

  it('of another site are never seen', async () => {
    const elsewhere = await createTestApp();
    try {
      const key = productsApi(elsewhere);
      const orderId = await tipped('3');
      await admin.ok(await admin.send('POST', ADD, { orderId, tipDistributions: [to(0)] }));
      expect(applicationCode(await key.send('GET', `${TIPS}/order/${orderId}`))).toBe('ORDER_NOT_FOUND');
      expect(applicationCode(await key.send('POST', ADD, { orderId, tipDistributions: [to(0)] }))).toBe(
        'ORDER_NOT_FOUND',
      );
      const listed = await key.ok(await key.send('POST', QUERY, { query: { filter: { orderId } } }));
      expect(listed.tipDistributions).toEqual([]);
      expect((await key.ok(await key.send('POST', SUM, { filter: { orderId } }))).totalAmount).toBe('0.00');
    } finally {
      await elsewhere.close();
    }
  });
});
