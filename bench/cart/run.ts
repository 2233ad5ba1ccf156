// Carts on one running server on PostgreSQL, each next to its floor measured in the same run: the same rows read
// or written with hand-written SQL, answered as JSON.stringify of them, on the same server (floors.ts, server.ts).
// - read: the current cart of a visitor with 10 lines (GET /ecom/v1/carts/current);
// - add: add-to-cart growing one line of one visitor's cart by 1, from all the connections at once, so that the
//   adds queue on the cart's row lock, the route's and the floor's alike;
// - estimate: estimate-totals of the read's 10-line cart with a discount rule, shipping and tax (pricing.ts),
//   next to the cart read itself: the least the endpoint must do (goal 0.5 of it);
// - contention: 50 parallel adds of one item on one fresh cart, BENCH_CONTENTION_ROUNDS rounds (default 10),
//   every cart checked to end at quantity 50 (contention.ts).
// Per measurement: requests per second, p99 latency, the floor's requests per second, the ratio route/floor
// (goal 0.5), and the CPU per request of the server process and of the PostgreSQL backends. The data is made
// through the API first (fixtures.ts), then vacuumed and analysed as autovacuum would have.
// DATABASE_URL names the PostgreSQL server on which a fresh database is made and dropped (default
// postgres://postgres@127.0.0.1:5432/test); BENCH_SECONDS per measurement (default 5), split into BENCH_ROUNDS
// rounds (default 2) alternating route and floor; BENCH_NODE_ARGS go to the server's node (e.g. `--cpu-prof
// --cpu-prof-dir=/tmp/prof`); BENCH_ONLY=read,add,contention picks measurements; BENCH_STAGES=1 also measures
// the stages between floor and route of the read and the add (bench/http/stages.ts).
import path from 'node:path';
import { MAX_LINE_QUANTITY } from '@atrium/contract';
import { atrium, benchEnvironment, freePort, startNodeServer, type RunningServer } from '../lib/server.js';
import { STAGES, stagePath } from '../http/stages.js';
import { measureContention, PARALLEL } from './contention.js';
import {
  ADD,
  addBody,
  call,
  createFixture,
  CURRENT,
  READ_LINES,
  type Cart,
  type Fixture,
} from './fixtures.js';
import { floorPath } from './floors.js';
import { createPricing, ESTIMATE, ESTIMATE_BODY } from './pricing.js';
import { CONNECTIONS, measureSides, request, type Measured, type Watched } from '../lib/measure.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONTENTION_ROUNDS = Number(process.env.BENCH_CONTENTION_ROUNDS ?? 10);
const WITH_STAGES = process.env.BENCH_STAGES === '1';
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const SERVER = path.resolve(import.meta.dirname, 'server.ts');
const GOAL = 0.5;

interface Row {
  name: string;
  route: Measured;
  floor: Measured;
  stages: Measured[];
  summary: string;
}

/** The route and the floor must answer the same lines, or the ratio means nothing. */
async function checkRead(url: string, fixture: Fixture) {
  const { cart } = await call<{ cart: Cart }>({ url, authorization: fixture.reader.authorization }, CURRENT);
  const floor = await call<Array<{ id: string }>>(
    { url, authorization: '' },
    floorPath('read', readParams(fixture)),
  );
  const routeIds = cart.lineItems.map((line) => line.id).join();
  if (cart.lineItems.length !== READ_LINES || routeIds !== floor.map((row) => row.id).join())
    throw new Error(`read: the floor reads other lines (${cart.lineItems.length} vs ${floor.length})`);
}

/** The route and the floor must grow the same line by one each. */
async function checkAdd(url: string, fixture: Fixture) {
  const { cart } = await call<{ cart: Cart }>(
    { url, authorization: fixture.adder.authorization },
    ADD,
    addBody(fixture.addedId),
  );
  const answer = await fetch(url + floorPath('add', addParams(fixture)), { method: 'POST' });
  if (!answer.ok) throw new Error(`add floor: ${answer.status} ${await answer.text()}`);
  const [line] = (await answer.json()) as Array<{ id: string; quantity: number }>;
  const routeLine = cart.lineItems[0]!;
  if (cart.lineItems.length !== 1 || line?.id !== routeLine.id || line.quantity !== routeLine.quantity + 1)
    throw new Error('add: the floor grows another line than the route');
}

/** The measured adds must all have written: past the line's bound, an add answers but changes nothing. */
async function checkAddsWrote(url: string, fixture: Fixture) {
  const { cart } = await call<{ cart: Cart }>({ url, authorization: fixture.adder.authorization }, CURRENT);
  const quantity = cart.lineItems[0]!.quantity;
  if (quantity >= MAX_LINE_QUANTITY)
    throw new Error(`add: the line reached its bound of ${MAX_LINE_QUANTITY}: lower BENCH_SECONDS`);
  return quantity;
}

