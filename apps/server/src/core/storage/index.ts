import type { Config } from '../../config.js';
import { createLocalStore } from './local.js';
import type { BlobStore } from './store.js';

export type { BlobStore, ByteRange, StoredObject } from './store.js';

/** The blob store the configuration names: an S3-compatible bucket when one is set, else a local folder. */
export async function createStore(config: Pick<Config, 'mediaDir' | 's3'>): Promise<BlobStore> {
  if (!config.s3) return createLocalStore(config.mediaDir);
  // The AWS SDK is loaded only when a bucket is configured: importing it is a good part of a second.
  const { createS3Store } = await import('./s3.js');
  return createS3Store(config.s3);
}
