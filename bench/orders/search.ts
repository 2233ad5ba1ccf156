// searchOrders over 100 000 orders of one site on PostgreSQL, next to its floor measured in the same run: the same
// rows (the orders of the page, their lines, payments and timeline) read with hand-written SQL, with the same
// filter, order and limit, by a route of the same server process (lib/floor-server.ts says how).
//
// The orders are real ones: one is placed through the API as a visitor would (a card charged in the sandbox; two
// lines), and BENCH_SEARCH_ORDERS copies of its rows (default 100 000) are written by generate_series in SQL, each
// with its own id, number, checkout, buyer and date (spread over a year), and a payment status with the payment
// rows and timeline that make it so (70% PAID, 12% NOT_PAID, 8% PENDING, 4% PARTIALLY_REFUNDED, 2% FULLY_REFUNDED,
// 2% PARTIALLY_PAID, 2% PAID by gift card and card). Then, for a common status (PAID) and a rare one
// (FULLY_REFUNDED), newest first, 50 per page: the first page, and the pages after it (2 to BENCH_SEARCH_PAGES,
// default 5) by the cursor each page gives. BENCH_CONCURRENCY requests at a time (default 4), BENCH_SECONDS per
// side and round (default 3), BENCH_ROUNDS rounds (default 2) alternating route and floor. Prints requests per
// second, p50/p95/p99 of each side, the ratio route/floor, and the goal (p95 under 20 ms).
//
// `tsx orders/search.ts` runs the bench; it starts itself with `--serve` as the server it measures.
// DATABASE_URL names the PostgreSQL server on which a fresh database is made and dropped (default
// postgres://postgres@127.0.0.1:5432/test). BENCH_SEARCH_INDEX=1 creates, before measuring, the index the
// report suggests, to measure what it gains.
import { fileURLToPath } from 'node:url';
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { call } from '../cart/fixtures.js';
import { FLOOR_PREFIX } from '../lib/paths.js';
import { measure, post, type Side, latencyLine } from '../lib/sides.js';
import { atrium, benchEnvironment, freePort, startNodeServer } from '../lib/server.js';
import { latencies, paidCheckout } from './shopper.js';

