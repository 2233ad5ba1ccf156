import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/index.js';
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
}

/** pg-boss over the server's own database handle: its pool on PostgreSQL, the embedded PGlite otherwise. */
export function createJobRunner({ database, log, work, pollingIntervalSeconds = 1 }: RunnerOptions) {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  const queues: QueueDefinition[] = [];
  const workers: Array<() => Promise<unknown>> = [];
  const schedules: Array<{ name: string; cron: string }> = [];
  let started = false;

  function define(queue: QueueDefinition): void {
    queues.push(queue);
  }

  function handle<T extends object>(name: string, handler: (job: JobContext<T>) => Promise<void>): void {
    if (!work) return;
    workers.push(() =>
      boss.work<T>(name, { pollingIntervalSeconds, includeMetadata: true, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
      }),
    );
  }

  function scheduleEvery(name: string, cron: string): void {
    schedules.push({ name, cron });
  }

  async function start(): Promise<void> {
    await boss.start();
    for (const queue of queues) {
      const { name, ...options } = queue;
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
      else await boss.updateQueue(name, { name, ...options });
    }
    if (work) {
      for (const { name, cron } of schedules) await boss.schedule(name, cron);
      for (const startWorker of workers) await startWorker();
    }
    started = true;
  }

  async function send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    return boss.send(name, data, {
      ...(options.executor ? { db: executorAdapter(options.executor) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  async function stop(): Promise<void> {
    if (!started) return;
    started = false;
    await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
  }

  return { define, handle, scheduleEvery, start, send, stop };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
