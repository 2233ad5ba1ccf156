// A server process killed (SIGKILL) in the middle of placing orders, several times, then a fresh server on the same
// database: no partial order, no stock taken without an order, no checkout completed without its order, no payment
// captured without an order, and every order's `order.created` event delivered once. The killed process is a real
// one (test/crash-worker.ts), so whatever it had in flight dies with its connections, as in a crash.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { connect, type Database } from '../../core/db/index.js';
import { DISPATCH_QUEUE } from '../../core/events/index.js';
import type { TestAtrium } from '../../test/app.js';
import { onPostgres } from '../../test/database.js';
import { mug } from '../../test/catalog.js';
import { orderTestApp } from '../../test/orders.js';
import { jobsSettled, waitFor } from '../../test/wait.js';

/** The webhooks module's delivery queue (services/webhooks/service.ts). */
const DELIVER_QUEUE = 'webhooks.deliver';
const WORKER = path.resolve(import.meta.dirname, '../../test/crash-worker.ts');
const ROUNDS = 6;
/** The stock of each product: the first sells out during the run, so refusals are killed too. */
const STOCKS = [40, 100_000, 100_000];

/** A real HTTP receiver on loopback that counts each event id it is sent. */
async function startReceiver() {
  const received = new Map<string, number>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['x-atrium-event-id']);
      received.set(id, (received.get(id) ?? 0) + 1);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * One round: the worker started, left to place orders for a random while (after a random one of its orders
 * began, so that the kill often lands inside an order), then killed. How many orders were under way then.
 */
async function killedRound(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: path.dirname(WORKER),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_, signal) => resolve(signal)),
  );
  const underWay = new Set<string>();
  const answers: string[] = [];
  let begun = 0;
  let ready = false;
  readline.createInterface({ input: child.stdout }).on('line', (text) => {
    const [what, checkoutId, status] = text.split(' ');
    if (what === 'ready') ready = true;
    if (what === 'begin') {
      underWay.add(checkoutId!);
      begun++;
    }
    if (what === 'done') {
      underWay.delete(checkoutId!);
      answers.push(status!);
    }
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  await waitFor(() => ready || !alive(), 60_000);
  const startOrders = 3 + Math.floor(Math.random() * 12);
  await waitFor(() => begun >= startOrders || !alive(), 30_000);
  if (!alive()) throw new Error(`the worker stopped by itself: ${stderr}`);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 120));
  const inFlight = underWay.size;
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return { inFlight, answers, stderr };
}

async function rows<T = Record<string, unknown>>(database: Database, text: string, values: unknown[] = []) {
  return (await database.executeSql(text, values)).rows as T[];
}

describe.runIf(onPostgres)(
  'a server killed while placing orders (PostgreSQL only: a second process cannot open the PGlite database of this one)',
  () => {
    const closing: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const close of closing.reverse()) await close();
    });

    it('SIGKILL in the middle of order creation, then a restart: no partial order, no stock without an order, events once', async ({
      annotate,
    }) => {
      const receiver = await startReceiver();
      closing.push(receiver.close);
      const { atrium, admin } = await orderTestApp({
        config: { jobs: false, rateLimits: false, allowPrivateWebhooks: true },
      });
      closing.push(() => atrium.close());
      const { siteId, clientId } = atrium.site;
      const productIds: string[] = [];
      for (const [i, quantity] of STOCKS.entries())
        productIds.push(
          (await admin.create(mug({ name: `Crash mug ${i}`, stock: { trackInventory: true, quantity } }))).id,
        );
      await atrium.modules.webhooks.create(siteId, { url: receiver.url, eventTypes: ['order.created'] });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-crash-'));
      closing.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = {
        ...process.env,
        CRASH_DATABASE_URL: atrium.database.url,
        CRASH_CLIENT_ID: clientId,
        CRASH_PRODUCTS: productIds.join(','),
        CRASH_DATA_DIR: dataDir,
        CRASH_BUYERS: '4',
      };

      let inFlight = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const killed = await killedRound(env);
        inFlight += killed.inFlight;
        // Every answer the worker gave before it died was a wire answer, never a 500.
        expect(
          killed.answers.filter((status) => Number(status) >= 500),
          killed.stderr,
        ).toEqual([]);
      }
      // The kills did strike orders under way (not only between them), or this would prove little.
      expect(inFlight).toBeGreaterThan(0);

      await assertConsistent(atrium, productIds);
      await annotate(await paymentGaps(atrium));
      await assertPaymentsSwept(atrium);
      await assertDeliveredOnce(atrium, receiver.received, closing);
    }, 120_000);
  },
);

