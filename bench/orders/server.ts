// The server bench/orders measures: the app, with the floor of floor.ts beside it on the same port
// (lib/floor-server.ts says how).
import { randomUUID } from 'node:crypto';
import { sqlRows } from '../../apps/server/src/core/db/index.js';
import { benchServer } from '../lib/floor-server.js';
import { FLOOR_PREFIX } from '../lib/paths.js';
import { placeOrder } from './floor.js';

const { floor, database, serve } = await benchServer();
const { db } = database;

type Line = {
  id: string;
  position: number;
  quantity: number;
  catalog_item_id: string;
  price_minor: string;
  name: string;
  variant_id: string;
};

floor.post(`${FLOOR_PREFIX}place`, async (request, reply) => {
  const { siteId, checkoutId } = request.query as { siteId: string; checkoutId: string };
  const order = await db.transaction(async (tx) => {
    const [checkout] = await sqlRows<{ completed: boolean }>(tx, placeOrder.lock(siteId, checkoutId));
    if (!checkout || checkout.completed) return undefined;
    const [counter] = await sqlRows<{ last: string }>(tx, placeOrder.number(siteId));
    const lines = await sqlRows<Line>(tx, placeOrder.lines(checkoutId));
    const total = lines.reduce((sum, l) => sum + BigInt(l.price_minor) * BigInt(l.quantity), 0n);
    const id = randomUUID();
    const [row] = await sqlRows(
      tx,
      placeOrder.order({ id, siteId, number: counter!.last, checkoutId, total }),
    );
    for (const line of lines) {
      await tx.execute(placeOrder.line(id, siteId, line));
      await sqlRows(tx, placeOrder.stock(siteId, line.variant_id, line.quantity));
    }
    await tx.execute(placeOrder.payment(id, siteId, { id: randomUUID(), amount: total }));
    await tx.execute(placeOrder.complete(checkoutId, id));
    await tx.execute(placeOrder.activity(id, siteId, randomUUID()));
    await tx.execute(placeOrder.event(siteId, id, randomUUID()));
    return row;
  });
  if (!order) return reply.code(409).send({ completed: checkoutId });
  return reply
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ orderId: (order as { id: string }).id }));
});
await serve();
