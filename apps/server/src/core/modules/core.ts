import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import type { CarrierRatesProvider } from '../commerce/carriers.js';
import type { Database, Db } from '../db/index.js';
import { createOutbox, type Outbox } from '../events/index.js';
import { createJobRunner, type JobRunner } from '../jobs/index.js';
import { createMail, MAIL_QUEUE, type Mail } from '../mail/index.js';
import type { CursorKey } from '../query/index.js';
import { createRateLimiter, type RateLimiter } from '../rate-limit/index.js';
import { loadSecret } from '../secrets/index.js';
import { createStore, type BlobStore } from '../storage/index.js';
import { createTextProvider, type TextProvider } from '../texts/index.js';

/** What every module may use: the process's configuration, database, clock, jobs, events, mail and blobs. */
export interface Core {
  readonly config: Config;
  readonly database: Database;
  readonly db: Db;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly jobs: JobRunner;
  /** Events, recorded in the writer's transaction and dispatched to webhooks and listeners. */
  readonly outbox: Outbox;
  readonly limiter: RateLimiter;
  readonly mail: Mail;
  /** Signs list cursors, so that a cursor cannot be forged or carried to another list. */
  readonly cursorKey: CursorKey;
  /** The named server secret (made on first use, kept in the database, the same for every process). */
  secret(name: string): Promise<Buffer>;
  readonly store: BlobStore;
  /** Where codes by text message and phone call go; none configured, none offered. */
  readonly texts: TextProvider | undefined;
  /** Carriers' live rates given by the caller (tests); otherwise shipping installs those `ATRIUM_CARRIERS` names. */
  readonly carriers: readonly CarrierRatesProvider[] | undefined;
  /** Lets `atrium` commands on this machine ask the running server (services/local). */
  readonly localToken: string | undefined;
}

export interface CoreOptions {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  textProvider?: TextProvider;
  carriers?: readonly CarrierRatesProvider[];
  store?: BlobStore;
  localToken?: string;
}

/** Makes the core: the job runner and the outbox on it, mail and its delivery queue, limits, keys and the store. */
export async function createCore(options: CoreOptions): Promise<Core> {
  const { config, database, clock, log } = options;
  const db = database.db;
  const jobs = createJobRunner({ database, log, work: config.jobs });
  const mail = createMail({ db, jobs, clock, smtpUrl: config.smtpUrl, from: config.mailFrom });
  jobs.handle<{ messageId: string }>(MAIL_QUEUE, (job) => mail.deliver(job.data.messageId, log));
  return {
    config,
    database,
    db,
    clock,
    log,
    jobs,
    outbox: createOutbox(jobs),
    limiter: createRateLimiter(db, clock, config.rateLimits),
    mail,
    cursorKey: await loadSecret(db, 'cursor'),
    secret: (name) => loadSecret(db, name),
    store: options.store ?? (await createStore(config)),
    texts: options.textProvider ?? createTextProvider(config.textProvider, mail),
    carriers: options.carriers,
    localToken: options.localToken,
  };
}
