import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { violatedFields } from '../../test/wire.js';

const CARDS = '/atrium/v1/gift-cards';
let now = Date.parse('2026-11-24T10:00:00Z');
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const issue = async (giftCard: object) => admin.ok(await admin.send('POST', CARDS, { giftCard }));

describe('gift cards', () => {
  it('show their code once, keep only its hash, and tell a buyer what a code holds', async () => {
    const issued = await issue({ initialBalance: '50', note: 'Raffle prize' });
    expect(issued.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(issued.giftCard).toMatchObject({
      obfuscatedCode: `****${issued.code.slice(-4)}`,
      initialBalance: '50.00',
      balance: '50.00',
      currency: 'USD',
      status: 'ACTIVE',
    });
    const read = await admin.ok(await admin.send('GET', `${CARDS}/${issued.giftCard.id}`));
    expect(JSON.stringify(read)).not.toContain(issued.code.slice(0, 9));
    const stored = await atrium.database.db.execute('select code_hash from gift_cards' as never);
    expect(JSON.stringify(stored)).not.toContain(issued.code.replace(/-/g, ''));
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const typed = issued.code.replace(/-/g, '').toLowerCase();
    const balance = await visitor.ok(await visitor.send('POST', `${CARDS}/balance`, { code: typed }));
    expect(balance).toMatchObject({ balance: '50.00', obfuscatedCode: issued.giftCard.obfuscatedCode });
    expect(applicationCode(await visitor.send('POST', `${CARDS}/balance`, { code: 'NOTACARD1' }))).toBe(
      'GIFT_CARD_DOES_NOT_EXIST',
    );
    expect(applicationCode(await visitor.send('GET', `${CARDS}/${issued.giftCard.id}`))).toBe('FORBIDDEN');

    // A chosen code, unique per site; an ending date; disabling.
    const chosen = await issue({
      initialBalance: '5',
      code: 'WINTER-2026-GIFT',
      expirationDate: '2026-12-31T00:00:00Z',
    });
    expect(chosen.code).toBe('WINTER-2026-GIFT');
    expect(
      applicationCode(
        await admin.send('POST', CARDS, { giftCard: { initialBalance: '1', code: 'winter2026gift' } }),
      ),
    ).toBe('GIFT_CARD_CODE_TAKEN');
    now = Date.parse('2027-01-02T00:00:00Z');
    expect(applicationCode(await admin.send('POST', `${CARDS}/balance`, { code: 'WINTER-2026-GIFT' }))).toBe(
      'GIFT_CARD_EXPIRED',
    );
    now = Date.parse('2026-11-24T10:00:00Z');
    const disabled = await admin.ok(await admin.send('POST', `${CARDS}/${chosen.giftCard.id}/disable`, {}));
    expect(disabled.giftCard.status).toBe('DISABLED');
    expect(applicationCode(await admin.send('POST', `${CARDS}/balance`, { code: 'WINTER-2026-GIFT' }))).toBe(
      'GIFT_CARD_DISABLED',
    );

    const cases: Array<[object, string]> = [
      [{}, 'giftCard.initialBalance'],
      [{ initialBalance: '0' }, 'giftCard.initialBalance'],
      [{ initialBalance: '1.005' }, 'giftCard.initialBalance'],
      [{ initialBalance: '1', code: 'short' }, 'giftCard.code'],
      [{ initialBalance: '1', code: 'has spaces in it' }, 'giftCard.code'],
    ];
    for (const [giftCard, field] of cases) {
      const answer = await admin.send('POST', CARDS, { giftCard });
      expect(answer.statusCode, JSON.stringify(giftCard)).toBe(400);
      expect(violatedFields(answer)).toContain(field);
    }
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(other.site.id, 'other')).key,
    );
    expect(applicationCode(await stranger.send('GET', `${CARDS}/${issued.giftCard.id}`))).toBe(
      'GIFT_CARD_NOT_FOUND',
    );
    expect(applicationCode(await stranger.send('POST', `${CARDS}/balance`, { code: issued.code }))).toBe(
      'GIFT_CARD_DOES_NOT_EXIST',
    );
  });

  it('are never spent past their balance, however many orders redeem them at once', async () => {
    const { giftCard, code } = await issue({ initialBalance: '10' });
    const cards = atrium.modules.giftCards.service;
    const { db } = atrium.database;
    const redeem = (orderId: string) =>
      db
        .transaction((tx) => cards.redeem(tx, atrium.site.siteId, { card: code, amount: 300n, orderId }))
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? 'failed',
        );
    const results = await Promise.all(Array.from({ length: 8 }, () => redeem(crypto.randomUUID())));
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    expect(results.filter((result) => result === 'GIFT_CARD_INSUFFICIENT_BALANCE')).toHaveLength(5);
    const order = crypto.randomUUID();
    const small = () =>
      db.transaction((tx) =>
        cards.redeem(tx, atrium.site.siteId, { card: code, amount: 50n, orderId: order }),
      );
    await small();
    await small();
    const read = (await admin.ok(await admin.send('GET', `${CARDS}/${giftCard.id}`))).giftCard;
    expect(read.balance).toBe('0.50');
    const history = await admin.ok(await admin.send('GET', `${CARDS}/${giftCard.id}/transactions`));
    expect(
      history.transactions.map((entry: { type: string; amount: string }) => [entry.type, entry.amount]),
    ).toEqual([
      ['ISSUED', '10.00'],
      ['REDEEMED', '-3.00'],
      ['REDEEMED', '-3.00'],
      ['REDEEMED', '-3.00'],
      ['REDEEMED', '-0.50'],
    ]);
    expect(history.transactions.at(-1).balanceAfter).toBe('0.50');
    const page = await admin.ok(
      await admin.send('POST', `${CARDS}/query`, { query: { filter: { disabled: false } } }),
    );
    expect(page.giftCards.map((card: { id: string }) => card.id)).toContain(giftCard.id);
  });
});
