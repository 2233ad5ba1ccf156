// A server process for the crash test (services/orders/crash.test.ts), which kills it with SIGKILL: the whole app
// on the test's PostgreSQL database, placing orders as visitors would, several at a time, until it is killed. It
// says on stdout what it does, one line each: `ready`, `begin <checkoutId>` just before a create-order-and-charge
// and `done <checkoutId> <status>` when it answers, so that the test knows which orders were under way when it
// struck. Its jobs are left to the server the test starts afterwards, which delivers the events.
//
// Run with `node --import tsx crash-worker.ts`; its environment names the database (CRASH_DATABASE_URL), the
// site's OAuth client (CRASH_CLIENT_ID), the products to buy (CRASH_PRODUCTS, comma-separated), a data folder
// (CRASH_DATA_DIR) and how many buyers run at once (CRASH_BUYERS).
import path from 'node:path';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { connect } from '../core/db/index.js';

const env = process.env;
const [databaseUrl, clientId, dataDir] = [env.CRASH_DATABASE_URL, env.CRASH_CLIENT_ID, env.CRASH_DATA_DIR];
const products = (env.CRASH_PRODUCTS ?? '').split(',').filter(Boolean);
const buyers = Number(env.CRASH_BUYERS ?? 4);
if (!databaseUrl || !clientId || !dataDir || !products.length)
  throw new Error(
    'crash-worker needs CRASH_DATABASE_URL, CRASH_CLIENT_ID, CRASH_DATA_DIR and CRASH_PRODUCTS',
  );

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const address = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' };
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

const database = await connect({ databaseUrl, poolSize: buyers + 2 });
const config = readConfig(
  {},
  {
    logLevel: 'silent',
    publicUrl: 'http://atrium.test',
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    jobs: false,
    rateLimits: false,
    strictErrorCodes: true,
  },
);
const { app } = await buildApp({ config, database, logger: false });

/** Who calls, and what they send. */
interface Credentials {
  authorization: string;
  payload?: object;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function send(method: 'GET' | 'POST', url: string, { authorization, payload }: Credentials) {
  const answer = await app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
  if (answer.statusCode >= 500) process.stderr.write(`${url}: ${answer.statusCode} ${answer.body}\n`);
  return answer;
}

async function ok(method: 'GET' | 'POST', url: string, request: Credentials) {
  const answer = await send(method, url, request);
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/** One visitor: a cart of one or two products, its checkout, a card token, and the order charged to it. */
async function buyOnce() {
  const grant = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grantType: 'anonymous', clientId },
  });
  const authorization = `Bearer ${(grant.json() as { access_token: string }).access_token}`;
  const picked = products.filter(() => Math.random() < 0.6);
  const lineItems = (picked.length ? picked : [products[0]!]).map((catalogItemId) => ({
    quantity: 1 + Math.floor(Math.random() * 3),
    catalogReference: { appId: APP_ID, catalogItemId },
  }));
  await ok('POST', '/ecom/v1/carts/current/add-to-cart', { authorization, payload: { lineItems } });
  const created = await send('POST', '/ecom/v1/carts/current/create-checkout', {
    authorization,
    payload: { channelType: 'WEB', email: 'crash@example.com', shippingAddress: address },
  });
  // A product sold out before the cart was made: the visitor goes elsewhere.
  if (created.statusCode !== 200) return;
  const { checkoutId } = created.json() as { checkoutId: string };
  const { token } = await ok('POST', '/atrium/v1/payments/sandbox/tokens', {
    authorization,
    payload: { card },
  });
  say(`begin ${checkoutId}`);
  const placed = await send('POST', `/ecom/v1/checkouts/${checkoutId}/create-order-and-charge`, {
    authorization,
    payload: { id: checkoutId, paymentToken: token },
  });
  say(`done ${checkoutId} ${placed.statusCode}`);
}

say('ready');
await Promise.all(
  Array.from({ length: buyers }, async () => {
    for (;;) await buyOnce();
  }),
);
