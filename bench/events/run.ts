// The dashboard's event log (the audit trail): listEvents and listEventTypes over one site's log of BENCH_EVENTS
// events (default 200 000) in 90 days of about 40 types, a few of them most of the log (seed.ts draws it), beside
// a second site with as many, so that the site's scope has to do its part. Each side next to its floor measured
// in the same run: the same rows read with hand-written SQL by a route of the same server process
// (lib/floor-server.ts says how).
//
// The sides: the newest page of the whole log; one rare type over the whole period; two common types within one
// week; the site's event types. Each route is first checked to answer the floor's ids in the floor's order.
// BENCH_CONCURRENCY requests at a time (default 2), BENCH_SECONDS per side and round (default 3), BENCH_ROUNDS
// rounds (default 2) alternating route and floor. Prints p50/p95/p99 and requests per second of each side, the
// ratios route/floor, and the goal (p95 < 50 ms). BENCH_EXPLAIN=1 prints the plans of the floor's statements.
//
// `tsx events/run.ts` runs it; it starts itself with `--serve` as the server it measures. DATABASE_URL names the
// PostgreSQL server on which a fresh database is made and dropped (default postgres://postgres@127.0.0.1:5432/test).
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { FLOOR_PREFIX } from '../lib/paths.js';
import { measure, post, routeFloorReport, type Side } from '../lib/sides.js';
import { atrium, benchEnvironment, freePort, startNodeServer } from '../lib/server.js';
import { TYPES } from './seed.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GOAL_P95_MS = 50;
/** The dashboard's page. */
const LIMIT = 25;
const DAY = 86_400_000;

/** What a side asks: the listEvents filter (both ends of the period included). */
interface Listing {
  eventTypes?: string[];
  createdFrom?: string;
  createdTo?: string;
}

/** The site's events that a listing asks for. */
const matching = (siteId: string, listing: Listing): SQL => sql`site_id = ${siteId}
  ${listing.eventTypes ? sql`and type = any(${`{${listing.eventTypes.join(',')}}`}::text[])` : sql``}
  ${listing.createdFrom ? sql`and created_at >= ${listing.createdFrom}::timestamptz` : sql``}
  ${listing.createdTo ? sql`and created_at <= ${listing.createdTo}::timestamptz` : sql``}`;

/** The floor's statements: the page as listEvents reads it (one row more, to know if there is a next page). */
export const eventsFloor = {
  page: (siteId: string, listing: Listing): SQL => sql`
    select id, type, entity_id, data, actor, created_at from events where ${matching(siteId, listing)}
    order by created_at desc, id limit ${LIMIT + 1}`,
  /** Not a floor: the count of the matches, capped, that the route's offset paging adds (core/query/run-query.ts). */
  count: (siteId: string, listing: Listing): SQL => sql`
    select count(*)::int from (select 1 from events where ${matching(siteId, listing)} limit 10001) capped`,
  /** The distinct types by a loose index scan: one probe of the (site, type, created) index per type. */
  types: (siteId: string): SQL => sql`
    with recursive found as (
      (select type from events where site_id = ${siteId} order by type limit 1)
      union all
      select (select e.type from events e where e.site_id = ${siteId} and e.type > found.type order by e.type limit 1)
      from found where found.type is not null
    )
    select type from found where type is not null`,
};

// ---------------------------------------------------------------------------------------------------------------
// The server (`--serve`): the app, with the seed and the floor beside it.

async function serve() {
  const { benchServer } = await import('../lib/floor-server.js');
  const { sqlRows } = await import('../../apps/server/src/core/db/index.js');
  const { writeLogs } = await import('./seed.js');
  const { floor, database, serve: listen } = await benchServer();
  const { db } = database;

  floor.post(`${FLOOR_PREFIX}seed-events`, async (request) => {
    const { siteIds } = request.body as { siteIds: string[] };
    return { counts: await writeLogs(db, siteIds, EVENTS) };
  });

  floor.post(`${FLOOR_PREFIX}events`, async (request) => {
    const { siteId, ...listing } = request.body as Listing & { siteId: string };
    const rows = await sqlRows<{ id: string }>(db, eventsFloor.page(siteId, listing));
    return { events: rows.slice(0, LIMIT), hasNext: rows.length > LIMIT };
  });

  floor.post(`${FLOOR_PREFIX}event-types`, async (request) => {
    const { siteId } = request.body as { siteId: string };
    const rows = await sqlRows<{ type: string }>(db, eventsFloor.types(siteId));
    return { eventTypes: rows.map((row) => row.type) };
  });

  floor.post(`${FLOOR_PREFIX}explain`, async (request) => {
    const { siteId, listing } = request.body as { siteId: string; listing?: Listing };
    const { count } = request.body as { count?: boolean };
    const statement = !listing
      ? eventsFloor.types(siteId)
      : count
        ? eventsFloor.count(siteId, listing)
        : eventsFloor.page(siteId, listing);
    return sqlRows(db, sql`explain (analyze, buffers) ${statement}`);
  });
  await listen();
}

// ---------------------------------------------------------------------------------------------------------------
// The runner.