const ORDERS = Number(process.env.BENCH_SEARCH_ORDERS ?? 100_000);
const PAGES = Number(process.env.BENCH_SEARCH_PAGES ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIMIT = 50;
const GOAL_P95_MS = 20;
const STATUSES = ['PAID', 'FULLY_REFUNDED'] as const;
/** The index searchOrders by payment status would use, newest first: created by hand with BENCH_SEARCH_INDEX=1. */
export const SUGGESTED_INDEX =
  'create index orders_site_payment_created on orders (site_id, payment_status, created_at desc, id)';

/** A page's boundary as the floor reads it: the last row's date (its exact text) and id. */
interface Boundary {
  at: string;
  id: string;
}

/** One array parameter (drizzle would spread a list into one parameter per value). */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The floor: a page of orders and their parts, read as searchOrders reads them, in hand-written SQL. */
export const searchFloor = {
  page: (siteId: string, status: string, after: Boundary | undefined) => sql`
    select o.*, o.created_at::text as boundary_at from orders o
    where o.site_id = ${siteId} and o.payment_status = ${status}
      ${after ? sql`and (o.created_at < ${after.at}::timestamptz or (o.created_at = ${after.at}::timestamptz and o.id > ${after.id}::uuid))` : sql``}
    order by o.created_at desc, o.id asc limit ${LIMIT + 1}`,
  lines: (ids: string[]) =>
    sql`select * from order_lines where order_id = any(${uuids(ids)}) order by position`,
  payments: (ids: string[]) =>
    sql`select * from order_payments where order_id = any(${uuids(ids)}) order by created_at`,
  activities: (ids: string[]) =>
    sql`select * from order_activities where order_id = any(${uuids(ids)}) order by created_at, id`,
};

/**
 * Copies of the template order's rows, one per number of generate_series: jsonb_populate_record keeps every column
 * of the row place.ts wrote and changes only those named, so the copies are what the service reads.
 */
export const seedOrders = (templateId: string, count: number) => [
  sql`create temporary table seed on commit drop as
    select i, gen_random_uuid() as id,
      case when i % 50 < 35 then 'PAID' when i % 50 < 41 then 'NOT_PAID' when i % 50 < 45 then 'PENDING'
           when i % 50 < 47 then 'PARTIALLY_REFUNDED' when i % 50 < 48 then 'FULLY_REFUNDED'
           when i % 50 < 49 then 'PARTIALLY_PAID' else 'PAID' end as status,
      now() - make_interval(secs => (${count} - i) * 315.36 + (i % 7)) as at
    from generate_series(1, ${count}) as i`,
  sql`insert into orders select (jsonb_populate_record(o, jsonb_build_object(
      'id', s.id, 'number', o.number + s.i, 'checkout_id', gen_random_uuid(), 'cart_id', gen_random_uuid(),
      'purchase_flow_id', gen_random_uuid(), 'owner_id', gen_random_uuid(),
      'buyer_email', 'buyer' || s.i || '@example.com', 'payment_status', s.status,
      'purchased_at', s.at, 'created_at', s.at, 'updated_at', s.at))).*
    from orders o cross join seed s where o.id = ${templateId}`,
  sql`insert into order_lines select (jsonb_populate_record(l, jsonb_build_object(
      'order_id', s.id, 'id', gen_random_uuid()))).*
    from order_lines l cross join seed s where l.order_id = ${templateId}`,
  sql`insert into order_payments select (jsonb_populate_record(p, jsonb_build_object(
      'id', gen_random_uuid(), 'order_id', s.id, 'provider_payment_id', gen_random_uuid(),
      'status', case s.status when 'PENDING' then 'AUTHORIZED' else p.status end,
      'captured', case s.status when 'PENDING' then 0 when 'PARTIALLY_PAID' then p.amount / 2 else p.amount end,
      'refunded', case s.status when 'PARTIALLY_REFUNDED' then p.amount / 2 when 'FULLY_REFUNDED' then p.amount
                  else 0 end,
      'created_at', s.at, 'updated_at', s.at))).*
    from order_payments p cross join seed s where p.order_id = ${templateId} and s.status <> 'NOT_PAID'`,
  // The timeline: placed, and paid when a capture made it so.
  sql`insert into order_activities select (jsonb_populate_record(a, jsonb_build_object(
      'id', gen_random_uuid(), 'order_id', s.id, 'created_at', s.at, 'updated_at', s.at))).*
    from order_activities a cross join seed s where a.order_id = ${templateId}
      and (a.type = 'ORDER_PLACED' or s.status not in ('NOT_PAID', 'PENDING', 'PARTIALLY_PAID'))`,
  sql`update order_counters set last = last + ${count}
    where site_id = (select site_id from orders where id = ${templateId})`,
];

// ---------------------------------------------------------------------------------------------------------------
// The server (`--serve`): the app, with the seed and the floor beside it.

async function serve() {
  const { benchServer } = await import('../lib/floor-server.js');
  const { sqlRows } = await import('../../apps/server/src/core/db/index.js');
  const { floor, database, serve: listen } = await benchServer();
  const { db } = database;

  floor.post(`${FLOOR_PREFIX}seed-orders`, async (request) => {
    const { templateId, count } = request.query as { templateId: string; count: string };
    await db.transaction(async (tx) => {
      for (const statement of seedOrders(templateId, Number(count))) await tx.execute(statement);
    });
    if (process.env.BENCH_SEARCH_INDEX === '1') await database.executeSql(SUGGESTED_INDEX);
    return { seeded: Number(count) };
  });

  floor.post(`${FLOOR_PREFIX}explain`, async (request) => {
    const { text } = request.body as { text: string };
    return (await database.executeSql(`explain (analyze, buffers) ${text}`)).rows;
  });

  floor.post(`${FLOOR_PREFIX}search-orders`, async (request, reply) => {
    const { siteId, status, at, id } = request.query as Record<string, string>;
    type Row = Record<string, unknown> & { id: string; boundary_at: string };
    const fetched = await sqlRows<Row>(
      db,
      searchFloor.page(siteId!, status!, at ? { at, id: id! } : undefined),
    );
    const rows = fetched.slice(0, LIMIT);
    const ids = rows.map((row) => row.id);
    const [lines, payments, activities] = await Promise.all([
      sqlRows<{ order_id: string }>(db, searchFloor.lines(ids)),
      sqlRows<{ order_id: string }>(db, searchFloor.payments(ids)),
      sqlRows<{ order_id: string }>(db, searchFloor.activities(ids)),
    ]);
    const last = rows[rows.length - 1];
    const orders = rows.map((row) => ({
      ...row,
      lines: lines.filter((l) => l.order_id === row.id),
      payments: payments.filter((p) => p.order_id === row.id),
      activities: activities.filter((a) => a.order_id === row.id),
    }));
    return reply.type('application/json; charset=utf-8').send(
      JSON.stringify({
        orders,
        next: fetched.length > LIMIT && last ? { at: last.boundary_at, id: last.id } : null,
      }),
    );
  });
  await listen();
}

// ---------------------------------------------------------------------------------------------------------------
// The runner.

const report = (side: Side) => latencies(side.times, side.elapsed);

type SearchAnswer = {
  orders: Array<{ id: string; paymentStatus: string }>;
  metadata: { cursors: { next: string | null } };
};
type FloorAnswer = { orders: Array<{ id: string }>; next: Boundary | null };

/** The server, the site searched and its API key. */
interface Searched {
  url: string;
  apiKey: string;
  siteId: string;
}

/** The route's and the floor's pages 1..PAGES of one status, checked to be the same orders in the same order. */
async function walk({ url, apiKey, siteId }: Searched, status: string) {
  const search = `${url}/ecom/v1/orders/search`;
  const floorUrl = (after?: Boundary) =>
    `${url}${FLOOR_PREFIX}search-orders?${new URLSearchParams({ siteId, status, ...(after ?? {}) })}`;
  const cursors: string[] = [];
  const boundaries: Boundary[] = [];
  let routePage = await post<SearchAnswer>(search, apiKey, {
    search: { filter: { paymentStatus: status }, cursorPaging: { limit: LIMIT } },
  });
  let floorPage = await post<FloorAnswer>(floorUrl(), '');
  for (let page = 1; page <= PAGES; page++) {
    const ids = routePage.orders.map((o) => o.id);
    if (ids.length !== LIMIT || routePage.orders.some((o) => o.paymentStatus !== status))
      throw new Error(`page ${page} of ${status}: ${ids.length} orders, or another status`);
    if (JSON.stringify(ids) !== JSON.stringify(floorPage.orders.map((o) => o.id)))
      throw new Error(`page ${page} of ${status}: the route and the floor read different orders`);
    if (page === PAGES) break;
    cursors.push(routePage.metadata.cursors.next!);
    boundaries.push(floorPage.next!);
    routePage = await post<SearchAnswer>(search, apiKey, {
      search: { cursorPaging: { cursor: cursors.at(-1), limit: LIMIT } },
    });
    floorPage = await post<FloorAnswer>(floorUrl(boundaries.at(-1)), '');
  }
  const size = async (answer: Promise<Response>) =>
    ((await (await answer).arrayBuffer()).byteLength / 1024).toFixed(0);
  console.log(
    `${status}: a page of ${LIMIT} answers ${await size(fetch(search, { method: 'POST', headers: { authorization: apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ search: { filter: { paymentStatus: status }, cursorPaging: { limit: LIMIT } } }) }))} KB from the route, ${await size(fetch(floorUrl(), { method: 'POST' }))} KB from the floor`,
  );
  const next = (n: number) => n % cursors.length;
  const side = (label: string, send: (n: number) => Promise<unknown>): Side => ({
    label,
    send: async (n) => void (await send(n)),
    times: [],
    elapsed: 0,
  });
  const first = { search: { filter: { paymentStatus: status }, cursorPaging: { limit: LIMIT } } };
  return [
    side(`${status} page 1`, () => post(search, apiKey, first)),
    side(`${status} page 1 floor`, () => post(floorUrl(), '')),
    side(`${status} pages 2-${PAGES}`, (n) =>
      post(search, apiKey, { search: { cursorPaging: { cursor: cursors[next(n)], limit: LIMIT } } }),
    ),
    side(`${status} pages 2-${PAGES} floor`, (n) => post(floorUrl(boundaries[next(n)]), '')),
  ];
}

/** The plans PostgreSQL chose for the floor's page query, first page and a later one. */
async function explain(url: string, siteId: string, status: string) {
  const plan = async (text: string) =>
    (await post<Array<{ 'QUERY PLAN': string }>>(`${url}${FLOOR_PREFIX}explain`, '', { text }))
      .map((row) => `    ${row['QUERY PLAN'].slice(0, 140)}`)
      .join('\n');
  const page = `select o.* from orders o where o.site_id = '${siteId}' and o.payment_status = '${status}'
    order by o.created_at desc nulls first, o.id asc nulls last limit ${LIMIT + 1}`;
  console.log(`\nEXPLAIN ANALYZE, ${status}, first page:\n${await plan(page)}`);
  const floorPage = await post<FloorAnswer>(
    `${url}${FLOOR_PREFIX}search-orders?${new URLSearchParams({ siteId, status })}`,
    '',
  );
  const ids = `'{${floorPage.orders.map((o) => o.id).join(',')}}'::uuid[]`;
  for (const table of ['order_lines', 'order_payments', 'order_activities'])
    console.log(
      `\nEXPLAIN ANALYZE, ${table} of the page:\n${await plan(`select * from ${table} where order_id = any(${ids})`)}`,
    );
}

async function placeTemplate(url: string, clientId: string, apiKey: string) {
  const product = async (name: string, stock: object) =>
    (
      await call<{ product: { id: string } }>({ url, authorization: apiKey }, '/atrium/v1/products', {
        product: { name, priceData: { price: '12.50' }, stock },
      })
    ).product.id;
  const lines = [
    await product('Search mug', { trackInventory: true, quantity: 1000 }),
    await product('Search plate', { trackInventory: false }),
  ].map((id) => ({ quantity: 1, catalogReference: { appId: ECOM_CATALOG_APP_ID, catalogItemId: id } }));
  await call({ url, authorization: apiKey }, '/ecom/v1/shipping-options', {
    shippingOption: { title: 'Flat', rates: [{ amount: '5' }] },
  });
  const { authorization, checkoutId, paymentToken: token } = await paidCheckout(url, clientId, lines);
  const { orderId } = await call<{ orderId: string }>(
    { url, authorization },
    `/ecom/v1/checkouts/${checkoutId}/create-order-and-charge`,
    { id: checkoutId, paymentToken: token },
  );
  return orderId;
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
      const url = server.url;
      const siteId = site.siteId!;
      const templateId = await placeTemplate(url, site.clientId!, key.apiKey!);
      const seeding = performance.now();
      await post(
        `${url}${FLOOR_PREFIX}seed-orders?${new URLSearchParams({ templateId, count: String(ORDERS) })}`,
        '',
      );
      const vacuum = await fetch(`${url}/bench/vacuum`, { method: 'POST' });
      if (!vacuum.ok) throw new Error(`vacuum analyze: ${vacuum.status}`);
      console.log(
        `${ORDERS + 1} orders (with lines, payments and timelines) in ${((performance.now() - seeding) / 1000).toFixed(1)} s` +
          (process.env.BENCH_SEARCH_INDEX === '1' ? `, with ${SUGGESTED_INDEX}` : ''),
      );
      const sides: Side[] = [];
      for (const status of STATUSES)
        sides.push(...(await walk({ url, apiKey: key.apiKey!, siteId }, status)));
      for (const side of sides) await measure(side, 0.5, CONCURRENCY);
      for (const side of sides) {
        side.times.length = 0;
        side.elapsed = 0;
      }
      for (let round = 0; round < ROUNDS; round++)
        for (const side of sides) await measure(side, SECONDS / ROUNDS, CONCURRENCY);
      console.log(
        `\nbench/orders search on PostgreSQL: searchOrders over ${ORDERS + 1} orders, by payment status, newest first, ${LIMIT} per page; ${CONCURRENCY} at a time, ${ROUNDS} rounds`,
      );
      for (let i = 0; i < sides.length; i += 2) {
        const route = report(sides[i]!);
        const floor = report(sides[i + 1]!);
        for (const [name, r] of [
          [`${sides[i]!.label}`, route],
          ['  floor (hand-written SQL)', floor],
        ] as const)
          console.log(latencyLine(name, r));
        console.log(
          `  route/floor ${(route.rate / floor.rate).toFixed(2)} (requests per second); p95 goal ${GOAL_P95_MS} ms: ${route.p95 < GOAL_P95_MS ? 'met' : 'missed'}`,
        );
      }
      if (process.env.BENCH_EXPLAIN === '1')
        for (const status of STATUSES) await explain(url, siteId, status);
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