/** What the killed processes left: whole orders or none, and stock, checkouts and payments that agree. */
async function assertConsistent(atrium: TestAtrium, productIds: string[]) {
  const database = atrium.database;
  const site = [atrium.site.siteId];
  const [counted] = await rows<{ orders: number }>(
    database,
    'select count(*)::int as orders from orders where site_id = $1',
    site,
  );
  expect(counted?.orders).toBeGreaterThan(0);
  // Every order has all its checkout's lines, and its one card payment, which the provider holds for it.
  expect(
    await rows(
      database,
      `select o.id from orders o
        where o.site_id = $1 and (
          (select count(*) from order_lines l where l.order_id = o.id)
            <> (select count(*) from checkout_lines c where c.checkout_id = o.checkout_id)
          or (select count(*) from order_lines l where l.order_id = o.id) = 0
          or (select count(*) from order_payments p join sandbox_payments s
                on s.id::text = p.provider_payment_id and s.reference = o.id::text
              where p.order_id = o.id and p.kind = 'sandbox') <> 1
          or not o.stock_taken)`,
      site,
    ),
  ).toEqual([]);
  // Per product, the stock that went is exactly what the orders that exist bought, and the log says so too.
  const initial = await rows<{
    id: string;
    initial: number;
    current: number;
    ordered: number;
    logged: number;
  }>(
    database,
    `select v.product_id as id, v.quantity as current,
            (select coalesce(sum(quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
              where o.site_id = $1 and l.catalog_item_id = v.product_id::text) as ordered,
            (select coalesce(sum(-delta), 0)::int from inventory_log g
              where g.variant_id = v.id and g.reason = 'ORDER_PLACED') as logged
       from product_variants v where v.site_id = $1 and v.product_id = any($2::uuid[])`,
    [atrium.site.siteId, productIds],
  );
  for (const product of initial) {
    const stock = STOCKS[productIds.indexOf(product.id)]!;
    expect(product.current).toBeGreaterThanOrEqual(0);
    expect({ id: product.id, taken: stock - product.current, logged: product.logged }).toEqual({
      id: product.id,
      taken: product.ordered,
      logged: product.ordered,
    });
  }
  // A checkout is completed exactly when an order was made from it, and names that order.
  expect(
    await rows(
      database,
      `select c.id from checkouts c left join orders o on o.checkout_id = c.id
        where c.site_id = $1
          and (c.completed is distinct from (o.id is not null) or (o.id is not null and c.order_id is distinct from o.id))`,
      site,
    ),
  ).toEqual([]);
  // No money was taken for an order that does not exist: a capture comes only after its order committed.
  expect(
    await rows(
      database,
      `select s.id from sandbox_payments s where s.site_id = $1 and s.captured > 0
          and not exists (select 1 from orders o where o.id::text = s.reference)`,
      site,
    ),
  ).toEqual([]);
}

/**
 * What the kills left between the provider and the orders, which no invariant above covers: authorizations held
 * for orders never made (killed between the authorization and the order's commit), and captures the provider made
 * that the order does not know of (killed between the capture and its recording).
 */
async function paymentGaps(atrium: TestAtrium) {
  const [gaps] = await rows<Record<string, number>>(
    atrium.database,
    `select
       (select count(*) from sandbox_payments s where s.site_id = $1 and s.voided_at is null
           and not exists (select 1 from orders o where o.id::text = s.reference))::int as "held without an order",
       (select count(*) from sandbox_payments s join order_payments p on p.provider_payment_id = s.id::text
         where s.site_id = $1 and s.captured > p.captured)::int as "captured, not recorded on the order",
       (select count(*) from order_payments p where p.site_id = $1 and p.status = 'AUTHORIZED')::int
         as "orders left authorized",
       (select count(*) from orders o where o.site_id = $1)::int as orders`,
    [atrium.site.siteId],
  );
  return `after the kills: ${JSON.stringify(gaps)}`;
}

