import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, visitorToken, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { CHECKOUTS, line, ORDERS, orderTestApp } from '../../../test/orders.js';
import { waitFor } from '../../../test/wait.js';
import { violatedFields } from '../../../test/wire.js';

const ME = '/atrium/v1/members/me';
const AUTH = '/_api/iam/authentication/v2';
const PASSWORD = 'a fine password';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let visitor = '';

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  visitor = await visitorToken(atrium, atrium.site.clientId);
});
afterAll(async () => atrium?.close());

/** Requests made with one caller's token. */
function sendAs(authorization: string) {
  return (method: string, url: string, payload?: object) =>
    atrium.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
}

async function tokenFor(memberId: string) {
  const tokens = await atrium.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
    headers: { authorization: `${visitor},${atrium.site.apiKey}` },
  });
  return tokens.json().access_token as string;
}

const count = async (sql: string, id: string) =>
  ((await atrium.database.executeSql(sql, [id])).rows[0] as { n: number }).n;

describe('deleting the account', () => {
  it('asks for the password, removes the member’s data, and leaves their orders with the shop, anonymised', async () => {
    const registered = await sendAs(visitor)('POST', `${AUTH}/register`, {
      loginId: { email: 'gone@example.com' },
      password: PASSWORD,
      profile: { firstName: 'Gwendolyn', lastName: 'Zebedee' },
    });
    const memberId = registered.json().identity.id as string;
    const token = await tokenFor(memberId);
    await sendAs(token)('POST', `${ME}/addresses`, { address: { country: 'GB', city: 'Bath' } });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    const picture = (
      await sendAs(token)('POST', `${ME}/picture`, { mimeType: 'image/png', data: png.toString('base64') })
    ).json().account.profile.picture as string;

    // An order the member placed, with their name, phone and street on it.
    const product = (await admin.create(mug({ name: 'Cup', priceData: { price: '8' } }))) as { id: string };
    const me = productsApi(atrium, token);
    await me.ok(
      await me.send('POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [line(product.id)] }),
    );
    const { checkoutId } = await me.ok(
      await me.send('POST', '/ecom/v1/carts/current/create-checkout', {
        channelType: 'WEB',
        email: 'gone@example.com',
        shippingAddress: { country: 'GB', city: 'Bath', postalCode: 'BA1 1AA', addressLine: '7 Zebedee Row' },
      }),
    );
    await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${checkoutId}`, {
        checkout: {
          billingInfo: {
            address: { country: 'GB', city: 'Bath', addressLine: '7 Zebedee Row' },
            contactDetails: { firstName: 'Gwendolyn', lastName: 'Zebedee', phone: '+44 7700 900123' },
          },
        },
      }),
    );
    const { orderId } = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${checkoutId}/create-order`, { id: checkoutId }),
    );

    const personal = [memberId, 'gone@example.com', 'Gwendolyn', 'Zebedee', '7700', 'Bath', 'BA1'];
    const placed = JSON.stringify((await admin.ok(await admin.send('GET', `${ORDERS}/${orderId}`))).order);
    for (const value of personal.slice(1)) expect(placed).toContain(value);

    await me.ok(
      await me.send('POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [line(product.id)] }),
    );
    expect(await count('select count(*)::int as n from carts where owner_id = $1', memberId)).toBe(1);

    const remove = (payload: object) => sendAs(token)('POST', `${ME}/delete`, payload);
    expect(violatedFields(await remove({}))).toEqual(['password']);
    expect(code(await remove({ password: 'not the password' }))).toBe('WRONG_PASSWORD');
    expect((await remove({ password: PASSWORD })).statusCode).toBe(200);

    for (const table of ['members', 'member_addresses', 'member_codes', 'member_factors', 'member_sessions'])
      expect(
        await count(
          `select count(*)::int as n from ${table} where ${table === 'members' ? 'id' : 'member_id'} = $1`,
          memberId,
        ),
      ).toBe(0);
    const served = await atrium.app.inject({ method: 'GET', url: picture.replace('http://atrium.test', '') });
    expect(served.statusCode).toBe(404);
    expect(
      code(
        await sendAs(visitor)('POST', `${AUTH}/login`, {
          loginId: { email: 'gone@example.com' },
          password: PASSWORD,
        }),
      ),
    ).toBe('-19976');
    // The token still runs for minutes: it reaches nothing and makes nothing.
    const png64 = png.toString('base64');
    for (const [method, url, payload] of [
      ['GET', `${ME}/account`, undefined],
      ['PATCH', `${ME}/profile`, { firstName: 'Back' }],
      ['POST', `${ME}/picture`, { mimeType: 'image/png', data: png64 }],
      ['DELETE', `${ME}/picture`, undefined],
      ['POST', `${ME}/email-change`, { newEmail: 'back@example.com', password: PASSWORD }],
      ['POST', `${ME}/email-change/confirm`, { code: '123456' }],
      ['POST', `${ME}/addresses`, { address: { country: 'GB' } }],
      ['POST', `${ME}/deletion-code`, {}],
      ['POST', `${ME}/delete`, { password: PASSWORD }],
      ['POST', `${AUTH}/change-password`, { currentPassword: PASSWORD, newPassword: 'another fine one' }],
    ] as const)
      expect(code(await sendAs(token)(method, url, payload)), `${method} ${url}`).toBe('MEMBER_NOT_FOUND');
    const { rows: events } = await atrium.database.executeSql(
      `select data from events where type = 'member.deleted' and entity_id = $1`,
      [memberId],
    );
    expect(events).toEqual([{ data: { memberId } }]);

    // The order stays, its money and lines intact, with nothing left that names the member.
    const unnamed = async () => {
      const { rows } = await atrium.database.executeSql('select owner_id from orders where id = $1', [
        orderId,
      ]);
      return (rows[0] as { owner_id: string | null }).owner_id === null;
    };
    await waitFor(unnamed);
    const { order } = await admin.ok(await admin.send('GET', `${ORDERS}/${orderId}`));
    expect(order.lineItems).toHaveLength(1);
    expect(order.priceSummary.subtotal.amount).toBe('8.00');
    expect(order.buyerInfo?.memberId ?? null).toBeNull();
    expect(order.buyerInfo?.email ?? null).toBeNull();
    expect(order.billingInfo?.address).toMatchObject({ country: 'GB' });
    const { rows } = await atrium.database.executeSql('select * from orders where id = $1', [orderId]);
    // The checkout the order came from keeps the same details: it is anonymised too.
    await waitFor(async () => {
      const found = await atrium.database.executeSql('select owner_id from checkouts where id = $1', [
        checkoutId,
      ]);
      return (found.rows[0] as { owner_id: string | null }).owner_id === null;
    });
    const checkout = await atrium.database.executeSql('select * from checkouts where id = $1', [checkoutId]);
    const stored = JSON.stringify(rows) + JSON.stringify(order) + JSON.stringify(checkout.rows);
    for (const value of personal) expect(stored).not.toContain(value);
    // A cart they had started after the order goes.
    await waitFor(
      async () => (await count('select count(*)::int as n from carts where owner_id = $1', memberId)) === 0,
    );
  });

  it('confirms with an emailed code for a member who has no password', async () => {
    const signedOn = await sendAs(atrium.site.apiKey)('POST', `${AUTH}/sign-on`, {
      loginId: { email: 'nopass@example.com' },
    });
    const memberId = signedOn.json().identity.id as string;
    const token = await tokenFor(memberId);
    expect((await sendAs(token)('GET', `${ME}/account`)).json().account.hasPassword).toBe(false);
    expect(violatedFields(await sendAs(token)('POST', `${ME}/delete`, {}))).toEqual(['code']);
    expect(code(await sendAs(token)('POST', `${ME}/delete`, { code: '123456' }))).toBe('CODE_EXPIRED');
    expect((await sendAs(token)('POST', `${ME}/deletion-code`, {})).json()).toEqual({
      sentTo: 'nopass@example.com',
    });
    const [mail] = await atrium.core.mail.list(atrium.site.siteId, { to: 'nopass@example.com' });
    const sent = codeIn(mail!.text);
    const wrong = sent === '000000' ? '111111' : '000000';
    expect(code(await sendAs(token)('POST', `${ME}/delete`, { code: wrong }))).toBe('INVALID_CODE');
    expect((await sendAs(token)('POST', `${ME}/delete`, { code: sent })).statusCode).toBe(200);
    expect(await count('select count(*)::int as n from members where id = $1', memberId)).toBe(0);
    const [farewell] = await atrium.core.mail.list(atrium.site.siteId, { to: 'nopass@example.com' });
    expect(farewell!.subject).toBe('Your Test site account was deleted');
  });
});

describe('deleting the account twice at once', () => {
  it('deletes once: one member.deleted event and one farewell mail', async () => {
    const registered = await sendAs(visitor)('POST', `${AUTH}/register`, {
      loginId: { email: 'twice@example.com' },
      password: PASSWORD,
    });
    const memberId = registered.json().identity.id as string;
    const token = await tokenFor(memberId);
    const answers = await Promise.all(
      [1, 2].map(() => sendAs(token)('POST', `${ME}/delete`, { password: PASSWORD })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(answers.map(code).filter(Boolean)).toEqual(['MEMBER_NOT_FOUND']);
    expect(
      await count(
        `select count(*)::int as n from events where type = 'member.deleted' and entity_id = $1`,
        memberId,
      ),
    ).toBe(1);
    const farewells = await atrium.core.mail.list(atrium.site.siteId, { to: 'twice@example.com' });
    expect(farewells.filter((mail) => mail.subject.includes('was deleted'))).toHaveLength(1);
  });
});
