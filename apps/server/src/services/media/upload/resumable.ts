import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MediaContext } from '../context.js';

type TusHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Resumable (tus) uploads: what takes their requests, and the sweep of those left unfinished. */
export interface ResumableUploads {
  handler(): Promise<TusHandler>;
  /** Deletes the unfinished uploads past their expiry; answers how many. */
  sweepExpired(): Promise<number>;
}

/** tus and its file store load at the first resumable upload or sweep: most starts never need them (~0.1 s). */
export function resumableUploads(ctx: MediaContext): ResumableUploads {
  let loading: Promise<{ handle: TusHandler; sweep: () => Promise<number> }> | undefined;
  const load = () =>
    (loading ??= import('./tus.js').then(({ createTus, handleTus }) => {
      const tus = createTus(ctx);
      return { handle: (req, res) => handleTus(tus, req, res), sweep: () => tus.cleanUpExpiredUploads() };
    }));
  return {
    handler: async () => (await load()).handle,
    sweepExpired: async () => (await load()).sweep(),
  };
}
