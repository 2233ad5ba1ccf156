// What every benchmark server shares: the app built from the environment like `atrium start`, a second, bare
// Fastify instance for the floors, and one HTTP server that hands it the requests under /bench/. buildApp seals
// its Fastify instance (ready()), so the floors cannot be routes of it; this way they share the process, event
// loop, socket handling and database pool of the routes they are a floor for, and nothing of the production
// server is changed. Stops on SIGTERM.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, type Atrium } from '../../apps/server/src/app.js';
import { readConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/core/db/index.js';
import { openDatabase } from '../../apps/server/src/core/db/open.js';
import { registerStages } from '../http/stages.js';
import { BENCH_PREFIX } from './paths.js';

export interface BenchServer extends Atrium {
  config: ReturnType<typeof readConfig>;
  database: Database;
  /** The bare instance the floor routes go on, before `serve()`. */
  floor: FastifyInstance;
  /** Adds the shared routes (vacuum, stages), listens and prints the line the runner waits for. */
  serve(): Promise<void>;
}

export async function benchServer(): Promise<BenchServer> {
  const config = readConfig(process.env);
  const database = await openDatabase(config);
  const atrium = await buildApp({ config, database });
  const { app, modules } = atrium;
  const floor = Fastify({ logger: false });

  async function serve() {
    // Not a floor: after the data is made, the planner statistics and visibility map that autovacuum would keep
    // on a database that grew over time; right after the inserts, PostgreSQL has neither.
    floor.post(`${BENCH_PREFIX}vacuum`, async () => {
      await database.executeSql('vacuum analyze');
      return { done: true };
    });
    registerStages(floor, { routes: app.wireRoutes, authenticate: modules.oauth.authenticate });
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
  }

  return { ...atrium, config, database, floor, serve };
}
