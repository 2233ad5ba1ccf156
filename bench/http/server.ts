// The server bench/http measures, started in this process from the app factory, with the floor routes of
// floors.ts beside it on the same port. buildApp seals its Fastify instance (ready()), so the floors live on a
// second, bare Fastify instance, and the HTTP server hands it the requests under /bench/: the same process,
// event loop, socket handling and database pool as the routes they are a floor for, and nothing of the production
// server is changed. Configured from the environment like `atrium start`; stops on SIGTERM.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { readConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/core/db/open.js';
import { BENCH_PREFIX, FLOORS, FLOOR_PREFIX } from './floors.js';
import { registerStages } from './stages.js';

const config = readConfig(process.env);
const database = await openDatabase(config);
const { app, services } = await buildApp({ config, database });

const floor = Fastify({ logger: false });
for (const [name, spec] of Object.entries(FLOORS)) {
  floor.get(`${FLOOR_PREFIX}${name}`, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    // Statements without parameters go through drizzle's execute as /readyz does: executeSql would send them
    // as a simple query, which PGlite answers at a fraction of the cost of the extended protocol.
    const { rows } = spec.params.length
      ? await database.executeSql(
          spec.sql,
          spec.params.map((param) => query[param]),
        )
      : ((await database.db.execute(sql.raw(spec.sql))) as unknown as { rows: unknown[] });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows));
  });
}
// Not a floor: after the data is made, the planner statistics and visibility map that autovacuum would keep
// on a database that grew over time; right after the inserts, PostgreSQL has neither.
floor.post(`${BENCH_PREFIX}vacuum`, async () => {
  await database.executeSql('vacuum analyze');
  return { done: true };
});
registerStages(floor, { routes: app.wireRoutes, authenticate: services.oauth.authenticate });
await floor.ready();

await app.listen({ port: config.port, host: '127.0.0.1' });
type Listener = (request: IncomingMessage, response: ServerResponse) => void;
const [appListener] = app.server.listeners('request') as Listener[];
if (!appListener) throw new Error('the app server has no request listener');
app.server.removeAllListeners('request');
app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  if (request.url?.startsWith(BENCH_PREFIX)) floor.routing(request, response);
  else appListener(request, response);
});

let closing = false;
process.once('SIGTERM', () => {
  if (closing) return;
  closing = true;
  void (async () => {
    await app.close();
    await floor.close();
    await database.close();
    process.exit(0);
  })();
});
process.stdout.write(`bench server listening on ${config.port}\n`);
