// Categories on one running server, each next to a baseline measured in the same run:
// - p95 latency of listing a top category's items with its subcategories' (about 11 000 categories and
//   100 000 placements under it), next to GET /readyz; goal under 20 ms on PostgreSQL;
// - moving a subtree of 1 111 categories to another parent and back, next to moving a leaf;
// - requests per second of `query` with a filter, next to GET /readyz (SELECT 1).
import autocannon from 'autocannon';
import { atrium, benchEnvironment, freePort, startServer } from '../lib/server.js';
import { buildTree, NAMESPACE, type BenchTree } from './fixtures.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CONNECTIONS = 10;
const tree = { appNamespace: NAMESPACE };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

type Fixture = BenchTree;

/** The running server and the headers of the site's API key. */
interface Api {
  url: string;
  headers: Record<string, string>;
}

async function call({ url, headers }: Api, path: string, body?: object) {
  const answer = await fetch(url + path, {
    method: body ? 'POST' : 'GET',
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** Each of `samples` sequential runs' time, ms, after five runs of warm-up. */
async function timed(run: () => Promise<unknown>, samples: number) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times;
}

/** Listing a top category's items with its subcategories', first and second page, next to GET /readyz. */
async function listLatencies(api: Api, fixture: Fixture) {
  const top = fixture.topIds[0]!;
  const listPath = `/categories/v1/categories/${top}/list-items`;
  const listBody = { treeReference: tree, includeItemsFromSubcategories: true };
  const first = await call(api, listPath, listBody);
  if ((first.items as unknown[]).length !== 50) throw new Error('the listing answered no full page');
  const readyz = await timed(() => call(api, '/readyz'), SAMPLES);
  const list = await timed(() => call(api, listPath, listBody), SAMPLES);
  const next = (first.pagingMetadata as { cursors: { next: string } }).cursors.next;
  const deep = await timed(
    () => call(api, listPath, { ...listBody, cursorPaging: { cursor: next } }),
    SAMPLES,
  );
  return { readyz, list, deep };
}

/** Moving a leaf, then a subtree, to the other of two top categories, back and forth. */
async function moveLatencies(api: Api, fixture: Fixture) {
  let flip = 0;
  const move = (id: string) => () =>
    call(api, `/categories/v1/categories/${id}/move`, {
      treeReference: tree,
      parentCategoryId: fixture.topIds[1 + (flip++ % 2)],
      position: 'LAST',
    });
  const leafMoves = await timed(move(fixture.leafId), 20);
  const subtreeMoves = await timed(move(fixture.branchId), 20);
  return { leafMoves, subtreeMoves };
}

async function rps(options: Partial<autocannon.Options>) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  } as autocannon.Options);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Requests per second of `query` with a filter, next to GET /readyz. */
async function queryRates({ url, headers }: Api, fixture: Fixture) {
  const baselineRps = await rps({ url: `${url}/readyz` });
  const queryRps = await rps({
    url: `${url}/categories/v1/categories/query`,
    method: 'POST',
    headers,
    body: JSON.stringify({
      treeReference: tree,
      query: { filter: { 'parentCategory.id': fixture.topIds[3] }, cursorPaging: { limit: 10 } },
    }),
  });
  return { baselineRps, queryRps };
}

type Results = Awaited<ReturnType<typeof listLatencies>> &
  Awaited<ReturnType<typeof moveLatencies>> &
  Awaited<ReturnType<typeof queryRates>>;

function report(heading: string, results: Results) {
  const { readyz, list, deep, leafMoves, subtreeMoves, baselineRps, queryRps } = results;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(heading);
  console.log('baseline GET /readyz p95'.padEnd(60) + ms(percentile(readyz, 0.95)));
  const ratio = (value: number) => (value / percentile(readyz, 0.95)).toFixed(1).padStart(8);
  console.log(
    'list-items of a top category with subcategories, p95'.padEnd(60) +
      ms(percentile(list, 0.95)) +
      ratio(percentile(list, 0.95)),
  );
  console.log(
    '  the same, second page by cursor, p95'.padEnd(60) +
      ms(percentile(deep, 0.95)) +
      ratio(percentile(deep, 0.95)),
  );
  console.log('baseline move of a leaf, median'.padEnd(60) + ms(percentile(leafMoves, 0.5)));
  console.log(
    'move of a 1 111-category subtree, median'.padEnd(60) +
      ms(percentile(subtreeMoves, 0.5)) +
      (percentile(subtreeMoves, 0.5) / percentile(leafMoves, 0.5)).toFixed(1).padStart(8),
  );
  console.log('baseline GET /readyz (SELECT 1)'.padEnd(60) + `${baselineRps.toFixed(0)}/s`.padStart(10));
  console.log(
    'POST query with a filter (10 children of a top category)'.padEnd(60) +
      `${queryRps.toFixed(0)}/s`.padStart(10) +
      (queryRps / baselineRps).toFixed(2).padStart(8),
  );
}

async function main() {
  const environment = await benchEnvironment(await freePort());
  try {
    const site = atrium(environment.env, ['create-site', '--name', 'Bench']);
    const key = atrium(environment.env, ['create-api-key', '--site', site.siteId!]);
    const started = Date.now();
    const fixture = await buildTree(environment.env, site.siteId!, PLACEMENTS);
    const built = ((Date.now() - started) / 1000).toFixed(0);
    const server = await startServer(environment.env);
    const api = {
      url: server.url,
      headers: { authorization: key.apiKey!, 'content-type': 'application/json' },
    };
    try {
      const lists = await listLatencies(api, fixture);
      const moves = await moveLatencies(api, fixture);
      const rates = await queryRates(api, fixture);
      report(
        `\nbench/categories on ${environment.label}: ${fixture.categories} categories, ${fixture.placements} ` +
          `placements (built in ${built} s); ${SAMPLES} sequential requests per latency`,
        { ...lists, ...moves, ...rates },
      );
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
