import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, memberToken, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { CHECKOUTS, line, orderTestApp, shopperCheckout } from '../../test/orders.js';
import { SETTINGS, teamMember, TIPS, tipSettings } from '../../test/tips.js';
import { violatedFields } from '../../test/wire.js';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };
let ada: Awaited<ReturnType<typeof teamMember>>;
let bob: Awaited<ReturnType<typeof teamMember>>;

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Tip cup', stock: { trackInventory: true, quantity: 100 } }));
  ada = await teamMember(atrium, 'Ada');
  bob = await teamMember(atrium, 'Bob');
});
afterAll(async () => atrium?.close());

const enable = async (extra: object = {}) =>
  admin.ok(await admin.send('PATCH', SETTINGS, tipSettings([ada.id, bob.id], extra)));
const choose = (shopper: { me: ReturnType<typeof productsApi>; id: string }, tipChoice: object) =>
  shopper.me.send('PATCH', `${TIPS}/choice`, { tipChoice, purchaseFlowId: shopper.id });

describe('tip settings', () => {
  it('start off, and are the site owner’s and API keys’ to change, with staff from the team', async () => {
    const first = await ada.api.ok(await ada.api.send('GET', SETTINGS));
    expect(first.tipSettings).toMatchObject({ enabled: false, splitMethod: 'EQUAL', staff: [] });
    const updated = await enable();
    expect(updated.tipSettings).toMatchObject({
      id: first.tipSettings.id,
      enabled: true,
      staff: [
        { staffMemberId: ada.id, name: 'Ada' },
        { staffMemberId: bob.id, name: 'Bob' },
      ],
    });
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const offer = await visitor.ok(await visitor.send('GET', `${SETTINGS}/offer`));
    expect(offer).toEqual({
      tipOffer: { enabled: true, presets: updated.tipSettings.presets, allowCustomAmount: true },
    });
    expect(applicationCode(await visitor.send('GET', SETTINGS))).toBe('FORBIDDEN');
    expect(applicationCode(await visitor.send('PATCH', SETTINGS, tipSettings([])))).toBe('FORBIDDEN');
  });

  it('refuse a stranger as staff, a percentage over 100, a preset twice and bad shapes', async () => {
    const other = await atrium.modules.sites.createSite({ name: 'Other' });
    const stranger = await teamMember(atrium, 'Cy', other.site.id);
    const answer = await admin.send(
      'PATCH',
      SETTINGS,
      tipSettings([stranger.id], {
        presets: [
          { tipType: 'PERCENTAGE', value: '150' },
          { tipType: 'AMOUNT', value: '2.00' },
          { tipType: 'AMOUNT', value: '2' },
        ],
      }),
    );
    expect(violatedFields(answer)).toEqual([
      'tipSettings.presets[0].value',
      'tipSettings.presets[2].value',
      'tipSettings.staffMemberIds[0]',
    ]);
    const shapes = await admin.send('PATCH', SETTINGS, {
      tipSettings: { enabled: 'yes', presets: [], allowCustomAmount: true, staffMemberIds: ['x'] },
    });
    expect(violatedFields(shapes)).toEqual([
      'tipSettings.enabled',
      'tipSettings.splitMethod',
      'tipSettings.staffMemberIds[0]',
    ]);
    // Nothing was stored by the refusals.
    expect((await admin.ok(await admin.send('GET', SETTINGS))).tipSettings.staffMemberIds).toEqual([
      ada.id,
      bob.id,
    ]);
  });
});

