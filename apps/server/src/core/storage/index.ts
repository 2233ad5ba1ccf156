import type { Config } from '../../config.js';
import { createLocalStore } from './local.js';
import { createS3Store } from './s3.js';
import type { BlobStore } from './store.js';

export type { BlobStore, ByteRange, StoredObject } from './store.js';

/** The blob store the configuration names: an S3-compatible bucket when one is set, else a local folder. */
export function createStore(config: Pick<Config, 'mediaDir' | 's3'>): BlobStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore(config.mediaDir);
}
