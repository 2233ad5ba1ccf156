import type { Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { BlobStore } from '../../core/storage/store.js';
import type { MediaSettingsService } from './settings.js';
import type { MediaUrls } from './urls.js';

/** Starts the processing of stored files as jobs. */
export interface ProcessingQueue {
  /** In the caller's transaction: the job exists if and only if the file row does. */
  enqueue(tx: Executor, fileId: string): Promise<void>;
  /** Asks this process's worker to look now rather than at its next poll. */
  wake(): void;
}

/** What every part of the media service shares. */
export interface MediaContext {
  db: Db;
  clock: Clock;
  config: Config;
  outbox: Outbox;
  store: BlobStore;
  settings: MediaSettingsService;
  processing: ProcessingQueue;
  /** Signs private files' URLs and video streams. */
  signingKey: Buffer;
  urls: MediaUrls;
}