/** A GET that must answer 200; its body. */
async function get<T>(url: string, authorization: string): Promise<T> {
  const answer = await fetch(url, { headers: { authorization } });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** listEvents' query string, as the SDK sends it. */
function search(listing: Listing) {
  const params = new URLSearchParams();
  for (const type of listing.eventTypes ?? []) params.append('eventTypes', type);
  if (listing.createdFrom) params.set('createdFrom', listing.createdFrom);
  if (listing.createdTo) params.set('createdTo', listing.createdTo);
  params.set('paging.limit', String(LIMIT));
  return params;
}

/** The seeded logs: each type's count, a rare type, and a week's listing of two common types. */
async function seed(url: string, siteIds: string[]) {
  const seeding = performance.now();
  const { counts } = await post<{ counts: Record<string, number> }>(`${url}${FLOOR_PREFIX}seed-events`, '', {
    siteIds,
  });
  const vacuum = await fetch(`${url}/bench/vacuum`, { method: 'POST' });
  if (!vacuum.ok) throw new Error(`vacuum analyze: ${vacuum.status}`);
  const rare = TYPES.filter((type) => (counts[type] ?? 0) > LIMIT).at(-1)!;
  const common = [TYPES[2]!, TYPES[3]!];
  const weekEnd = Date.now() - 38 * DAY;
  const week: Listing = {
    eventTypes: common,
    createdFrom: new Date(weekEnd - 7 * DAY).toISOString(),
    createdTo: new Date(weekEnd).toISOString(),
  };
  console.log(
    `2 sites of ${EVENTS} events over 90 days, ${Object.keys(counts).length} types, in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s; the most common: ${TYPES[0]} ` +
      `${counts[TYPES[0]!]}, ${common.join(' ')} ${counts[common[0]!]} ${counts[common[1]!]}; rare: ${rare} ${counts[rare]}`,
  );
  const listings: Array<[string, Listing]> = [
    ['newest page of the log', {}],
    [`rare type, 90 days`, { eventTypes: [rare] }],
    ['2 common types, 1 week', week],
  ];
  return { counts, listings };
}

/** The site the measurements read: the server's URL, the site's id and its API key. */
interface Target {
  url: string;
  siteId: string;
  apiKey: string;
}

/** The routes and their floors, each as a call. */
function endpoints({ url, siteId, apiKey }: Target) {
  return {
    listed: (listing: Listing) =>
      get<{ events: Array<{ id: string }>; pagingMetadata: { total?: number } }>(
        `${url}/atrium/v1/events?${search(listing)}`,
        apiKey,
      ),
    floorListed: (listing: Listing) =>
      post<{ events: Array<{ id: string }> }>(`${url}${FLOOR_PREFIX}events`, '', { siteId, ...listing }),
    types: () => get<{ eventTypes: string[] }>(`${url}/atrium/v1/event-types`, apiKey),
    floorTypes: () => post<{ eventTypes: string[] }>(`${url}${FLOOR_PREFIX}event-types`, '', { siteId }),
  };
}

type Endpoints = ReturnType<typeof endpoints>;
type Seeded = Awaited<ReturnType<typeof seed>>;

/** The route answers the floor's events in the floor's order, and the floor's types. */
async function checkAnswers(calls: Endpoints, { counts, listings }: Seeded) {
  for (const [label, listing] of listings) {
    const answered = (await calls.listed(listing)).events.map((event) => event.id);
    const floorIds = (await calls.floorListed(listing)).events.map((event) => event.id);
    if (answered.length !== LIMIT || JSON.stringify(answered) !== JSON.stringify(floorIds))
      throw new Error(`${label}: the route and the floor read different events`);
  }
  const answeredTypes = (await calls.types()).eventTypes;
  if (answeredTypes.length !== Object.keys(counts).length)
    throw new Error(
      `event types: the route answers ${answeredTypes.length}, the log holds ${Object.keys(counts).length}`,
    );
  if (JSON.stringify(answeredTypes) !== JSON.stringify((await calls.floorTypes()).eventTypes))
    throw new Error('event types: the route and the floor answer different types');
  console.log(`the routes answer the floors' events and types`);
}

/** BENCH_EXPLAIN=1: the plans of the floor's statements. */
async function explain({ url, siteId }: Target, listings: Seeded['listings']) {
  const plan = async (body: object) =>
    (await post<Array<{ 'QUERY PLAN': string }>>(`${url}${FLOOR_PREFIX}explain`, '', { siteId, ...body }))
      .map((row) => `    ${row['QUERY PLAN'].slice(0, 140)}`)
      .join('\n');
  for (const [label, listing] of listings) {
    console.log(`\nEXPLAIN ANALYZE, ${label}:\n${await plan({ listing })}`);
    console.log(`\nEXPLAIN ANALYZE, ${label}, the route's count:\n${await plan({ listing, count: true })}`);
  }
  console.log(`\nEXPLAIN ANALYZE, event types:\n${await plan({})}`);
}

/** Every side, warmed up, then measured in ROUNDS rounds. */
async function measureSides(calls: Endpoints, listings: Seeded['listings']) {
  const side = (label: string, send: (n: number) => Promise<unknown>): Side => ({
    label,
    send,
    times: [],
    elapsed: 0,
  });
  const sides = [
    ...listings.flatMap(([label, listing]) => [
      side(label, () => calls.listed(listing)),
      side('  floor (hand-written SQL)', () => calls.floorListed(listing)),
    ]),
    side('event types', calls.types),
    side('  floor (loose index scan)', calls.floorTypes),
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
    const other = atrium(env, ['create-site', '--name', 'Bench neighbour']);
    const key = atrium(env, ['create-api-key', '--site', site.siteId!]);
    const server = await startNodeServer(env, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve']);
    try {
      const target = { url: server.url, siteId: site.siteId!, apiKey: key.apiKey! };
      const seeded = await seed(server.url, [target.siteId, other.siteId!]);
      const calls = endpoints(target);
      await checkAnswers(calls, seeded);
      if (process.env.BENCH_EXPLAIN === '1') await explain(target, seeded.listings);
      const sides = await measureSides(calls, seeded.listings);
      console.log(
        `\nbench/events on ${environment.label}: listEvents (pages of ${LIMIT}) and listEventTypes over ` +
          `${EVENTS} events of one site beside another's ${EVENTS}; ${CONCURRENCY} at a time, ${ROUNDS} rounds`,
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
