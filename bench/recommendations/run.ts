// getRecommendation RELATED_ITEMS over 100 000 orders of one site, next to its floor measured in the same run: the
// hand-written co-purchase query (the top 100 products bought with the asked ones) on the same table, for the same
// items, by a route of the same server process (lib/floor-server.ts says how).
//
// The shop: BENCH_RECO_PRODUCTS copies of one product made through the API (default 2 000; one in twenty hidden)
// and BENCH_RECO_ORDERS orders' worth of co-purchase pairs and daily sales (default 100 000; seed.ts draws the
// baskets), written in SQL as the order-events job would have written them. One more order is placed through
// the checkout routes, and the run waits until the job has counted it. The asked items: one product (a product
// page) or three (a cart), from best sellers to the long tail. BENCH_CONCURRENCY requests at a time (default 2),
// BENCH_SECONDS per side and round (default 3), BENCH_ROUNDS rounds (default 2) alternating route and floor.
// Prints p50/p95/p99 and requests per second of each side, the ratios route/floor, and the goal (p95 < 20 ms).
//
// `tsx recommendations/run.ts` runs it; it starts itself with `--serve` as the server it measures. DATABASE_URL
// names the PostgreSQL server on which a fresh database is made and dropped (default
// postgres://postgres@127.0.0.1:5432/test).
import { fileURLToPath } from 'node:url';
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';
import { call, visitor } from '../cart/fixtures.js';
import { FLOOR_PREFIX } from '../lib/paths.js';
import { measure, post, routeFloorReport, type Side } from '../lib/sides.js';
import { atrium, benchEnvironment, freePort, startNodeServer } from '../lib/server.js';