const readParams = (fixture: Fixture) => ({ siteId: fixture.siteId, ownerId: fixture.reader.visitorId });
const addParams = (fixture: Fixture) => ({
  siteId: fixture.siteId,
  ownerId: fixture.adder.visitorId,
  catalogItemId: fixture.addedId,
});

/** A table line: the first cell left-aligned, each other cell right-aligned to its width. */
const line = (first: string, ...cells: Array<[text: string, width: number]>) =>
  first.padEnd(46) + cells.map(([text, width]) => text.padStart(width)).join('');
const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(3));
const ratio = (row: { route: Measured; floor: Measured }) => row.route.rps / row.floor.rps;
const versus = (route: Measured, floor: Measured, unit: string) => {
  const r = ratio({ route, floor });
  return (
    `${route.rps.toFixed(0)} ${unit}, p99 ${route.p99.toFixed(1)} ms; floor ${floor.rps.toFixed(0)} ${unit}; ` +
    `route/floor ${r.toFixed(2)} (goal ${GOAL}: ${r >= GOAL ? 'met' : 'missed'})`
  );
};

function print(rows: Row[]) {
  console.log(
    `\nbench/cart on PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s per measurement ` +
      `(${ROUNDS} rounds alternating route and floor); contention: ${CONTENTION_ROUNDS} rounds of ${PARALLEL}`,
  );
  console.log(line('route', ['req/s', 8], ['p99 ms', 8], ['floor/s', 9], ['p99 ms', 8], ['÷floor', 8]));
  for (const row of rows) {
    const { route, floor } = row;
    console.log(
      line(
        row.name,
        [route.rps.toFixed(0), 8],
        [route.p99.toFixed(1), 8],
        [floor.rps.toFixed(0), 9],
        [floor.p99.toFixed(1), 8],
        [ratio(row).toFixed(2), 8],
      ),
    );
  }
  console.log('\n' + line('CPU ms per request', ['server', 9], ['floor', 9], ['database', 10], ['floor', 9]));
  for (const { name, route, floor } of rows)
    console.log(
      line(
        name,
        [ms(route.serverMs), 9],
        [ms(floor.serverMs), 9],
        [ms(route.databaseMs), 10],
        [ms(floor.databaseMs), 9],
      ),
    );
  if (rows.some((row) => row.stages.length)) {
    console.log(
      '\n' +
        line(
          'stages (bench/http/stages.ts)',
          ['req/s', 8],
          ['÷floor', 8],
          ['server ms', 11],
          ['database ms', 13],
        ),
    );
    for (const { name, route, floor, stages } of rows) {
      if (!stages.length) continue;
      console.log(name);
      const steps: Array<[string, Measured]> = [
        ['floor', floor],
        ...STAGES.map((stage, i): [string, Measured] => [stage, stages[i]!]),
        ['route', route],
      ];
      for (const [label, measured] of steps)
        console.log(
          line(
            `  ${label}`,
            [measured.rps.toFixed(0), 8],
            [(measured.rps / floor.rps).toFixed(2), 8],
            [ms(measured.serverMs), 11],
            [ms(measured.databaseMs), 13],
          ),
        );
    }
  }
  console.log('');
  for (const row of rows) console.log(row.summary);
}

/** What every measurement needs: the server, its data, what the CPU meters watch and the API key. */
interface Run {
  url: string;
  fixture: Fixture;
  watched: Watched;
  apiKey: string;
}

/** A measured route: its name, autocannon's options for it, its path and its floor's URL. */
interface RouteSpec {
  name: string;
  route: ReturnType<typeof request>;
  routePath: string;
  floorUrl: string;
}

/** The route, its floor, and with BENCH_STAGES the route's stages, measured in alternation. */
async function measure({ url, watched }: Run, { name, route, routePath, floorUrl }: RouteSpec) {
  const sides = [
    { label: 'route', options: route },
    { label: 'floor', options: request(floorUrl, { method: route.method as 'GET' | 'POST' }) },
  ];
  if (WITH_STAGES)
    for (const stage of STAGES)
      sides.push({ label: stage, options: { ...route, url: url + stagePath(stage, routePath) } });
  const [measured, floor, ...stages] = await measureSides(name, sides, {
    watched,
    seconds: DURATION,
    rounds: ROUNDS,
  });
  return { route: measured!, floor: floor!, stages };
}

async function readRow(run: Run): Promise<Row> {
  const { url, fixture } = run;
  await checkRead(url, fixture);
  const name = `current cart, ${READ_LINES} lines (GET)`;
  const route = request(url + CURRENT, { authorization: fixture.reader.authorization, method: 'GET' });
  const floorUrl = url + floorPath('read', readParams(fixture));
  const measured = await measure(run, { name, route, routePath: CURRENT, floorUrl });
  return {
    name,
    ...measured,
    summary: `read: GET ${CURRENT}, ${READ_LINES} lines: ${versus(measured.route, measured.floor, 'req/s')}`,
  };
}

