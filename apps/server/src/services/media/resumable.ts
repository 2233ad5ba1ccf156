import type { Server as TusServer } from '@tus/server';
import type { MediaContext } from './context.js';

export const TUS_PATH = '/atrium/v1/media/tus';

/** Resumable (tus) uploads: the server that takes them, and the sweep of those left unfinished. */
export interface ResumableUploads {
  server(): Promise<TusServer>;
  /** Deletes the unfinished uploads past their expiry; answers how many. */
  sweepExpired(): Promise<number>;
}

/** tus and its file store load at the first resumable upload or sweep: most starts never need them (~0.1 s). */
export function resumableUploads(ctx: MediaContext): ResumableUploads {
  let loading: Promise<TusServer> | undefined;
  const server = () => (loading ??= import('./tus.js').then(({ createTus }) => createTus(ctx)));
  return { server, sweepExpired: async () => (await server()).cleanUpExpiredUploads() };
}
