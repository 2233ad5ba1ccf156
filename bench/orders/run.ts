// Placing and charging orders from checkouts (create-order-and-charge with a sandbox card) on one running server
// on PostgreSQL, next to its floor measured in the same run:
// the same rows written with hand-written SQL in one transaction (floor.ts), on the same server (server.ts).
// Each order needs a checkout of its own, so the bench makes 2 × BENCH_ORDERS checkouts first (default 200 per
// side), through the API as visitors would (two lines each: a mug with tracked stock and a plate without; an
// email and an address; the site ships anywhere for a flat fee), then places them BENCH_CONCURRENCY at a time
// (default 10), in BENCH_ROUNDS rounds (default 2) alternating route and floor. It prints orders per second and
// the latencies of each side and the ratio route/floor (goal 0.3: the route prices the checkout through the
// totals engine before its transaction), and checks that every order took its stock once.
// DATABASE_URL names the PostgreSQL server on which a fresh database is made and dropped (default
// postgres://postgres@127.0.0.1:5432/test).
import path from 'node:path';
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';
import { call, type Caller } from '../cart/fixtures.js';
import { atrium, benchEnvironment, freePort, startNodeServer } from '../lib/server.js';
import { FLOOR_PREFIX } from '../lib/paths.js';
import { latencies, paidCheckout } from './shopper.js';
import { latencyLine } from '../lib/sides.js';

const PER_SIDE = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SERVER = path.resolve(import.meta.dirname, 'server.ts');
const GOAL = 0.3;
const STOCK = 1_000_000;

interface Ready {
  authorization: string;
  checkoutId: string;
  paymentToken: string;
}

/** Runs the tasks `CONCURRENCY` at a time; each one's milliseconds, and the whole run's. */
async function pool(tasks: Array<() => Promise<void>>) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        const began = performance.now();
        await task();
        times.push(performance.now() - began);
      }
    }),
  );
  return { times, elapsed: performance.now() - start };
}

async function post({ url, authorization }: Caller, route: string, body: unknown = {}) {
  const answer = await fetch(url + route, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
}

/** The two products every checkout buys (the mug's stock tracked) and the flat-fee shipping option. */
async function catalogue(seller: Caller) {
  const product = async (name: string, stock: object) =>
    (
      await call<{ product: { id: string } }>(seller, '/atrium/v1/products', {
        product: { name, priceData: { price: '12.50' }, stock },
      })
    ).product.id;
  const mug = await product('Bench mug', { trackInventory: true, quantity: STOCK });
  const plate = await product('Bench plate', { trackInventory: false });
  await call(seller, '/ecom/v1/shipping-options', {
    shippingOption: { title: 'Flat', rates: [{ amount: '5' }] },
  });
  const lines = [mug, plate].map((id) => ({
    quantity: 1,
    catalogReference: { appId: ECOM_CATALOG_APP_ID, catalogItemId: id },
  }));
  return { mug, lines };
}

/** Both sides' checkouts, made through the API as visitors would, then vacuumed and analysed. */
async function checkouts(
  url: string,
  clientId: string,
  lines: Awaited<ReturnType<typeof catalogue>>['lines'],
) {
  const ready: Ready[] = [];
  const made = await pool(
    Array.from({ length: 2 * PER_SIDE }, () => async () => {
      ready.push(await paidCheckout(url, clientId, lines));
    }),
  );
  console.log(`${ready.length} checkouts made in ${(made.elapsed / 1000).toFixed(1)} s`);
  const vacuum = await fetch(`${url}/bench/vacuum`, { method: 'POST' });
  if (!vacuum.ok) throw new Error(`vacuum analyze: ${vacuum.status}`);
  return ready;
}

/** Places the checkouts, route and floor alternating in ROUNDS rounds; each side's times. */
async function place(url: string, siteId: string, ready: Ready[]) {
  const sides = {
    route: { times: [] as number[], elapsed: 0 },
    floor: { times: [] as number[], elapsed: 0 },
  };
  const perRound = Math.floor(PER_SIDE / ROUNDS);
  for (let round = 0; round < ROUNDS; round++)
    for (const side of ['route', 'floor'] as const) {
      const batch = ready.splice(0, perRound);
      const measured = await pool(
        batch.map(
          ({ authorization, checkoutId, paymentToken }) =>
            () =>
              side === 'route'
                ? post({ url, authorization }, `/ecom/v1/checkouts/${checkoutId}/create-order-and-charge`, {
                    id: checkoutId,
                    paymentToken,
                  })
                : post(
                    { url, authorization: '' },
                    `${FLOOR_PREFIX}place?${new URLSearchParams({ siteId, checkoutId })}`,
                  ),
        ),
      );
      sides[side].times.push(...measured.times);
      sides[side].elapsed += measured.elapsed;
    }
  return { sides, perRound };
}

function report({ sides, perRound }: Awaited<ReturnType<typeof place>>) {
  const route = latencies(sides.route.times, sides.route.elapsed);
  const floor = latencies(sides.floor.times, sides.floor.elapsed);
  const ratio = route.rate / floor.rate;
  console.log(
    `\nbench/orders on PostgreSQL: ${perRound * ROUNDS} orders per side, ${CONCURRENCY} at a time, ${ROUNDS} rounds`,
  );
  for (const [name, r] of [
    ['create-order-and-charge', route],
    ['floor (hand-written SQL)', floor],
  ] as const)
    console.log(latencyLine(name, r, 'orders/s'));
  console.log(
    `route/floor ${ratio.toFixed(2)} (goal ${GOAL}: ${ratio >= GOAL ? 'met' : 'missed'}); stock taken once per order: checked`,
  );
}

async function main() {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const environment = await benchEnvironment(await freePort());
  const env: NodeJS.ProcessEnv = { ...environment.env, ATRIUM_RATE_LIMITS: 'false' };
  try {
    const site = atrium(env, ['create-site', '--name', 'Bench']);
    const key = atrium(env, ['create-api-key', '--site', site.siteId!]);
    const server = await startNodeServer(env, ['--import', 'tsx', SERVER]);
    try {
      const url = server.url;
      const seller = { url, authorization: key.apiKey! };
      const { mug, lines } = await catalogue(seller);
      const ready = await checkouts(url, site.clientId!, lines);
      const placing = await place(url, site.siteId!, ready);
      const placed = placing.perRound * ROUNDS * 2;
      const { product: after } = await call<{ product: { stock: { quantity: number } } }>(
        seller,
        `/atrium/v1/products/${mug}`,
      );
      if (after.stock.quantity !== STOCK - placed)
        throw new Error(`stock: ${after.stock.quantity}, expected ${STOCK - placed}`);
      report(placing);
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
