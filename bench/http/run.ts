// Throughput of the list routes on one running server, each next to its floor: one hand-written statement
// reading the same rows, answered as JSON.stringify of them, on the same server (floors.ts, server.ts). Per
// route: requests per second, p99 latency, the floor's requests per second and the ratio route/floor (goal
// 0.5), and the ratio to the baseline GET /readyz (SELECT 1 through the app). The data is made through the API
// first (fixtures.ts), then vacuumed and analysed as autovacuum would have. Also the CPU per request of the
// server process and of the PostgreSQL backends, route next to floor: the share of each in what a route costs.
// BENCH_SECONDS per measurement (default 5), split into BENCH_ROUNDS rounds (default 2) alternating route and
// floor; BENCH_NODE_ARGS go to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`);
// BENCH_ONLY=webhooks,categories measures only the routes whose name contains one of the words; BENCH_STAGES=1
// also measures the stages between floor and route (stages.ts), to tell what each piece of a route costs.
import path from 'node:path';
import type autocannon from 'autocannon';
import { CONNECTIONS, measureSides, request, type Measured, type Watched } from '../lib/measure.js';
import { atrium, benchEnvironment, freePort, startNodeServer } from '../lib/server.js';
import {
  createFixture,
  FILES,
  MEMBERS,
  NAMESPACE,
  SUBCATEGORIES,
  WEBHOOKS,
  type Fixture,
} from './fixtures.js';
import { floorPath, type FloorName } from './floors.js';
import { STAGES, stagePath } from './stages.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WITH_STAGES = process.env.BENCH_STAGES === '1';
const SERVER = path.resolve(import.meta.dirname, 'server.ts');

interface Request {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

interface Target {
  name: string;
  route: Request;
  /** Where the answer's list is, to check that route and floor read the same rows. */
  list?: string;
  floor?: { name: FloorName; params?: Record<string, string> };
}

function targets(fixture: Fixture, site: { clientId: string }): Target[] {
  const siteId = fixture.siteId;
  return [
    { name: 'GET /readyz (SELECT 1)', route: { path: '/readyz' }, floor: { name: 'select-1' } },
    {
      name: 'POST /oauth2/token (anonymous)',
      route: { path: '/oauth2/token', body: { clientId: site.clientId, grantType: 'anonymous' } },
    },
    {
      name: `webhooks query (50 of ${WEBHOOKS})`,
      route: {
        path: '/atrium/v1/webhooks/query',
        body: { query: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 50 } } },
      },
      list: 'webhooks',
      floor: { name: 'webhooks', params: { siteId } },
    },
    {
      name: 'events query (newest 50)',
      route: { path: '/atrium/v1/events/query', body: { query: { cursorPaging: { limit: 50 } } } },
      list: 'events',
      floor: { name: 'events', params: { siteId } },
    },
    {
      name: `categories query (100 of ${SUBCATEGORIES} siblings)`,
      route: {
        path: '/categories/v1/categories/query',
        body: {
          treeReference: { appNamespace: NAMESPACE },
          query: {
            filter: { 'parentCategory.id': fixture.parentId },
            sort: [{ fieldName: 'parentCategory.index', order: 'ASC' }],
            cursorPaging: { limit: 100 },
          },
        },
      },
      list: 'categories',
      floor: { name: 'categories', params: { siteId, appNamespace: NAMESPACE, parentId: fixture.parentId } },
    },
    {
      name: `media files list (50 of ${FILES})`,
      route: { path: '/site-media/v1/files?paging.limit=50' },
      list: 'files',
      floor: { name: 'media-list', params: { siteId, folderId: 'media-root' } },
    },
    {
      name: `media files search ("holiday", 50)`,
      route: { path: '/site-media/v1/files/search', body: { search: 'holiday', paging: { limit: 50 } } },
      list: 'files',
      floor: { name: 'media-search', params: { siteId, like: '%holiday%', label: 'holiday' } },
    },
    {
      name: `members list (50 of ${MEMBERS})`,
      route: { path: '/atrium/v1/members?limit=50' },
      list: 'members',
      floor: { name: 'members', params: { siteId } },
    },
  ];
}

function options(url: string, target: Request, apiKey: string): autocannon.Options {
  const method = target.method ?? (target.body === undefined ? 'GET' : 'POST');
  return request(url + target.path, { authorization: apiKey, method, body: target.body });
}

/** The route and its floor must answer the same rows in the same order, or the ratio means nothing. */
async function checkSameRows(url: string, target: Target, apiKey: string) {
  if (!target.list || !target.floor) return;
  const route = options(url, target.route, apiKey);
  const answer = await fetch(route.url, {
    method: route.method!,
    headers: route.headers as Record<string, string>,
    ...(route.body ? { body: route.body as string } : {}),
  });
  if (!answer.ok) throw new Error(`${target.name}: ${answer.status} ${await answer.text()}`);
  const routeIds = ((await answer.json()) as Record<string, Array<{ id: string }>>)[target.list]!.map(
    (row) => row.id,
  );
  const floor = await fetch(url + floorPath(target.floor.name, target.floor.params));
  const floorIds = ((await floor.json()) as Array<{ id: string }>).map((row) => row.id);
  if (routeIds.length === 0 || routeIds.join() !== floorIds.join())
    throw new Error(`${target.name}: the floor reads other rows (${routeIds.length} vs ${floorIds.length})`);
}

