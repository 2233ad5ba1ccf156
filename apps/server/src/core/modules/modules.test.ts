import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { systemClock } from '../clock.js';
import { assembleModules } from './assemble.js';
import { createCore } from './core.js';
import { createHook } from './hook.js';
import type { AnyModule } from './module.js';
import { ModuleGraphError, resolveOrder } from './resolve.js';

const node = (name: string, ...needs: string[]) => ({ name, needs });
const names = (list: { name: string }[]) => list.map((module) => module.name);

describe('the order modules are made in', () => {
  it('keeps the listed order where the needs allow, and puts each module after what it needs', () => {
    expect(names(resolveOrder([node('a'), node('b'), node('c')]))).toEqual(['a', 'b', 'c']);
    expect(names(resolveOrder([node('orders', 'carts', 'tax'), node('tax'), node('carts', 'tax')]))).toEqual([
      'tax',
      'carts',
      'orders',
    ]);
  });

  it('names the module whose need no module meets', () => {
    expect(() => resolveOrder([node('carts'), node('orders', 'carts', 'payments')])).toThrow(
      new ModuleGraphError('module orders needs payments, which is not listed'),
    );
  });

  it('names the modules that need each other, in the circle they make', () => {
    const circle = [
      node('sites'),
      node('checkouts', 'sites', 'tips'),
      node('tips', 'orders'),
      node('orders', 'checkouts'),
    ];
    expect(() => resolveOrder(circle)).toThrow(
      new ModuleGraphError('modules need each other in a circle: checkouts → tips → orders → checkouts'),
    );
    expect(() => resolveOrder([node('self', 'self')])).toThrow('circle: self → self');
  });

  it('refuses a module listed twice', () => {
    expect(() => resolveOrder([node('tax'), node('tax')])).toThrow('module tax is listed twice');
  });
});

describe('a hook', () => {
  it('runs what each module added, in the order they added it', async () => {
    const hook = createHook<[string]>();
    const ran: string[] = [];
    hook.add(async (who) => void ran.push(`carts:${who}`));
    hook.add(async (who) => void ran.push(`checkouts:${who}`));
    await hook.run('ada');
    expect(ran).toEqual(['carts:ada', 'checkouts:ada']);
  });
});

let database: TestDatabase | undefined;
afterEach(async () => database?.close());

describe('assembling modules', () => {
  it('gives each module what those it needs provide, and delivers the events its listener asked for', async () => {
    database = await createTestDatabase();
    const log = pino({ level: 'silent' });
    const config = readConfig({}, { logLevel: 'silent', mediaDir: '/tmp/atrium-modules-test' });
    const core = await createCore({ config, database, clock: systemClock, log });
    const heard: unknown[] = [];
    const tax = { name: 'tax', needs: [], tables: {}, create: () => ({ rate: 20 }) };
    const carts: AnyModule = {
      name: 'carts',
      needs: ['tax'],
      tables: {},
      create: (needs) => ({ taxed: (needs as { tax: { rate: number } }).tax.rate }),
      listeners: () => [
        {
          queue: 'test.carts-heard',
          events: ['test.happened'],
          handle: async (event) => void heard.push(event.data),
        },
      ],
    };
    const { modules } = await assembleModules(core, [carts, tax]);
    expect((modules as unknown as Record<string, unknown>).carts).toEqual({ taxed: 20 });

    await core.jobs.start();
    await core.jobs.work();
    const site = await database.executeSql(
      "insert into sites (id, name) values (gen_random_uuid(), 'Listening') returning id",
    );
    const siteId = (site.rows[0] as { id: string }).id;
    await database.db.transaction((tx) =>
      core.outbox.record(tx, { siteId, type: 'test.happened', data: { n: 1 } }),
    );
    core.jobs.wake('test.carts-heard');
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual([{ n: 1 }]);
    await core.jobs.stop();
  });
});
