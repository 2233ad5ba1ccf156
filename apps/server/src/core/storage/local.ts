import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, ByteRange } from './store.js';

const SAFE_KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Blobs as files under one folder; writes land under a temporary name and are renamed when complete. */
export function createLocalStore(root: string): BlobStore {
  const resolve = (key: string) => {
    // Keys are built by the server, but a key that could climb out of the folder is refused all the same.
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
      throw new Error(`Unsafe storage key "${key}"`);
    return path.join(root, key);
  };

  return {
    kind: 'local',
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async get(key, range?: ByteRange) {
      const stream = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      // Open before answering, so that a missing object is an error here rather than mid-response.
      await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
      return stream;
    },
    read: (key) => readFile(resolve(key)),
    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    async deletePrefix(prefix) {
      const target = resolve(prefix.replace(/\/$/, ''));
      await rm(target, { recursive: true, force: true });
    },
    localPath: resolve,
  };
}
