import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/index.js';
import { runAs, SYSTEM_ACTOR } from '../events/actor.js';
import { executorAdapter } from './sql-adapter.js';

export interface QueueDefinition {
  name: string;
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each retry when `retryBackoff` is set. */
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface JobContext<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export interface SendOptions {
  /** Enqueue inside this transaction, so that the job exists if and only if the change commits. */
  executor?: Executor;
  startAfterSeconds?: number;
  singletonKey?: string;
}

interface RunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** False for a process that enqueues but leaves the work to others. */
  work: boolean;
  pollingIntervalSeconds?: number;
  /** How long stop() waits, in all, for a start under way and for jobs and queries in flight. */
  stopWaitMs?: number;
}

const STOP_WAIT_MS = 20_000;

/** The version of its tables this pg-boss expects. */
const PGBOSS_SCHEMA = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

/**
 * Whether a stored queue already has the options asked for. An option left out is not compared: pg-boss's
 * update keeps the stored value of an option it is not given.
 */
function sameOptions(current: object, wanted: Omit<QueueDefinition, 'name'>): boolean {
  return Object.entries(wanted).every(
    ([key, value]) => value === undefined || (current as Record<string, unknown>)[key] === value,
  );
}

/** pg-boss over the server's own database handle: its pool on PostgreSQL, the embedded PGlite otherwise. */
export function createJobRunner({
  database,
  log,
  work,
  pollingIntervalSeconds = 1,
  stopWaitMs = STOP_WAIT_MS,
}: RunnerOptions) {
  // pg-boss completes or fails a job without awaiting it, so a handler that ends while the
  // server stops would query a closed pool; stop() waits for these before the pool closes.
  const running = new Set<Promise<unknown>>();
  const pendingSql = new Set<Promise<unknown>>();
  function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
    set.add(promise);
    const forget = () => set.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(pendingSql, database.executeSql(text, values)) },
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  const queues: QueueDefinition[] = [];
  const workers: Array<() => Promise<unknown>> = [];
  const workerIds = new Map<string, string[]>();
  const schedules: Array<{ name: string; cron: string }> = [];
  let started = false;

  function define(queue: QueueDefinition): void {
    queues.push(queue);
  }

  function handle<T extends object>(name: string, handler: (job: JobContext<T>) => Promise<void>): void {
    if (!work) return;
    workers.push(async () => {
      // Known once work() answers; a job fetched before then simply waits out the interval.
      let id = '';
      id = await boss.work<T>(
        name,
        { pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            const context = {
              id: job.id,
              data: job.data,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            };
            // A job acts as the system, even when its worker was first started inside a request's scope.
            await track(
              running,
              runAs(SYSTEM_ACTOR, () => handler(context)),
            );
          } finally {
            // A queue with work fetches its next job at once: pg-boss would otherwise wait out the polling
            // interval after every job, and a backlog (a restock after the demo's seeding) drains at one a second.
            if (started) boss.notifyWorker(id);
          }
        },
      );
      workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
    });
  }

  function scheduleEvery(name: string, cron: string): void {
    schedules.push({ name, cron });
  }

  /** Whether pg-boss's tables are current and every queue exists with its options: three small queries. */
  async function upToDate(): Promise<boolean> {
    if (!(await boss.isInstalled()) || (await boss.schemaVersion()) !== PGBOSS_SCHEMA) return false;
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    return queues.every(
      ({ name, ...options }) => existing.has(name) && sameOptions(existing.get(name)!, options),
    );
  }

  /** Starts pg-boss (installing or migrating its tables), then writes the queues that are new or changed. */
  async function startBoss(): Promise<void> {
    await boss.start();
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const queue of queues) {
      const { name, ...options } = queue;
      const current = existing.get(name);
      if (!current) await boss.createQueue(name, { name, ...options });
      else if (!sameOptions(current, options)) await boss.updateQueue(name, { name, ...options });
    }
  }

  /**
   * Makes sure pg-boss's tables and this process's queues exist, as a request may enqueue a job: sending needs
   * no more. When they already do (every start after the first), pg-boss itself starts with the work.
   */
  async function start(): Promise<void> {
    if (!(await upToDate())) await startBoss();
    started = true;
  }

  let working: Promise<void> | undefined;
  /**
   * Starts pg-boss, the schedules and the workers (no schedule nor worker when this process leaves the work to
   * others). The server calls it once it listens, so that its first requests do not wait behind all of this on
   * the embedded database.
   */
  function startWork(): Promise<void> {
    working ??= (async () => {
      if (!started) return;
      await startBoss();
      if (!work || !started) return;
      const current = new Map((await boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]));
      for (const { name, cron } of schedules) if (current.get(name) !== cron) await boss.schedule(name, cron);
      // stop() may come meanwhile (a SIGTERM right after start): then no worker starts.
      for (const startWorker of workers) if (started) await startWorker();
    })();
    return working;
  }

  async function send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    return boss.send(name, data, {
      ...(options.executor ? { db: executorAdapter(options.executor) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /** Asks this process's workers of a queue to fetch now instead of at their next poll (after a send commits). */
  function wake(name: string): void {
    if (!started) return;
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  async function stop(): Promise<void> {
    if (!started) return;
    started = false;
    // Bounded: a query queued in a pool that was closed under the runner never settles, and a stop that never
    // ends is worse than one that leaves a job to pg-boss's expiry and retry.
    const deadline = Date.now() + stopWaitMs;
    const settled = (promises: Array<Promise<unknown> | undefined>) =>
      Promise.race([
        Promise.allSettled(promises).then(() => true),
        new Promise<boolean>((resolve) =>
          setTimeout(resolve, Math.max(0, deadline - Date.now()), false).unref(),
        ),
      ]);
    // A start still under way finishes first, or pg-boss would start its timers after being stopped.
    if (!(await settled([working]))) log.warn('job runner stopping while its start is still under way');
    // pg-boss waits for its jobs in progress within the same bound (it takes no less than a second).
    await boss.stop({
      graceful: true,
      wait: true,
      timeout: Math.max(1000, deadline - Date.now()),
      close: false,
    });
    // pg-boss may still have a fetch in flight (its handler then starts after stop), a handler
    // past the timeout, and un-awaited completions: wait until all of that has settled.
    while (running.size || pendingSql.size) {
      if (!(await settled([...running, ...pendingSql])))
        return void log.warn('job runner stopped with work still in flight');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return { define, handle, scheduleEvery, start, work: startWork, send, wake, stop };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