type Row = { target: Target; route: Measured; floor?: Measured | undefined; stages: Measured[] };

/** A table line: the first cell left-aligned to 44 characters, each other cell right-aligned to its width. */
const line = (first: string, ...cells: Array<[text: string, width: number]>) =>
  first.padEnd(44) + cells.map(([text, width]) => text.padStart(width)).join('');
const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(3));

function print(label: string, rows: Row[]) {
  const baseline = rows[0]!.route.rps;
  console.log(
    `\nbench/http on ${label}: ${CONNECTIONS} connections, ${DURATION} s per measurement ` +
      `(${ROUNDS} rounds alternating route and floor)`,
  );
  console.log(
    line(
      'route',
      ['req/s', 8],
      ['p99 ms', 8],
      ['floor/s', 9],
      ['p99 ms', 8],
      ['÷floor', 8],
      ['÷SELECT 1', 11],
    ),
  );
  for (const { target, route, floor } of rows) {
    console.log(
      line(
        target.name,
        [route.rps.toFixed(0), 8],
        [route.p99.toFixed(1), 8],
        [floor ? floor.rps.toFixed(0) : '-', 9],
        [floor ? floor.p99.toFixed(1) : '-', 8],
        [floor ? (route.rps / floor.rps).toFixed(2) : '-', 8],
        [(route.rps / baseline).toFixed(2), 11],
      ),
    );
  }
  console.log('\n' + line('CPU ms per request', ['server', 9], ['floor', 9], ['database', 10], ['floor', 9]));
  for (const { target, route, floor } of rows) {
    console.log(
      line(
        target.name,
        [ms(route.serverMs), 9],
        [ms(floor?.serverMs), 9],
        [ms(route.databaseMs), 10],
        [ms(floor?.databaseMs), 9],
      ),
    );
  }
  if (!rows[0]?.route.databaseMs) console.log('(PGlite: the database runs in the server process)');
  if (rows.some((row) => row.stages.length)) printStages(rows);
}

/** From the floor to the route, one piece at a time (stages.ts): what each piece adds per request. */
function printStages(rows: Row[]) {
  console.log(
    '\n' + line('stages (stages.ts)', ['req/s', 8], ['÷floor', 8], ['server ms', 11], ['database ms', 13]),
  );
  for (const { target, route, floor, stages } of rows) {
    if (!floor || !stages.length) continue;
    console.log(target.name);
    const steps: Array<[string, Measured]> = [
      ['floor', floor],
      ...STAGES.map((stage, i): [string, Measured] => [stage, stages[i]!]),
      ['route', route],
    ];
    for (const [label, measured] of steps) {
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
}

async function main() {
  const environment = await benchEnvironment(await freePort());
  // Registering the members is what the limiter would refuse; no measured route consumes it.
  const env: NodeJS.ProcessEnv = { ...environment.env, ATRIUM_RATE_LIMITS: 'false' };
  try {
    const site = atrium(env, ['create-site', '--name', 'Bench']);
    const key = atrium(env, ['create-api-key', '--site', site.siteId!]);
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const server = await startNodeServer(env, [...nodeArgs, '--import', 'tsx', SERVER]);
    try {
      const fixture = await createFixture(server.url, {
        siteId: site.siteId!,
        clientId: site.clientId!,
        apiKey: key.apiKey!,
      });
      const vacuum = await fetch(`${server.url}/bench/vacuum`, { method: 'POST' });
      if (!vacuum.ok) throw new Error(`vacuum analyze: ${vacuum.status} ${await vacuum.text()}`);
      const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
      const chosen = targets(fixture, { clientId: site.clientId! }).filter(
        (target, i) => i === 0 || !only.length || only.some((word) => target.name.includes(word)),
      );
      const watched: Watched = {
        pid: server.process.pid!,
        ...(env.DATABASE_URL ? { database: new URL(env.DATABASE_URL).pathname.slice(1) } : {}),
      };
      const rows = [];
      for (const target of chosen) {
        await checkSameRows(server.url, target, key.apiKey!);
        const route = options(server.url, target.route, key.apiKey!);
        const sides = [{ label: 'route', options: route }];
        if (target.floor) {
          const path = floorPath(target.floor.name, target.floor.params);
          sides.push({ label: 'floor', options: { url: server.url + path, connections: CONNECTIONS } });
          if (WITH_STAGES)
            for (const stage of STAGES) {
              const url = server.url + stagePath(stage, target.route.path);
              sides.push({ label: stage, options: { ...route, url } });
            }
        }
        const [measured, floor, ...stages] = await measureSides(target.name, sides, {
          watched,
          seconds: DURATION,
          rounds: ROUNDS,
        });
        rows.push({ target, route: measured!, floor, stages });
      }
      print(environment.label, rows);
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
