import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { currentActor, runAs } from '../events/actor.js';
import { createJobRunner } from './runner.js';

let database: TestDatabase | undefined;
afterEach(async () => database?.close());

describe('the job runner', () => {
  it('lets a job fetched while it stops finish, with its completion, before stop returns', async () => {
    database = await createTestDatabase();
    const open = database;
    // Slow down the worker's fetch so that stop() is called while that query is in flight:
    // pg-boss then sees no job in progress, and the handler starts after it has stopped.
    let slow = false;
    let fetching = false;
    const slowFetch = {
      ...open,
      async executeSql(text: string, values?: unknown[]) {
        if (!slow || !text.includes('SKIP LOCKED')) return open.executeSql(text, values);
        fetching = true;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return open.executeSql(text, values);
      },
    };
    const runner = createJobRunner({ database: slowFetch, log: pino({ level: 'silent' }), work: true });
    const finished: string[] = [];
    runner.define({ name: 'test.slow' });
    runner.handle<{ n: number }>('test.slow', async (job) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The database must still be open: a closed pool here is the fault this guards against.
      await database!.db.execute(sql`select 1`);
      finished.push(job.id);
    });
    await runner.start();
    await runner.work();
    const id = await runner.send('test.slow', { n: 1 });
    slow = true;
    runner.wake('test.slow');
    await expect.poll(() => fetching, { timeout: 5000 }).toBe(true);
    await runner.stop();
    expect(finished).toEqual([id]);
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(rows[0]?.state).toBe('completed');
  });

  it('runs every job as the system, even when its worker was started inside a request', async () => {
    database = await createTestDatabase();
    const runner = createJobRunner({ database, log: pino({ level: 'silent' }), work: true });
    const actors: unknown[] = [];
    runner.define({ name: 'test.actor' });
    runner.handle('test.actor', async () => void actors.push(await currentActor(database!.db)));
    await runner.start();
    // The worker's loop would otherwise carry the owner's scope into every job it fetches.
    await runAs({ kind: 'OWNER', id: 'o1', email: 'ada@example.com' }, () => runner.work());
    await runner.send('test.actor', {});
    runner.wake('test.actor');
    await expect.poll(() => actors.length, { timeout: 5000 }).toBe(1);
    await runner.stop();
    expect(actors).toEqual([{ kind: 'SYSTEM' }]);
  });

  it('stops within its bound when a job never ends, and says what it left', async () => {
    database = await createTestDatabase();
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const runner = createJobRunner({ database, log, work: true, stopWaitMs: 1500 });
    let started = false;
    runner.define({ name: 'test.stuck' });
    runner.handle('test.stuck', () => {
      started = true;
      return new Promise<void>(() => undefined);
    });
    await runner.start();
    await runner.work();
    await runner.send('test.stuck', {});
    runner.wake('test.stuck');
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);
    // Without the bound this never returns, and the test fails on its timeout.
    await runner.stop();
    expect(lines.join('')).toContain('job runner stopped with work still in flight');
  });

  it('writes a queue or a schedule only when it is new or has changed', async () => {
    database = await createTestDatabase();
    const open = database;
    const writes: string[] = [];
    const counting = {
      ...open,
      executeSql(text: string, values?: unknown[]) {
        const ours = values?.[0] === 'test.sync';
        if (ours && /create_queue|UPDATE pgboss\.queue|INSERT INTO pgboss\.schedule/.test(text))
          writes.push(text);
        return open.executeSql(text, values);
      },
    };
    const startRunner = async (retryLimit: number, cron: string) => {
      const runner = createJobRunner({ database: counting, log: pino({ level: 'silent' }), work: true });
      runner.define({ name: 'test.sync', retryLimit, retryDelay: 5 });
      runner.scheduleEvery('test.sync', cron);
      runner.handle('test.sync', async () => undefined);
      await runner.start();
      await runner.work();
      await runner.stop();
      const written = writes.length;
      writes.length = 0;
      return written;
    };
    expect(await startRunner(3, '5 * * * *')).toBe(2);
    expect(await startRunner(3, '5 * * * *')).toBe(0);
    expect(await startRunner(4, '5 * * * *')).toBe(1);
    expect(await startRunner(4, '6 * * * *')).toBe(1);
    const { rows } = await database.executeSql(
      `select q.retry_limit, s.cron from pgboss.queue q join pgboss.schedule s using (name) where name = 'test.sync'`,
    );
    expect(rows).toEqual([{ retry_limit: 4, cron: '6 * * * *' }]);
  });

  it('takes jobs before its work starts on an installed database, and does them once it does', async () => {
    database = await createTestDatabase();
    const log = pino({ level: 'silent' });
    const done: number[] = [];
    const runner = () => {
      const created = createJobRunner({ database: database!, log, work: true });
      created.define({ name: 'test.early' });
      created.handle<{ n: number }>('test.early', async (job) => void done.push(job.data.n));
      return created;
    };
    const first = runner();
    await first.start();
    await first.work();
    await first.stop();

    const second = runner();
    await second.start();
    await second.send('test.early', { n: 1 });
    expect(done).toEqual([]);
    await second.work();
    await expect.poll(() => done, { timeout: 10_000 }).toEqual([1]);
    await second.stop();
  });
});
