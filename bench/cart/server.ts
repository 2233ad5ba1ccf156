// The server bench/cart measures, started in this process from the app factory, with the floors of floors.ts on
// a second, bare Fastify instance that the HTTP server hands the requests under /bench/, as bench/http/server.ts
// does: the same process, event loop, socket handling and database pool as the routes they are a floor for.
// BENCH_STAGES' stage routes (bench/http/stages.ts) live there too. Configured from the environment like
// `atrium start`; stops on SIGTERM.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { readConfig } from '../../apps/server/src/config.js';
import { sqlRows } from '../../apps/server/src/core/db/index.js';
import { openDatabase } from '../../apps/server/src/core/db/open.js';
import { registerStages } from '../http/stages.js';
import { addToCart, BENCH_PREFIX, FLOOR_PREFIX, readCart } from './floors.js';

const config = readConfig(process.env);
const database = await openDatabase(config);
const { app, services } = await buildApp({ config, database });
const { db } = database;

type Params = { siteId: string; ownerId: string; catalogItemId: string };
const json = 'application/json; charset=utf-8';

const floor = Fastify({ logger: false });
floor.get(`${FLOOR_PREFIX}read`, async (request, reply) => {
  const { siteId, ownerId } = request.query as Params;
  return reply.type(json).send(JSON.stringify(await sqlRows(db, readCart(siteId, ownerId))));
});
floor.post(`${FLOOR_PREFIX}add`, async (request, reply) => {
  const { siteId, ownerId, catalogItemId } = request.query as Params;
  const lines = await db.transaction(async (tx) => {
    const [cart] = await sqlRows<{ id: string }>(tx, addToCart.lock(siteId, ownerId));
    if (!cart) return undefined;
    const rows = await sqlRows(tx, addToCart.grow(cart.id, catalogItemId));
    await tx.execute(addToCart.touch(cart.id));
    return rows;
  });
  if (!lines?.length) return reply.code(404).send({ notFound: { ownerId, catalogItemId } });
  return reply.type(json).send(JSON.stringify(lines));
});
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