/**
 * The sweeps settle what a kill left between the provider and the orders, once it is old enough to be theirs:
 * a capture made (or never made) for an order is recorded on it, and a charge for an order never made is
 * released (voided, or refunded if captured). Then the provider's ledger and the orders agree.
 */
async function assertPaymentsSwept(atrium: TestAtrium) {
  const site = [atrium.site.siteId];
  await rows(
    atrium.database,
    `update order_payments set created_at = created_at - interval '2 minutes' where site_id = $1`,
    site,
  );
  await rows(
    atrium.database,
    `update payment_attempts set created_at = created_at - interval '6 minutes' where site_id = $1`,
    site,
  );
  await atrium.modules.orderPayments.sweepCaptures();
  await atrium.modules.orderPayments.sweepAttempts();
  const [left] = await rows<Record<string, number>>(
    atrium.database,
    `select
       (select count(*) from order_payments p where p.site_id = $1 and p.status = 'AUTHORIZED')::int as authorized,
       (select count(*) from sandbox_payments s join order_payments p on p.provider_payment_id = s.id::text
         where s.site_id = $1 and s.captured <> p.captured)::int as behind,
       (select count(*) from sandbox_payments s where s.site_id = $1
           and not exists (select 1 from orders o where o.id::text = s.reference)
           and ((s.voided_at is null and s.captured = 0) or s.refunded < s.captured))::int as "held without an order",
       (select count(*) from payment_attempts a where a.site_id = $1)::int as attempts`,
    site,
  );
  expect(left).toEqual({ authorized: 0, behind: 0, 'held without an order': 0, attempts: 0 });
}

/** A fresh server on the same database delivers each order's `order.created` event, once. */
async function assertDeliveredOnce(
  atrium: TestAtrium,
  received: Map<string, number>,
  closing: Array<() => Promise<unknown>>,
) {
  const database = await connect({ databaseUrl: atrium.database.url, poolSize: 5 });
  closing.push(() => database.close());
  await atrium.app.close();
  const restarted = await buildApp({ config: { ...atrium.config, jobs: true }, database, logger: false });
  closing.push(() => restarted.app.close());
  const events = await rows<{ id: string; order_id: string }>(
    database,
    `select e.id, e.entity_id as order_id from events e where e.site_id = $1 and e.type = 'order.created'`,
    [atrium.site.siteId],
  );
  const orders = await rows<{ id: string }>(database, 'select id::text from orders where site_id = $1', [
    atrium.site.siteId,
  ]);
  // One event per order that exists, and none for an order that does not.
  expect(events.map((e) => e.order_id).sort()).toEqual(orders.map((o) => o.id).sort());
  // pg-boss waits its polling interval (1 s) after each fetch of one job, so a backlog drains at one event per
  // second per queue; woken as a commit would wake them, the same workers take the backlog at once.
  const nudge = setInterval(() => {
    restarted.core.jobs.wake(DISPATCH_QUEUE);
    restarted.core.jobs.wake(DELIVER_QUEUE);
  }, 20);
  try {
    await waitFor(() => received.size >= events.length, 60_000);
    await jobsSettled(database, [DISPATCH_QUEUE, DELIVER_QUEUE], events.length);
  } finally {
    clearInterval(nudge);
  }
  expect([...received.keys()].sort()).toEqual(events.map((e) => e.id).sort());
  expect([...received.values()].filter((times) => times !== 1)).toEqual([]);
  expect(
    await rows(
      database,
      `select event_id from webhook_deliveries where site_id = $1
        group by event_id having count(*) <> 1 or bool_or(status <> 'SUCCEEDED')`,
      [atrium.site.siteId],
    ),
  ).toEqual([]);
}
