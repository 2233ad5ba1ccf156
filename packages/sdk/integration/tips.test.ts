import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  currentCart,
  isApplicationError,
  orders,
  products,
  tips,
  tipSettings,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { checkoutOf, siteClient, visitorClient } from './shopper.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

/** An owner account on the test site's team: the staff tips go to. */
async function staffMember(name: string) {
  const owners = atrium.modules.owners.service;
  const owner = await owners.createOwner(atrium.database.db, {
    email: `${name.toLowerCase()}@example.com`,
    name,
    passwordHash: 'not-a-real-hash',
  });
  await owners.addToSite(atrium.database.db, owner.id, atrium.site.siteId);
  return owner.id;
}

describe('tips through the SDK', () => {
  it('a buyer tips at checkout, the order includes it, and the site shares it among staff', async () => {
    const site = siteClient(atrium, { products, orders, tips, tipSettings });
    const [ada, bob] = [await staffMember('Ada'), await staffMember('Bob')];
    const settings = await site.tipSettings.updateTipSettings({
      enabled: true,
      presets: [{ tipType: 'PERCENTAGE', value: '18' }],
      allowCustomAmount: false,
      staffMemberIds: [ada, bob],
      splitMethod: 'EQUAL',
    });
    expect(settings.staff.map((s) => s.name)).toEqual(['Ada', 'Bob']);
    const book = await site.products.createProduct({
      name: 'Tip book',
      productType: 'DIGITAL',
      priceData: { price: '9.99' },
    });

    const me = visitorClient(atrium, { currentCart, checkout, tips });
    const checkoutId = await checkoutOf(me, book._id!, { quantity: 2, email: 'tipper@example.com' });
    const chosen = await me.tips.updateTipChoice(
      { tipType: 'PERCENTAGE', value: '18' },
      { purchaseFlowId: checkoutId },
    );
    expect(chosen.tipChoice).toEqual({ tipType: 'PERCENTAGE', value: '18' });
    expect((await me.tips.getTipChoice(checkoutId)).tipChoice?.value).toBe('18');
    // 18% of 19.98 is 3.5964: 3.60.
    const preview = await me.tips.previewTip([{ price: '9.99', quantity: 2 }], {
      tipChoice: { tipType: 'PERCENTAGE', value: '18' },
      tipSettingsId: settings._id,
    });
    expect(preview.tip).toMatchObject({ lineItemSubtotal: '19.98', amount: '3.60' });
    expect(preview.tip.distributions.map((d) => d.amount)).toEqual(['1.80', '1.80']);
    expect((await me.tips.getTipByDraftOrderId(checkoutId)).tip.amount).toBe('3.60');
    const refused = await me.tips
      .updateTipChoice({ tipType: 'CUSTOM', value: '1' }, { purchaseFlowId: checkoutId })
      .catch((error: unknown) => error);
    expect(isApplicationError(refused) && refused.code).toBe('TIPS_NOT_ENABLED');

    const { orderId } = await me.checkout.createOrder(checkoutId);
    const order = await site.orders.getOrder(orderId!);
    expect(order.priceSummary?.total?.amount).toBe('23.58');
    expect((await me.tips.getTipByOrderId(orderId!)).tip.amount).toBe('3.60');

    const shared = await site.tips.addTipDistributionsToOrder({
      orderId: orderId!,
      tipDistributions: [{ staff: { staffMemberId: ada } }, { staff: { staffMemberId: bob } }],
    });
    expect(shared.tipDistributions.map((d) => d.amount)).toEqual(['1.80', '1.80']);
    expect(shared.tipDistributions[0]!._createdDate).toBeInstanceOf(Date);
    const page = await site.tips.queryTipDistributions().eq('orderId', orderId!).limit(1).find();
    expect(page.items).toHaveLength(1);
    expect(page.hasNext()).toBe(true);
    expect((await page.next()).items).toHaveLength(1);
    expect((await site.tips.sumTipDistributionAmounts({ orderId: orderId! })).totalAmount).toBe('3.60');

    const raised = await site.tips.setTipOnOrder({ orderId: orderId!, tip: { amount: '5.00' } });
    expect(raised.tip).toMatchObject({ amount: '5.00', undistributedAmount: '1.40' });
    expect((await site.orders.getOrder(orderId!)).priceSummary?.total?.amount).toBe('24.98');
  });

  it('takes a tip off an order', async () => {
    const site = siteClient(atrium, { products, orders, tips });
    const book = await site.products.createProduct({
      name: 'Untipped book',
      productType: 'DIGITAL',
      priceData: { price: '4' },
    });
    const me = visitorClient(atrium, { currentCart, checkout });
    const { orderId } = await me.checkout.createOrder(
      await checkoutOf(me, book._id!, { email: 'later@example.com' }),
    );
    await site.tips.setTipOnOrder({ orderId: orderId!, tip: { amount: '1' } });
    expect((await site.orders.getOrder(orderId!)).priceSummary?.total?.amount).toBe('5.00');
    const removed = await site.tips.removeTipFromOrder({ orderId: orderId! });
    expect(removed.orderInfo.orderId).toBe(orderId);
    expect((await site.orders.getOrder(orderId!)).priceSummary?.total?.amount).toBe('4.00');
  });
});
