// A member who deletes their account: the abandoned checkout the sweep kept of theirs keeps nothing that names
// them, and no recovery mail follows them after their farewell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abandonedTestApp, HOUR, type AbandonedTestApp } from '../../test/abandoned.js';
import { line } from '../../test/orders.js';
import { productsApi } from '../../test/catalog.js';
import { visitorToken } from '../../test/app.js';
import { waitFor } from '../../test/wait.js';

let t: AbandonedTestApp;
beforeAll(async () => {
  t = await abandonedTestApp();
});
afterAll(async () => t?.atrium.close());

const EMAIL = 'leaving@example.com';
const PASSWORD = 'a fine password';

/** A fresh member token (the moved clock outruns the first one). */
async function tokenFor(memberId: string) {
  const visitor = await visitorToken(t.atrium, t.atrium.site.clientId);
  const tokens = await t.atrium.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
    headers: { authorization: `${visitor},${t.atrium.site.apiKey}` },
  });
  return tokens.json().access_token as string;
}

describe('a deleted member’s abandoned checkout', () => {
  it('loses the buyer’s email and contact, and sends no more recovery mail', async () => {
    const visitor = await visitorToken(t.atrium, t.atrium.site.clientId);
    const registered = await t.atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: EMAIL }, password: PASSWORD },
      headers: { authorization: visitor },
    });
    const memberId = registered.json().identity.id as string;
    const me = productsApi(t.atrium, await tokenFor(memberId));
    await me.ok(
      await me.send('POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [line(t.productId)] }),
    );
    const { checkoutId } = await me.ok(
      await me.send('POST', '/ecom/v1/carts/current/create-checkout', {
        channelType: 'WEB',
        email: EMAIL,
        shippingAddress: { country: 'GB', city: 'Bath', addressLine: '7 Zebedee Row' },
      }),
    );
    t.time.advance(HOUR);
    await t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
    const kept = async () =>
      (
        await t.atrium.database.executeSql(
          'select buyer_email, snapshot, owner_id, deleted_at from abandoned_checkouts where checkout_id = $1',
          [checkoutId],
        )
      ).rows[0] as {
        buyer_email: string;
        snapshot: unknown;
        owner_id: string | null;
        deleted_at: Date | null;
      };
    expect((await kept()).buyer_email).toBe(EMAIL);

    const deleted = await t.atrium.app.inject({
      method: 'POST',
      url: '/atrium/v1/members/me/delete',
      headers: { authorization: await tokenFor(memberId) },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    await waitFor(async () => (await kept()).deleted_at !== null);
    const row = await kept();
    expect(JSON.stringify(row)).not.toContain(EMAIL);
    expect(JSON.stringify(row)).not.toContain(memberId);
    expect(JSON.stringify(row)).not.toContain('Zebedee');
    // The first recovery mail was due an hour after the checkout was found abandoned.
    t.time.advance(HOUR);
    await t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
    expect(await t.mailsTo(EMAIL)).toEqual([]);
  });
});
