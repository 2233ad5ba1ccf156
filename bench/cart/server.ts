// The server bench/cart measures: the app, with the floors of floors.ts beside it on the same port
// (lib/floor-server.ts says how).
import { sqlRows } from '../../apps/server/src/core/db/index.js';
import { benchServer } from '../lib/floor-server.js';
import { addToCart, FLOOR_PREFIX, readCart } from './floors.js';

const { floor, database, serve } = await benchServer();
const { db } = database;

type Params = { siteId: string; ownerId: string; catalogItemId: string };
const json = 'application/json; charset=utf-8';

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
await serve();
