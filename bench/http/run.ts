// Throughput of three routes on one running server: the baseline (/readyz: SELECT 1 through the same
// database handle), the anonymous token grant, and a query route; each as requests per second, p99 latency
// and the ratio to the baseline measured in the same run.
import autocannon from 'autocannon';
import { atrium, benchEnvironment, startServer } from '../lib/server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Target {
  name: string;
  path: string;
  options?: Partial<autocannon.Options>;
}

async function measure(url: string, target: Target) {
  const result = await autocannon({
    url: url + target.path,
    connections: CONNECTIONS,
    duration: DURATION,
    ...target.options,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name: target.name, rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const environment = await benchEnvironment(3900);
  try {
    const site = atrium(environment.env, ['create-site', '--name', 'Bench']);
    const key = atrium(environment.env, ['create-api-key', '--site', site.siteId!]);
    const server = await startServer(environment.env);
    try {
      for (let i = 0; i < 60; i++) {
        await fetch(`${server.url}/atrium/v1/webhooks`, {
          method: 'POST',
          headers: { authorization: key.apiKey!, 'content-type': 'application/json' },
          body: JSON.stringify({
            webhook: { url: `https://receiver.example/${i}`, eventTypes: ['order.*'] },
          }),
        });
      }
      const targets: Target[] = [
        { name: 'baseline GET /readyz (SELECT 1)', path: '/readyz' },
        {
          name: 'POST /oauth2/token (anonymous)',
          path: '/oauth2/token',
          options: {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ clientId: site.clientId, grantType: 'anonymous' }),
          },
        },
        {
          name: 'POST /atrium/v1/webhooks/query (50 of 60)',
          path: '/atrium/v1/webhooks/query',
          options: {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: key.apiKey! },
            body: JSON.stringify({
              query: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 50 } },
            }),
          },
        },
      ];
      const results = [];
      for (const target of targets) results.push(await measure(server.url, target));
      const baseline = results[0]!.rps;
      console.log(
        `\nbench/http on ${environment.label}: ${CONNECTIONS} connections, ${DURATION} s per route`,
      );
      console.log('route'.padEnd(46) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'ratio'.padStart(8));
      for (const r of results) {
        console.log(
          r.name.padEnd(46) +
            r.rps.toFixed(0).padStart(10) +
            r.p99.toFixed(1).padStart(10) +
            (r.rps / baseline).toFixed(2).padStart(8),
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