const PRODUCTS = Number(process.env.BENCH_RECO_PRODUCTS ?? 2_000);
const ORDERS = Number(process.env.BENCH_RECO_ORDERS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GOAL_P95_MS = 20;
const RELATED_ITEMS = { id: 'c0ecd5ef-2089-454b-b549-d0df37f478aa', appId: ECOM_CATALOG_APP_ID };
/** The ranks asked about: best sellers, the middle and the tail (a product page asks for one, a cart for three). */
const RANKS = [0, 1, 3, 8, 20, 50, 120, 300, 700, 1500];

// ---------------------------------------------------------------------------------------------------------------
// The server (`--serve`): the app, with the seed and the floor beside it.

async function serve() {
  const { benchServer } = await import('../lib/floor-server.js');
  const { sqlRows } = await import('../../apps/server/src/core/db/index.js');
  const { coPurchaseRanking } = await import('../../apps/server/src/services/recommendations/ranking.js');
  const { baskets, copyProducts, writeCounts } = await import('./seed.js');
  const { floor, database, serve: listen } = await benchServer();
  const { db } = database;

  floor.post(`${FLOOR_PREFIX}seed-recommendations`, async (request) => {
    const { siteId, templateId } = request.query as Record<string, string>;
    const ids = await copyProducts(db, templateId!, PRODUCTS);
    const written = await writeCounts(db, { siteId: siteId!, ids, drawn: baskets(ids.length, ORDERS) });
    return { ids, ...written };
  });

  floor.post(`${FLOOR_PREFIX}counted-order`, async (request) => {
    const { orderId } = request.query as Record<string, string>;
    const { rows } = await database.executeSql(
      'select 1 from recommendation_counted_orders where order_id = $1',
      [orderId],
    );
    return { counted: rows.length === 1 };
  });

  floor.post(`${FLOOR_PREFIX}co-purchases`, async (request) => {
    const { siteId, ids } = request.body as { siteId: string; ids: string[] };
    const rows = await sqlRows<{ id: string }>(db, coPurchaseRanking(siteId, ids, { offset: 0, limit: 100 }));
    return { items: rows.map((row) => row.id) };
  });
  await listen();
}

// ---------------------------------------------------------------------------------------------------------------
// The runner.

/** One order of two products through the checkout routes (paid offline), and the wait until the job counted it. */
async function realOrder(url: string, clientId: string, ids: string[]) {
  const authorization = await visitor(url, clientId);
  const lineItems = ids.map((catalogItemId) => ({
    quantity: 1,
    catalogReference: { appId: ECOM_CATALOG_APP_ID, catalogItemId },
  }));
  await call({ url, authorization }, '/ecom/v1/carts/current/add-to-cart', { lineItems });
  const { checkoutId } = await call<{ checkoutId: string }>(
    { url, authorization },
    '/ecom/v1/carts/current/create-checkout',
    { channelType: 'WEB', email: 'bench@example.com' },
  );
  const { orderId } = await call<{ orderId: string }>(
    { url, authorization },
    `/ecom/v1/checkouts/${checkoutId}/create-order`,
    { id: checkoutId },
  );
  const started = performance.now();
  for (;;) {
    const { counted } = await post<{ counted: boolean }>(
      `${url}${FLOOR_PREFIX}counted-order?${new URLSearchParams({ orderId })}`,
      '',
    );
    if (counted) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error('the order-events job did not count the order');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server, the site measured, its OAuth client and its API key. */
interface Target {
  url: string;
  siteId: string;
  clientId: string;
  apiKey: string;
}

/** The seeded catalogue's product ids, by rank, after one more order through the checkout routes. */
async function seed({ url, siteId, clientId, apiKey }: Target) {
  const { product } = await call<{ product: { id: string } }>(
    { url, authorization: apiKey },
    '/atrium/v1/products',
    {
      product: { name: 'Bench item', productType: 'DIGITAL', priceData: { price: '4.50' } },
    },
  );
  const seeding = performance.now();
  const seeded = await post<{ ids: string[]; pairs: number; sales: number }>(
    `${url}${FLOOR_PREFIX}seed-recommendations?${new URLSearchParams({ siteId, templateId: product.id })}`,
    '',
  );
  const vacuum = await fetch(`${url}/bench/vacuum`, { method: 'POST' });
  if (!vacuum.ok) throw new Error(`vacuum analyze: ${vacuum.status}`);
  console.log(
    `${PRODUCTS} products, ${ORDERS} orders: ${seeded.pairs} co-purchase rows, ${seeded.sales} daily sales rows ` +
      `in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const { ids } = seeded;
  const counted = await realOrder(url, clientId, [ids[1]!, ids[PRODUCTS - 1]!]);
  console.log(
    `one more order through the checkout routes: counted by the job ${counted.toFixed(0)} ms after`,
  );
  return ids;
}

/** The route and its floor, each as a call for a list of items. */
function endpoints({ url, siteId, apiKey }: Target) {
  return {
    route: (items: string[]) =>
      post<{ recommendation: { items: Array<{ catalogItemId: string }> } }>(
        `${url}/v1/recommendations/get`,
        apiKey,
        {
          algorithms: [RELATED_ITEMS],
          items: items.map((catalogItemId) => ({ appId: ECOM_CATALOG_APP_ID, catalogItemId })),
        },
      ),
    floorOf: (items: string[]) =>
      post<{ items: string[] }>(`${url}${FLOOR_PREFIX}co-purchases`, '', { siteId, ids: items }),
  };
}

type Endpoints = ReturnType<typeof endpoints>;

// The route answers the floor's products in the floor's order, less the hidden ones, filled up past them.
async function checkAgreement({ route, floorOf }: Endpoints, asked: string[][]) {
  let sizes = 0;
  for (const items of asked) {
    const answered = (await route(items)).recommendation.items.map((item) => item.catalogItemId);
    const floorIds = (await floorOf(items)).items;
    const shown = floorIds.filter((id) => answered.includes(id));
    if (JSON.stringify(answered.slice(0, shown.length)) !== JSON.stringify(shown))
      throw new Error(`the route and the floor disagree for ${items.join(',')}`);
    sizes += answered.length;
  }
  console.log(`${(sizes / asked.length).toFixed(0)} items recommended on average (at most 100)`);
}

/** Every side, warmed up, then measured in ROUNDS rounds: one item (a product page) and three (a cart). */
async function measureSides({ route, floorOf }: Endpoints, asked: string[][]) {
  const side = (label: string, send: (n: number) => Promise<unknown>): Side => ({
    label,
    send,
    times: [],
    elapsed: 0,
  });
  const pages = asked.slice(0, RANKS.length);
  const carts = asked.slice(RANKS.length);
  const sides = [
    side('RELATED_ITEMS, 1 item', (n) => route(pages[n % pages.length]!)),
    side('  floor (co-purchase SQL)', (n) => floorOf(pages[n % pages.length]!)),
    side('RELATED_ITEMS, 3 items', (n) => route(carts[n % carts.length]!)),
    side('  floor (co-purchase SQL)', (n) => floorOf(carts[n % carts.length]!)),
  ];
  for (const s of sides) await measure(s, 0.5, CONCURRENCY);
  for (const s of sides) {
    s.times.length = 0;
    s.elapsed = 0;
  }
  for (let round = 0; round < ROUNDS; round++)
    for (const s of sides) await measure(s, SECONDS / ROUNDS, CONCURRENCY);
  return sides;
}

async function main() {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const environment = await benchEnvironment(await freePort());
  const env: NodeJS.ProcessEnv = { ...environment.env, ATRIUM_RATE_LIMITS: 'false' };
  try {
    const site = atrium(env, ['create-site', '--name', 'Bench']);
    const key = atrium(env, ['create-api-key', '--site', site.siteId!]);
    const server = await startNodeServer(env, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve']);
    try {
      const target = { url: server.url, siteId: site.siteId!, clientId: site.clientId!, apiKey: key.apiKey! };
      const ids = await seed(target);
      const asked = [
        ...RANKS.filter((rank) => rank < ids.length).map((rank) => [ids[rank]!]),
        ...RANKS.filter((rank) => rank + 2 < ids.length).map((rank) => [
          ids[rank]!,
          ids[rank + 1]!,
          ids[rank + 2]!,
        ]),
      ];
      const calls = endpoints(target);
      await checkAgreement(calls, asked);
      const sides = await measureSides(calls, asked);
      console.log(
        `\nbench/recommendations on ${environment.label}: getRecommendation RELATED_ITEMS over ${ORDERS + 1} orders, ` +
          `${PRODUCTS} products; ${CONCURRENCY} at a time, ${ROUNDS} rounds`,
      );
      for (const line of routeFloorReport(sides, GOAL_P95_MS)) console.log(line);
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