describe('tip choice on a purchase flow', () => {
  it('is the buyer’s own, and the checkout’s totals (what is paid) include it', async () => {
    await enable();
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    const chosen = await shopper.me.ok(await choose(shopper, { tipType: 'PERCENTAGE', value: '15' }));
    expect(chosen.tipChoice).toEqual({ tipType: 'PERCENTAGE', value: '15' });
    const read = await shopper.me.ok(await shopper.me.send('GET', `${TIPS}/choice/${shopper.id}`));
    expect(read.tipChoice).toEqual({ tipType: 'PERCENTAGE', value: '15' });
    // 15% of 12.50 is 1.875: rounded once, half away from zero, to 1.88.
    const { checkout } = await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`));
    expect(checkout.additionalFees).toEqual([
      expect.objectContaining({
        code: 'tip',
        name: 'Tip',
        price: expect.objectContaining({ amount: '1.88' }),
      }),
    ]);
    expect(checkout.priceSummary).toMatchObject({
      subtotal: { amount: '12.50' },
      shipping: { amount: '5.00' },
      additionalFees: { amount: '1.88' },
      total: { amount: '19.38' },
    });
    expect(checkout.payNow.total.amount).toBe('19.38');
    const draft = await shopper.me.ok(await shopper.me.send('GET', `${TIPS}/draft-order/${shopper.id}`));
    expect(draft.tip).toMatchObject({ lineItemSubtotal: '12.50', amount: '1.88', distributions: [] });

    // Another visitor, and a member, learn nothing of it; the site sees it.
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await stranger.send('GET', `${TIPS}/choice/${shopper.id}`))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    const member = productsApi(atrium, await memberToken(atrium, 'tipper@example.com'));
    expect(
      applicationCode(
        await member.send('PATCH', `${TIPS}/choice`, {
          tipChoice: { tipType: 'CUSTOM', value: '1' },
          purchaseFlowId: shopper.id,
        }),
      ),
    ).toBe('CHECKOUT_NOT_FOUND');
    expect(applicationCode(await member.send('GET', `${TIPS}/draft-order/${shopper.id}`))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    expect((await ada.api.ok(await ada.api.send('GET', `${TIPS}/choice/${shopper.id}`))).tipChoice).toEqual({
      tipType: 'PERCENTAGE',
      value: '15',
    });

    // A custom amount replaces the choice; 0 takes the tip away.
    await shopper.me.ok(await choose(shopper, { tipType: 'CUSTOM', value: '3.10' }));
    const custom = (await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`))).checkout;
    expect(custom.priceSummary.total.amount).toBe('20.60');
    await shopper.me.ok(await choose(shopper, { tipType: 'PERCENTAGE', value: '0' }));
    const none = (await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`))).checkout;
    expect(none.additionalFees).toEqual([]);
    expect(none.priceSummary.total.amount).toBe('17.50');
  });

  it('follows the site’s offer: presets only, custom amounts where allowed, nothing when tips are off', async () => {
    await enable({ allowCustomAmount: false });
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    expect(applicationCode(await choose(shopper, { tipType: 'PERCENTAGE', value: '12' }))).toBe(
      'TIPS_NOT_ENABLED',
    );
    expect(applicationCode(await choose(shopper, { tipType: 'CUSTOM', value: '1' }))).toBe(
      'TIPS_NOT_ENABLED',
    );
    await shopper.me.ok(await choose(shopper, { tipType: 'AMOUNT', value: '2.00' }));
    expect(violatedFields(await choose(shopper, { tipType: 'PERCENTAGE', value: '101' }))).toEqual([
      'tipChoice.value',
    ]);
    expect(violatedFields(await choose(shopper, { value: '1' }))).toEqual(['tipChoice.tipType']);
    expect(violatedFields(await choose(shopper, { tipType: 'CUSTOM', value: '1.234' }))).toEqual([
      'tipChoice.value',
    ]);
    // Turned off: the choice no longer counts, and no new one is taken.
    await enable({ enabled: false });
    const off = (await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`))).checkout;
    expect(off.priceSummary.total.amount).toBe('17.50');
    expect(applicationCode(await choose(shopper, { tipType: 'AMOUNT', value: '2' }))).toBe(
      'TIPS_NOT_ENABLED',
    );
    await enable();
    const on = (await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`))).checkout;
    expect(on.priceSummary.total.amount).toBe('19.50');
  });

  it('cannot change once the checkout is an order', async () => {
    await enable();
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    await shopper.me.ok(await choose(shopper, { tipType: 'AMOUNT', value: '2' }));
    await shopper.me.ok(
      await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order`, { id: shopper.id }),
    );
    expect(applicationCode(await choose(shopper, { tipType: 'AMOUNT', value: '2' }))).toBe(
      'CHECKOUT_ALREADY_COMPLETED',
    );
  });
});

describe('tip preview', () => {
  it('figures the tip on the lines, rounds once, and shares it equally among the staff', async () => {
    await enable();
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const settingsId = (await admin.ok(await admin.send('GET', SETTINGS))).tipSettings.id;
    const preview = await visitor.ok(
      await visitor.send('POST', `${TIPS}/preview`, {
        lineItemInfo: [
          { lineItemId: 'a', price: '19.99', quantity: 1 },
          { lineItemId: 'b', price: '0.01', quantity: 3 },
        ],
        tipChoice: { tipType: 'PERCENTAGE', value: '15' },
        tipSettingsId: settingsId,
      }),
    );
    // 15% of 20.02 is 3.003: 3.00; two staff, 1.50 each.
    expect(preview.tip).toMatchObject({ lineItemSubtotal: '20.02', amount: '3.00' });
    expect(preview.tip.distributions.map((d: { amount: string }) => d.amount)).toEqual(['1.50', '1.50']);
    expect(preview.tip.undistributedAmount ?? null).toBeNull();

    const odd = await visitor.ok(
      await visitor.send('POST', `${TIPS}/preview`, {
        lineItemInfo: [{ price: '10' }],
        tipChoice: { tipType: 'CUSTOM', value: '0.05' },
      }),
    );
    // 0.05 between two: 0.03 and 0.02, summing to the whole.
    expect(odd.tip.distributions.map((d: { amount: string }) => d.amount)).toEqual(['0.03', '0.02']);

    expect(
      applicationCode(
        await visitor.send('POST', `${TIPS}/preview`, {
          lineItemInfo: [{ price: '10' }],
          tipChoice: { tipType: 'CUSTOM', value: '1' },
          tipSettingsId: crypto.randomUUID(),
        }),
      ),
    ).toBe('TIP_SETTINGS_NOT_FOUND');
    const bad = await visitor.send('POST', `${TIPS}/preview`, {
      lineItemInfo: [{ quantity: 2 }],
      tipChoice: { tipType: 'PERCENTAGE', value: '10' },
    });
    expect(violatedFields(bad)).toEqual(['lineItemInfo[0].price']);
    expect(violatedFields(await visitor.send('POST', `${TIPS}/preview`, { lineItemInfo: [] }))).toEqual([
      'lineItemInfo',
    ]);
  });

  it('uses a draft order’s own choice when none is given, and shows PROPORTIONAL tips undistributed', async () => {
    await enable({ splitMethod: 'PROPORTIONAL' });
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    await shopper.me.ok(await choose(shopper, { tipType: 'PERCENTAGE', value: '10' }));
    const preview = await shopper.me.ok(
      await shopper.me.send('POST', `${TIPS}/preview`, {
        lineItemInfo: [{ price: '40', quantity: 2 }],
        draftOrderId: shopper.id,
      }),
    );
    expect(preview.tip).toMatchObject({ amount: '8.00', distributions: [], undistributedAmount: '8.00' });
  });
});
