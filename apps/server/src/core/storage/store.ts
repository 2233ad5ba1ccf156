import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP ranges. */
  end: number;
}

export interface StoredObject {
  size: number;
}

/**
 * Where file bytes live: a local folder by default, an S3-compatible bucket when configured. Keys are
 * slash-separated paths made by the server, never by a caller.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Writes a whole object; the stream is consumed to its end or destroyed on failure. */
  put(key: string, body: Readable | Buffer, contentType?: string): Promise<StoredObject>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  read(key: string): Promise<Buffer>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes every object whose key starts with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
  /** A path on this machine holding the object, when the store keeps one (tools like ffmpeg read it directly). */
  localPath?(key: string): string;
}
