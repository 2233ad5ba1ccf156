import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { violatedFields } from '../../test/wire.js';

const TOKENS = '/atrium/v1/payments/sandbox/tokens';
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
let now = Date.parse('2026-11-24T10:00:00Z');
let atrium: TestAtrium;
let shopper: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  shopper = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
});
afterAll(async () => atrium?.close());

const sandbox = () => atrium.modules.payments.providers.get('sandbox')!;
async function tokenFor(number: string) {
  return (await shopper.ok(await shopper.send('POST', TOKENS, { card: card(number) }))).token as string;
}
const charge = (
  token: string,
  {
    amount = 1000n,
    capture = true,
    siteId = atrium.site.siteId,
  }: { amount?: bigint; capture?: boolean; siteId?: string } = {},
) => sandbox().authorize({ siteId, token, amount, currency: 'USD', capture, reference: 'order-1' });

describe('the sandbox payment provider', () => {
  it('tokenises a test card without keeping its number, and charges the token once', async () => {
    const answer = await shopper.ok(
      await shopper.send('POST', TOKENS, {
        card: { ...card('4242 4242 4242 4242'), expMonth: 11, expYear: 2026 },
      }),
    );
    expect(answer).toEqual({
      token: expect.stringMatching(/^tok_sandbox_[\w-]{32}$/),
      card: { brand: 'VISA', last4: '4242', expMonth: 11, expYear: 2026 },
      expiresDate: '2026-11-24T10:30:00.000Z',
    });
    const stored = await atrium.database.db.execute('select * from sandbox_tokens' as never);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored)).not.toContain(answer.token);
    expect(await charge(answer.token)).toEqual({
      status: 'CAPTURED',
      paymentId: expect.any(String),
      method: { brand: 'VISA', last4: '4242' },
    });
    expect(await charge(answer.token)).toMatchObject({ status: 'DECLINED', declineCode: 'INVALID_TOKEN' });
  });

  it('declines the test cards as their names say, and tokens that expired or belong to another site', async () => {
    const declines: Array<[string, string]> = [
      ['4000000000000002', 'CARD_DECLINED'],
      ['4000000000009995', 'INSUFFICIENT_FUNDS'],
      ['4000000000000069', 'EXPIRED_CARD'],
      ['4000000000000127', 'INCORRECT_CVC'],
      ['4000000000000119', 'PROCESSING_ERROR'],
    ];
    for (const [number, declineCode] of declines)
      expect(await charge(await tokenFor(number)), number).toMatchObject({ status: 'DECLINED', declineCode });
    const late = await tokenFor('5555555555554444');
    now += 31 * 60_000;
    expect(await charge(late)).toMatchObject({ declineCode: 'INVALID_TOKEN' });
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    expect(await charge(await tokenFor('4242424242424242'), { siteId: other.site.id })).toMatchObject({
      declineCode: 'INVALID_TOKEN',
    });
  });

  it('refuses what is not a usable test card, storing nothing', async () => {
    const count = async () =>
      JSON.stringify(await atrium.database.db.execute('select count(*) from sandbox_tokens' as never));
    const before = await count();
    const bad: Array<[object, string]> = [
      [{}, 'card'],
      [{ card: card('4111111111111111') }, 'card.number'],
      [{ card: card('4242-4242-4242-424x') }, 'card.number'],
      [{ card: { ...card('4242424242424242'), expMonth: 13 } }, 'card.expMonth'],
      [{ card: { ...card('4242424242424242'), expMonth: '12' } }, 'card.expMonth'],
      [{ card: { ...card('4242424242424242'), expYear: 2025 } }, 'card.expYear'],
      [{ card: { ...card('4242424242424242'), cvc: '12' } }, 'card.cvc'],
      [{ card: { ...card('4242424242424242'), cvc: '12\u00003' } }, 'card.cvc'],
      [{ card: { ...card('4242424242424242'), number: '4'.repeat(31) } }, 'card.number'],
    ];
    for (const [body, field] of bad) {
      const answer = await shopper.send('POST', TOKENS, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(before);
    expect(
      (await atrium.app.inject({ method: 'POST', url: TOKENS, payload: { card: card('4242424242424242') } }))
        .statusCode,
    ).toBe(401);
  });

  it('captures, voids and refunds within what its ledger holds', async () => {
    const held = await charge(await tokenFor('4242424242424242'), { capture: false });
    expect(held.status).toBe('AUTHORIZED');
    const paymentId = held.status === 'AUTHORIZED' ? held.paymentId : '';
    const on = { siteId: atrium.site.siteId, paymentId };
    expect(await sandbox().capture({ ...on, amount: 600n })).toEqual({ status: 'SUCCEEDED' });
    expect(await sandbox().capture({ ...on, amount: 500n })).toMatchObject({ status: 'FAILED' });
    expect(await sandbox().void(on)).toMatchObject({ status: 'FAILED' });
    expect(await sandbox().refund({ ...on, amount: 700n, reference: 'r' })).toMatchObject({
      status: 'FAILED',
    });
    expect(await sandbox().refund({ ...on, amount: 600n, reference: 'r' })).toMatchObject({
      status: 'SUCCEEDED',
    });
    const other = await charge(await tokenFor('4242424242424242'), { amount: 500n, capture: false });
    const otherId = other.status === 'AUTHORIZED' ? other.paymentId : '';
    expect(await sandbox().void({ siteId: atrium.site.siteId, paymentId: otherId })).toEqual({
      status: 'SUCCEEDED',
    });
    expect(
      await sandbox().capture({ siteId: atrium.site.siteId, paymentId: otherId, amount: 1n }),
    ).toMatchObject({
      status: 'FAILED',
    });
  });

  it('charges a token once and refunds a payment once when asked in parallel', async () => {
    const token = await tokenFor('4242424242424242');
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => charge(token, { amount: 2500n })));
    const captured = outcomes.filter((outcome) => outcome.status === 'CAPTURED');
    expect(captured).toHaveLength(1);
    const paymentId = captured[0]!.status === 'CAPTURED' ? captured[0]!.paymentId : '';
    const refunds = await Promise.all(
      Array.from({ length: 6 }, () =>
        sandbox().refund({ siteId: atrium.site.siteId, paymentId, amount: 2500n, reference: 'r' }),
      ),
    );
    expect(refunds.filter((refund) => refund.status === 'SUCCEEDED')).toHaveLength(1);
  });
});