async function addRow(run: Run): Promise<Row> {
  const { url, fixture } = run;
  await checkAdd(url, fixture);
  const name = 'add-to-cart, one line +1 (one cart)';
  const route = request(url + ADD, {
    authorization: fixture.adder.authorization,
    method: 'POST',
    body: addBody(fixture.addedId),
  });
  const floorUrl = url + floorPath('add', addParams(fixture));
  const measured = await measure(run, { name, route, routePath: ADD, floorUrl });
  const quantity = await checkAddsWrote(url, fixture);
  return {
    name,
    ...measured,
    summary:
      `add: POST ${ADD}, ${CONNECTIONS} connections on one cart (its line now at ${quantity}): ` +
      versus(measured.route, measured.floor, 'req/s'),
  };
}

async function estimateRow({ url, fixture, watched, apiKey }: Run): Promise<Row> {
  await createPricing(url, apiKey);
  const totals = await call<{ priceSummary: Record<string, { amount: string }> }>(
    { url, authorization: fixture.reader.authorization },
    ESTIMATE,
    ESTIMATE_BODY,
  );
  if (totals.priceSummary.tax!.amount === '0.00' || totals.priceSummary.shipping!.amount === '0.00')
    throw new Error('estimate: the cart is not taxed or not shipped; the pricing fixture did not apply');
  const name = `estimate-totals, ${READ_LINES} lines (rule, ship, tax)`;
  const authorization = fixture.reader.authorization;
  const route = request(url + ESTIMATE, { authorization, method: 'POST', body: ESTIMATE_BODY });
  const read = request(url + CURRENT, { authorization, method: 'GET' });
  const [measured, floor] = await measureSides(
    name,
    [
      { label: 'route', options: route },
      { label: 'cart read', options: read },
    ],
    { watched, seconds: DURATION, rounds: ROUNDS },
  );
  return {
    name,
    route: measured!,
    floor: floor!,
    stages: [],
    summary:
      `estimate: POST ${ESTIMATE}, ${READ_LINES} lines, total ${totals.priceSummary.total!.amount}; ` +
      `floor is the cart read: ${versus(measured!, floor!, 'req/s')}`,
  };
}

async function contentionRow({ url, fixture, watched }: Run): Promise<Row> {
  const name = `${PARALLEL} parallel adds, fresh cart (×${CONTENTION_ROUNDS})`;
  const contention = await measureContention(
    url,
    { siteId: fixture.siteId, clientId: fixture.clientId, productId: fixture.addedId },
    { watched, rounds: CONTENTION_ROUNDS },
  );
  return {
    name,
    route: contention.route,
    floor: contention.floor,
    stages: [],
    summary:
      `contention: ${CONTENTION_ROUNDS} rounds of ${PARALLEL} parallel adds on fresh carts, all ` +
      `${contention.carts} carts at the expected quantity: ${versus(contention.route, contention.floor, 'adds/s')}`,
  };
}

/** The measurements in the order they run, each picked by its name in BENCH_ONLY. */
const MEASUREMENTS: Array<[name: string, row: (run: Run) => Promise<Row>]> = [
  ['read', readRow],
  ['add', addRow],
  ['estimate', estimateRow],
  ['contention', contentionRow],
];

/** The data made through the API, vacuumed and analysed, and what the measurements watch. */
async function prepare(
  server: RunningServer,
  env: NodeJS.ProcessEnv,
  site: { siteId: string; clientId: string; apiKey: string },
): Promise<Run> {
  const url = server.url;
  const fixture = await createFixture(url, site);
  const vacuum = await fetch(`${url}/bench/vacuum`, { method: 'POST' });
  if (!vacuum.ok) throw new Error(`vacuum analyze: ${vacuum.status} ${await vacuum.text()}`);
  const watched: Watched = {
    pid: server.process.pid!,
    database: new URL(env.DATABASE_URL!).pathname.slice(1),
  };
  return { url, fixture, watched, apiKey: site.apiKey };
}

async function main() {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const environment = await benchEnvironment(await freePort());
  // Every visitor's token grant and add is what the limiter would refuse.
  const env: NodeJS.ProcessEnv = { ...environment.env, ATRIUM_RATE_LIMITS: 'false' };
  try {
    const site = atrium(env, ['create-site', '--name', 'Bench']);
    const key = atrium(env, ['create-api-key', '--site', site.siteId!]);
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const server = await startNodeServer(env, [...nodeArgs, '--import', 'tsx', SERVER]);
    try {
      const run = await prepare(server, env, {
        siteId: site.siteId!,
        clientId: site.clientId!,
        apiKey: key.apiKey!,
      });
      const rows: Row[] = [];
      for (const [name, row] of MEASUREMENTS)
        if (!ONLY.length || ONLY.includes(name)) rows.push(await row(run));
      print(rows);
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
