import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { CHECKOUTS, line, orderTestApp } from '../../test/orders.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const TEMPLATES = '/ecom/v1/checkout-templates';
const PAGE_TOKEN = '/atrium/v1/hosted/checkout-token';
const SAME_ORIGIN = { origin: 'http://atrium.test', 'sec-fetch-site': 'same-origin' };
const BROWSER = { accept: 'text/html,application/xhtml+xml' };

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let siteId = '';
let cupId = '';

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  siteId = atrium.site.siteId;
  cupId = (await admin.create(mug({ name: 'Linked cup', priceData: { price: '10' } }))).id;
  await admin.ok(
    await admin.send('POST', '/atrium/v1/coupons', {
      coupon: { code: 'LINK10', type: 'PERCENTAGE', percentage: 10 },
    }),
  );
});
afterAll(async () => atrium?.close());

const template = async (fields: object) =>
  (await admin.ok(await admin.send('POST', TEMPLATES, { checkoutTemplate: fields }))).checkoutTemplate
    .id as string;
const fromTemplate = (caller: ReturnType<typeof productsApi>, id: string, site = siteId) =>
  caller.send('POST', `${TEMPLATES}/${id}/create-checkout-from-template`, { siteId: site });
const link = (id: string, site = siteId, headers: Record<string, string> = {}) =>
  atrium.app.inject({
    url: `${TEMPLATES}/${id}/create-and-redirect-to-checkout?siteId=${site}`,
    headers,
  });
const visitor = async () => productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));

describe('making a checkout from a template', () => {
  it("gives a visitor their own checkout, priced from the catalogue now, with the site's custom lines", async () => {
    const id = await template({
      lineItems: [line(cupId, 2)],
      customLineItems: [{ quantity: 1, price: '3', productName: { original: 'Engraving' } }],
      couponCode: 'LINK10',
    });
    await admin.patch(cupId, { priceData: { price: '12' } });
    const me = await visitor();
    const made = await me.ok(await fromTemplate(me, id));
    expect(made.checkoutUrl).toMatch(/^http:\/\/atrium\.test\/hosted\/checkout\?session=/);
    expect(made.purchaseFlowId).toMatch(/^[0-9a-f-]{36}$/);
    const { checkout } = await me.ok(await me.send('GET', `${CHECKOUTS}/${made.checkoutId}`));
    expect(checkout.lineItems.map((l: { price: { amount: string } }) => l.price.amount)).toEqual([
      '12.00',
      '3.00',
    ]);
    expect(checkout.priceSummary).toMatchObject({
      subtotal: { amount: '27.00' },
      discount: { amount: '2.70' },
    });
    const used = (await outboxEvents(atrium)).filter((e) => e.type === 'checkout_template.used');
    expect(used.at(-1)?.data).toEqual({ checkoutTemplateId: id, checkoutId: made.checkoutId });
  });

  it('refuses inactive, unknown and other sites’ templates, and another siteId', async () => {
    const id = await template({ lineItems: [line(cupId)], status: 'INACTIVE' });
    const me = await visitor();
    expect(code(await fromTemplate(me, id))).toBe('CHECKOUT_TEMPLATE_INACTIVE');
    expect(code(await link(id, siteId, BROWSER))).toBe('CHECKOUT_TEMPLATE_INACTIVE');
    const unknown = crypto.randomUUID();
    expect(code(await fromTemplate(me, unknown))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    expect(code(await link(unknown))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');

    const active = await template({ lineItems: [line(cupId)] });
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(atrium, (await atrium.modules.sites.createApiKey(other.site.id, 'o')).key);
    expect(code(await fromTemplate(stranger, active, other.site.id))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    expect(code(await fromTemplate(stranger, active, siteId))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    expect(code(await fromTemplate(me, active, other.site.id))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    expect(code(await link(active, other.site.id))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    expect(code(await link(active, crypto.randomUUID()))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');

    const coupon = await template({ lineItems: [line(cupId)], couponCode: 'NO-SUCH' });
    expect(code(await fromTemplate(me, coupon))).toBe('COUPON_DOES_NOT_EXIST');
    expect(
      violatedFields(await me.send('POST', `${TEMPLATES}/${active}/create-checkout-from-template`, {})),
    ).toEqual(['siteId']);
    expect(violatedFields(await link(active, 'not-a-site'))).toEqual(['siteId']);
    expect(violatedFields(await link(active, `${siteId}%00`))).toContain('siteId');
  });

  it('sends a browser with no credentials to a checkout with no buyer, which the hosted page adopts', async () => {
    const id = await template({ lineItems: [line(cupId)] });
    const browser = await link(id, siteId, BROWSER);
    expect(browser.statusCode).toBe(302);
    const location = new URL(String(browser.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://atrium.test/hosted/checkout');
    const page = await atrium.app.inject({
      method: 'POST',
      url: PAGE_TOKEN,
      payload: { sessionId: location.searchParams.get('session') },
      headers: SAME_ORIGIN,
    });
    expect(page.json()).toMatchObject({ role: 'visitor' });
    const buyer = productsApi(atrium, page.json().accessToken);
    const { checkout } = await buyer.ok(await buyer.send('GET', `${CHECKOUTS}/${page.json().checkoutId}`));
    expect(checkout.lineItems).toHaveLength(1);

    const described = await link(id);
    expect(described.statusCode).toBe(200);
    const answer = described.json();
    expect(answer).toMatchObject({ body: '', statusCode: 302 });
    expect(answer.headers).toEqual([{ key: 'Location', value: expect.stringMatching(/\/hosted\/checkout/) }]);
  });

  it('links as the caller when credentials come with the link, and gives an API key a checkout with no buyer', async () => {
    const id = await template({ lineItems: [line(cupId)] });
    const token = await visitorToken(atrium, atrium.site.clientId);
    const answer = (await link(id, siteId, { authorization: token })).json();
    expect(answer.statusCode).toBe(302);
    const other = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    expect(code(await link(id, other.site.id, { authorization: token }))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    const viaKey = await admin.ok(await fromTemplate(admin, id));
    const { checkout } = await admin.ok(await admin.send('GET', `${CHECKOUTS}/${viaKey.checkoutId}`));
    expect(checkout.createdBy.visitorId ?? checkout.createdBy.memberId ?? null).toBeNull();
    expect(code(await link(id, siteId, { authorization: 'Bearer not-a-token' }))).toBe('INVALID_TOKEN');
  });
});
