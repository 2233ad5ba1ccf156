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

/** What one runner keeps: pg-boss, the queues and workers asked for, and the work still in flight. */
interface RunnerState {
  boss: PgBoss;
  log: FastifyBaseLogger;
  work: boolean;
  pollingIntervalSeconds: number;
  stopWaitMs: number;
  // pg-boss completes or fails a job without awaiting it, so a handler that ends while the
  // server stops would query a closed pool; stop() waits for these before the pool closes.
  running: Set<Promise<unknown>>;
  pendingSql: Set<Promise<unknown>>;
  queues: QueueDefinition[];
  workers: Array<() => Promise<unknown>>;
  workerIds: Map<string, string[]>;
  schedules: Array<{ name: string; cron: string }>;
  started: boolean;
  working?: Promise<void>;
}

function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
  set.add(promise);
  const forget = () => set.delete(promise);
  promise.then(forget, forget);
  return promise;
}

function handle<T extends object>(
  state: RunnerState,
  name: string,
  handler: (job: JobContext<T>) => Promise<void>,
): void {
  if (!state.work) return;
  const { boss } = state;
  state.workers.push(async () => {
    // Known once work() answers; a job fetched before then simply waits out the interval.
    let id = '';
    id = await boss.work<T>(
      name,
      { pollingIntervalSeconds: state.pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
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
            state.running,
            runAs(SYSTEM_ACTOR, () => handler(context)),
          );
        } finally {
          // A queue with work fetches its next job at once: pg-boss would otherwise wait out the polling
          // interval after every job, and a backlog (a restock after the demo's seeding) drains at one a second.
          if (state.started) boss.notifyWorker(id);
        }
      },
    );
    state.workerIds.set(name, [...(state.workerIds.get(name) ?? []), id]);
  });
}

/** Whether pg-boss's tables are current and every queue exists with its options: three small queries. */
async function upToDate({ boss, queues }: RunnerState): Promise<boolean> {
  if (!(await boss.isInstalled()) || (await boss.schemaVersion()) !== PGBOSS_SCHEMA) return false;
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  return queues.every(
    ({ name, ...options }) => existing.has(name) && sameOptions(existing.get(name)!, options),
  );
}

/** Starts pg-boss (installing or migrating its tables), then writes the queues that are new or changed. */
async function startBoss({ boss, queues }: RunnerState): Promise<void> {
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
 * Starts pg-boss, the schedules and the workers (no schedule nor worker when this process leaves the work to
 * others). The server calls it once it listens, so that its first requests do not wait behind all of this on
 * the embedded database.
 */
function startWork(state: RunnerState): Promise<void> {
  state.working ??= (async () => {
    if (!state.started) return;
    await startBoss(state);
    if (!state.work || !state.started) return;
    const { boss } = state;
    const current = new Map((await boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]));
    for (const { name, cron } of state.schedules)
      if (current.get(name) !== cron) await boss.schedule(name, cron);
    // stop() may come meanwhile (a SIGTERM right after start): then no worker starts.
    for (const startWorker of state.workers) if (state.started) await startWorker();
  })();
  return state.working;
}

async function send(
  boss: PgBoss,
  name: string,
  job: { data: object; options?: SendOptions },
): Promise<string | null> {
  const options = job.options ?? {};
  return boss.send(name, job.data, {
    ...(options.executor ? { db: executorAdapter(options.executor) } : {}),
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });
}

async function stop(state: RunnerState): Promise<void> {
  if (!state.started) return;
  state.started = false;
  // Bounded: a query queued in a pool that was closed under the runner never settles, and a stop that never
  // ends is worse than one that leaves a job to pg-boss's expiry and retry.
  const deadline = Date.now() + state.stopWaitMs;
  const settled = (promises: Array<Promise<unknown> | undefined>) =>
    Promise.race([
      Promise.allSettled(promises).then(() => true),
      new Promise<boolean>((resolve) =>
        setTimeout(resolve, Math.max(0, deadline - Date.now()), false).unref(),
      ),
    ]);
  // A start still under way finishes first, or pg-boss would start its timers after being stopped.
  if (!(await settled([state.working])))
    state.log.warn('job runner stopping while its start is still under way');
  // pg-boss waits for its jobs in progress within the same bound (it takes no less than a second).
  await state.boss.stop({
    graceful: true,
    wait: true,
    timeout: Math.max(1000, deadline - Date.now()),
    close: false,
  });
  // pg-boss may still have a fetch in flight (its handler then starts after stop), a handler
  // past the timeout, and un-awaited completions: wait until all of that has settled.
  const { running, pendingSql } = state;
  while (running.size || pendingSql.size) {
    if (!(await settled([...running, ...pendingSql])))
      return void state.log.warn('job runner stopped with work still in flight');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** pg-boss over the server's own database handle: its pool on PostgreSQL, the embedded PGlite otherwise. */
export function createJobRunner({
  database,
  log,
  work,
  pollingIntervalSeconds = 1,
  stopWaitMs = STOP_WAIT_MS,
}: RunnerOptions) {
  const pendingSql = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(pendingSql, database.executeSql(text, values)) },
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  const state: RunnerState = {
    boss,
    log,
    work,
    pollingIntervalSeconds,
    stopWaitMs,
    running: new Set(),
    pendingSql,
    queues: [],
    workers: [],
    workerIds: new Map(),
    schedules: [],
    started: false,
  };
  return {
    define: (queue: QueueDefinition): void => void state.queues.push(queue),
    handle: <T extends object>(name: string, handler: (job: JobContext<T>) => Promise<void>) =>
      handle(state, name, handler),
    scheduleEvery: (name: string, cron: string): void => void state.schedules.push({ name, cron }),
    /**
     * Makes sure pg-boss's tables and this process's queues exist, as a request may enqueue a job: sending needs
     * no more. When they already do (every start after the first), pg-boss itself starts with the work.
     */
    async start(): Promise<void> {
      if (!(await upToDate(state))) await startBoss(state);
      state.started = true;
    },
    work: () => startWork(state),
    send: (name: string, data: object, options: SendOptions = {}) => send(boss, name, { data, options }),
    /** Asks this process's workers of a queue to fetch now instead of at their next poll (after a send commits). */
    wake(name: string): void {
      if (!state.started) return;
      for (const id of state.workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    stop: () => stop(state),
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
