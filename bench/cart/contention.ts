// Contention on one cart: PARALLEL adds of one item sent at once, in `rounds` rounds on fresh carts, next to the
// same burst through the add floor, alternating. The route's adds are a fresh visitor's first: whichever comes
// first makes the cart (the unique index on current carts), and the others wait on its row lock. Every cart must
// end at quantity PARALLEL, or an add was lost. The floor only grows a line that exists: one add through the
// route makes the cart and its line before the burst, so the floor's carts end at PARALLEL + 1.
import { ADD, addBody, call, CURRENT, shopperWith, visitor, type Caller, type Cart } from './fixtures.js';
import { floorPath } from './floors.js';
import { cpuMeter, type Measured, type Watched } from '../lib/measure.js';

export const PARALLEL = 50;

interface Burst {
  ms: number;
  latencies: number[];
  serverMs?: number | undefined;
  databaseMs?: number | undefined;
}

/** PARALLEL requests at once (one connection each: fetch opens as many as it has requests in flight). */
async function burst(send: () => Promise<Response>, watched: Watched): Promise<Burst> {
  const stop = cpuMeter(watched);
  const started = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const sent = performance.now();
      const answer = await send();
      if (!answer.ok) throw new Error(`a parallel add: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
      return performance.now() - sent;
    }),
  );
  return { ms: performance.now() - started, latencies, ...stop() };
}

async function expectQuantity(caller: Caller, expected: number, side: string) {
  const { cart } = await call<{ cart: Cart }>(caller, CURRENT);
  const quantities = cart.lineItems.map((line) => line.quantity);
  if (quantities.length !== 1 || quantities[0] !== expected)
    throw new Error(
      `${side}: after ${PARALLEL} parallel adds the cart holds [${quantities}], not [${expected}]`,
    );
}

function summary(bursts: Burst[]): Measured {
  const adds = bursts.length * PARALLEL;
  const latencies = bursts.flatMap((b) => b.latencies).sort((a, b) => a - b);
  const perAdd = (pick: (b: Burst) => number | undefined) =>
    bursts.every((b) => pick(b) !== undefined)
      ? bursts.reduce((sum, b) => sum + pick(b)!, 0) / adds
      : undefined;
  return {
    rps: adds / (bursts.reduce((sum, b) => sum + b.ms, 0) / 1000),
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
    serverMs: perAdd((b) => b.serverMs),
    databaseMs: perAdd((b) => b.databaseMs),
  };
}

export async function measureContention(
  url: string,
  site: { siteId: string; clientId: string; productId: string },
  { watched, rounds }: { watched: Watched; rounds: number },
): Promise<{ route: Measured; floor: Measured; carts: number }> {
  const body = JSON.stringify(addBody(site.productId));
  const routeRound = async () => {
    const authorization = await visitor(url, site.clientId);
    const headers = { authorization, 'content-type': 'application/json' };
    const measured = await burst(() => fetch(url + ADD, { method: 'POST', headers, body }), watched);
    await expectQuantity({ url, authorization }, PARALLEL, 'route');
    return measured;
  };
  const floorRound = async () => {
    const shopper = await shopperWith(url, site.clientId, [site.productId]);
    const path = floorPath('add', { ...site, ownerId: shopper.visitorId, catalogItemId: site.productId });
    const measured = await burst(() => fetch(url + path, { method: 'POST' }), watched);
    await expectQuantity({ url, authorization: shopper.authorization }, PARALLEL + 1, 'floor');
    return measured;
  };
  // A warm-up of each, checked but not counted.
  await routeRound();
  await floorRound();
  const route: Burst[] = [];
  const floor: Burst[] = [];
  for (let i = 0; i < rounds; i++) {
    route.push(await routeRound());
    floor.push(await floorRound());
  }
  return { route: summary(route), floor: summary(floor), carts: 2 * (rounds + 1) };
}
