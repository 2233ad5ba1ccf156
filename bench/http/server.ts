// The server bench/http measures: the app, with the floor routes of floors.ts beside it on the same port
// (lib/floor-server.ts says how).
import { sql } from 'drizzle-orm';
import { benchServer } from '../lib/floor-server.js';
import { FLOORS, FLOOR_PREFIX } from './floors.js';

const { floor, database, serve } = await benchServer();
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
await serve();
