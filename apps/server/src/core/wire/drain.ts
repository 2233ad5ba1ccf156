import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and dropped, and for how long, before the connection is cut instead. */
const DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 15_000;

/**
 * Reads and drops the rest of a request body that is still arriving, so that an early answer (413 before the
 * body is read, an upload refused halfway) can then reach the client. Node stops reading a connection once its
 * answer is out; a client still sending then gets a reset instead of the answer, which is what most clients
 * report. Resolves true when the body ended, false when it was too long or too slow (the connection must close).
 */
export function drainBody(request: IncomingMessage): Promise<boolean> {
  if (request.complete || request.destroyed) return Promise.resolve(request.complete);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      if (!whole) request.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(request.complete);
    const timer = setTimeout(() => finish(false), DRAIN_MS);
    timer.unref();
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.resume();
  });
}
