import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';
import { mergeSettings } from './settings.js';

const SETTINGS = '/ecom/v1/checkout-settings';
let now = Date.parse('2026-11-24T12:00:00Z');
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let visitor: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  admin = productsApi(atrium);
  visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
});
afterAll(async () => atrium?.close());

const patch = async (checkoutSettings: object) =>
  (await admin.ok(await admin.send('PATCH', SETTINGS, { checkoutSettings }))).checkoutSettings;

describe('checkout settings', () => {
  it('start from defaults any buyer can read, and change only what an update names', async () => {
    const first = (await visitor.ok(await visitor.send('GET', SETTINGS))).checkoutSettings;
    expect(first).toMatchObject({
      checkoutFields: { giftCardRedeemEnabled: true, delayCaptureEnabled: false },
      checkoutBrand: { header: { alignment: 'CENTER' } },
      checkoutBillingFields: 'MINIMUM_REQUIRED_FIELDS',
      createdDate: null,
    });
    const terms = { visible: true, content: 'Returns within 30 days.' };
    const set = await patch({
      checkoutPolicies: { termsAndConditions: terms },
      checkoutBrand: { header: { text: 'Kiln & Co', logo: { size: 'LARGE' } } },
    });
    expect(set).toMatchObject({
      checkoutPolicies: { termsAndConditions: terms },
      checkoutBrand: { header: { text: 'Kiln & Co', logo: { size: 'LARGE' }, alignment: 'CENTER' } },
      createdDate: '2026-11-24T12:00:00.000Z',
    });
    now += 60_000;
    const later = await patch({
      checkoutBrand: { global: { buttonColor: '#1A2B3C' }, header: { text: null } },
      checkoutFields: { delayCaptureEnabled: true },
    });
    expect(later.checkoutPolicies.termsAndConditions).toEqual(terms);
    expect(later.checkoutBrand.header).toMatchObject({ text: null, logo: { size: 'LARGE' } });
    expect(later.checkoutBrand.global.buttonColor).toBe('#1A2B3C');
    expect(later.checkoutFields).toMatchObject({ delayCaptureEnabled: true, giftCardRedeemEnabled: true });
    expect(later.updatedDate).toBe('2026-11-24T12:01:00.000Z');
    const events = await outboxEvents(atrium);
    expect(events.filter((event) => event.type === 'checkout_settings.updated')).toHaveLength(2);
  });

  it('keep both of two updates made at once', async () => {
    await Promise.all([
      patch({ checkoutPolicies: { privacyPolicy: { visible: true, content: 'We keep little.' } } }),
      patch({ checkoutPolicies: { returnPolicy: { visible: true, content: '30 days.' } } }),
      patch({ checkoutBrand: { footer: { dividerColor: '#fff' } } }),
    ]);
    const read = (await visitor.ok(await visitor.send('GET', SETTINGS))).checkoutSettings;
    expect(read.checkoutPolicies.privacyPolicy.content).toBe('We keep little.');
    expect(read.checkoutPolicies.returnPolicy.content).toBe('30 days.');
    expect(read.checkoutBrand.footer.dividerColor).toBe('#fff');
  });

  it('refuse bad values and buyers, changing nothing', async () => {
    const before = (await admin.ok(await admin.send('GET', SETTINGS))).checkoutSettings;
    const bad: Array<[object, string]> = [
      [
        { checkoutBrand: { global: { buttonColor: 'red' } } },
        'checkoutSettings.checkoutBrand.global.buttonColor',
      ],
      [{ checkoutBrand: { header: { text: 'x'.repeat(56) } } }, 'checkoutSettings.checkoutBrand.header.text'],
      [
        { checkoutBrand: { header: { alignment: 'LEFT' } } },
        'checkoutSettings.checkoutBrand.header.alignment',
      ],
      [
        { checkoutBrand: { mainSection: { cornerRadius: 101 } } },
        'checkoutSettings.checkoutBrand.mainSection.cornerRadius',
      ],
      [
        { checkoutPolicies: { contactUs: { content: 'x'.repeat(20_001) } } },
        'checkoutSettings.checkoutPolicies.contactUs.content',
      ],
      [
        { checkoutPolicies: { contactUs: { content: 'a\u0000b' } } },
        'checkoutSettings.checkoutPolicies.contactUs.content',
      ],
      [{ checkoutFields: { mitEnabled: 'yes' } }, 'checkoutSettings.checkoutFields.mitEnabled'],
      [
        { checkoutBrand: { footer: { backgroundFill: { image: 'javascript:alert(1)' } } } },
        'checkoutSettings.checkoutBrand.footer.backgroundFill.image',
      ],
    ];
    for (const [checkoutSettings, field] of bad) {
      const answer = await admin.send('PATCH', SETTINGS, { checkoutSettings });
      expect(answer.statusCode, JSON.stringify(checkoutSettings)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(checkoutSettings)).toContain(field);
    }
    expect(violatedFields(await admin.send('PATCH', SETTINGS, {}))).toContain('checkoutSettings');
    expect(applicationCode(await visitor.send('PATCH', SETTINGS, { checkoutSettings: {} }))).toBe(
      'FORBIDDEN',
    );
    expect((await admin.ok(await admin.send('GET', SETTINGS))).checkoutSettings).toEqual(before);
  });

  it('merge object by object: null clears, what is not named stays', () => {
    expect(mergeSettings({ a: { b: 1, c: 2 }, d: 3 }, { a: { b: null }, e: 4 })).toEqual({
      a: { b: null, c: 2 },
      d: 3,
      e: 4,
    });
  });
});
