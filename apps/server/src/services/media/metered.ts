import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { appError } from '../../core/wire/errors.js';

export const tooLarge = (limit: number) =>
  appError(
    'FILE_TOO_LARGE',
    { maxSizeInBytes: String(limit) },
    `The file is larger than the ${limit} bytes allowed here`,
  );

/** Counts and hashes bytes as they pass, and stops the stream the moment it passes the limit. */
export class Metered extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(tooLarge(this.limit));
    this.hash.update(chunk);
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Passes a source through a new meter. An error on either side destroys both, so a body past the limit
 * stops being read and a broken source fails whoever consumes the meter.
 */
export function metered(source: Readable, limit: number): Metered {
  const meter = new Metered(limit);
  void pipeline(source, meter).catch(() => undefined);
  return meter;
}

/**
 * Meters a request body: past the limit the body is only unpiped, not destroyed, so that the error handler can
 * read and drop the rest and the FILE_TOO_LARGE answer reaches a client that is still sending.
 */
export function meteredBody(body: Readable, limit: number): Metered {
  const meter = new Metered(limit);
  body.on('error', (error) => meter.destroy(error));
  meter.on('error', () => body.unpipe(meter));
  body.pipe(meter);
  return meter;
}
