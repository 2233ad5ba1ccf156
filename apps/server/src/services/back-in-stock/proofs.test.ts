// The proofs the issue asks of back-in-stock mail: with two job workers on one database (PostgreSQL only: two
// servers, each with its own pool), every waiting shopper is mailed exactly once however many restocks and
// reports race; and with a real SMTP peer, a refused delivery leaves the request FAILED with the reason while
// the others are NOTIFICATION_SENT.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type Atrium } from '../../app.js';
import { connect } from '../../core/db/index.js';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { onPostgres } from '../../test/database.js';
import { mug, productsApi } from '../../test/catalog.js';
import { APP_ID } from '../../test/orders.js';
import { jobsSettled, waitFor } from '../../test/wait.js';

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const SHOPPERS = 20;

async function waitingShoppers(atrium: TestAtrium, productId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await atrium.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: atrium.site.apiKey },
      payload: {
        request: {
          email: `shopper${i}@example.com`,
          catalogReference: { appId: APP_ID, catalogItemId: productId },
        },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    ids.push(answer.json().request.id);
  }
  return ids;
}

describe.runIf(onPostgres)('two job workers on one database (PostgreSQL only)', () => {
  let atrium: TestAtrium;
  let second: Atrium | undefined;
  afterAll(async () => {
    await second?.app.close();
    await atrium?.close();
  });

  it('mails each waiting shopper once while restocks and reports race on both', async () => {
    atrium = await createTestApp({ config: { rateLimits: false } });
    const { siteId } = atrium.site;
    const database = await connect({ databaseUrl: atrium.database.url!, poolSize: 5 });
    second = await buildApp({ config: { ...atrium.config, jobs: true }, database, logger: false });
    const workers = [atrium, second];
    const product = await productsApi(atrium).create(mug({ stock: { trackInventory: true, quantity: 0 } }));
    const ids = await waitingShoppers(atrium, product.id, SHOPPERS);
    const report = () =>
      workers[1]!.app.inject({
        method: 'POST',
        url: `${BASE}/report-items-back-in-stock`,
        headers: { authorization: atrium.site.apiKey },
        payload: { requestIds: ids.slice(0, SHOPPERS / 2) },
      });
    await Promise.all([
      productsApi(atrium).inventory([{ productId: product.id, setQuantity: 5 }]),
      ...workers.flatMap((worker) =>
        [1, 2, 3].map(() => worker.modules.backInStock.notifier.restocked(siteId, product.id)),
      ),
      report(),
      report(),
    ]);
    await jobsSettled(atrium.database, ['back-in-stock.restocked']);
    const mail = await atrium.core.mail.list(siteId, { limit: 200 });
    const byAddress = new Map<string, number>();
    for (const message of mail) byAddress.set(message.to, (byAddress.get(message.to) ?? 0) + 1);
    expect(byAddress.size).toBe(SHOPPERS);
    expect([...byAddress.values()].every((n) => n === 1)).toBe(true);
    const { rows } = await atrium.database.executeSql(
      `select status, count(*)::int as n from back_in_stock_requests where site_id = $1 group by status`,
      [siteId],
    );
    expect(rows).toEqual([{ status: 'NOTIFICATION_SENT', n: SHOPPERS }]);
  });
});

describe('delivery through a real SMTP peer', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  let atrium: TestAtrium;
  afterAll(async () => {
    await atrium?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('is NOTIFICATION_SENT once the peer takes the mail, or FAILED with the reason when it refuses it', async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    atrium = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, rateLimits: false } });
    const product = await productsApi(atrium).create(mug({ stock: { trackInventory: true, quantity: 0 } }));
    const ask = async (email: string) =>
      (
        await atrium.app.inject({
          method: 'POST',
          url: BASE,
          headers: { authorization: atrium.site.apiKey },
          payload: { request: { email, catalogReference: { appId: APP_ID, catalogItemId: product.id } } },
        })
      ).json().request.id as string;
    const good = await ask('good@example.com');
    const bounce = await ask('bounce@example.com');
    await productsApi(atrium).inventory([{ productId: product.id, setQuantity: 1 }]);
    const status = async (id: string) => {
      const { rows } = await atrium.database.executeSql(
        'select status, failure_reason from back_in_stock_requests where id = $1',
        [id],
      );
      return rows[0] as { status: string; failure_reason: string | null };
    };
    await waitFor(async () => (await status(good)).status === 'NOTIFICATION_SENT');
    await waitFor(async () => (await status(bounce)).status === 'FAILED');
    expect(received).toEqual(['good@example.com']);
    expect((await status(bounce)).failure_reason).toMatch(/550|mailbox unavailable/);
  });
});
