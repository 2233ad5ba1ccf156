import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import type { CursorKey } from '../../core/query/index.js';
import type { BlobStore } from '../../core/storage/store.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { MediaContext } from './context.js';
import { deliveryRoutes } from './delivery-routes.js';
import { createFfmpeg } from './ffmpeg.js';
import { createMediaLists } from './list.js';
import { mediaListRoutes } from './list-routes.js';
import { processFile } from './processing.js';
import { mediaRoutes } from './routes.js';
import { createMediaService } from './service.js';
import { createMediaSettings } from './settings.js';
import { resumableUploads } from './resumable.js';
import { uploadRoutes } from './upload-routes.js';
import { createMediaUrls } from './urls.js';

export { TUS_PATH } from './tus-protocol.js';
export { imageFileId } from './references.js';
export type { MediaService } from './service.js';

const PROCESS_QUEUE = 'media.process';
const SWEEP_QUEUE = 'media.sweep-uploads';

export interface MediaDeps {
  db: Db;
  clock: Clock;
  config: Config;
  outbox: Outbox;
  jobs: JobRunner;
  store: BlobStore;
  signingKey: Buffer;
  cursorKey: CursorKey;
}

export function createMedia(deps: MediaDeps) {
  const { db, clock, config, jobs } = deps;
  // Processing sharp or ffmpeg work can take minutes for a long video; a stuck job is retried after an hour.
  jobs.define({ name: PROCESS_QUEUE, retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 });
  const ctx: MediaContext = {
    db,
    clock,
    config,
    outbox: deps.outbox,
    store: deps.store,
    settings: createMediaSettings(db, clock, deps.outbox),
    signingKey: deps.signingKey,
    urls: createMediaUrls(config.publicUrl, deps.signingKey, clock),
    processing: {
      enqueue: async (tx, fileId) => void (await jobs.send(PROCESS_QUEUE, { fileId }, { executor: tx })),
      wake: () => jobs.wake(PROCESS_QUEUE),
    },
  };
  const ffmpeg = createFfmpeg(config.ffmpegPath, config.ffprobePath);
  const service = createMediaService(ctx, ffmpeg);
  const lists = createMediaLists(ctx, deps.cursorKey);
  // Resumable uploads that were never finished hold disk space; an hourly sweep deletes them after their expiry.
  const resumable = resumableUploads(ctx);
  jobs.define({ name: SWEEP_QUEUE });
  jobs.scheduleEvery(SWEEP_QUEUE, '29 * * * *');
  jobs.handle(SWEEP_QUEUE, async () => void (await resumable.sweepExpired()));
  return { ctx, ffmpeg, service, lists, resumable, settings: ctx.settings };
}

export type Media = ReturnType<typeof createMedia>;

export function mediaPlugin(media: Media, deps: Pick<MediaDeps, 'jobs'>) {
  return async (app: FastifyInstance) => {
    deps.jobs.handle<{ fileId: string }>(PROCESS_QUEUE, (job) =>
      processFile({ ctx: media.ctx, ffmpeg: media.ffmpeg, log: app.log }, job.data.fileId),
    );
    registerRoutes(app, [
      ...mediaRoutes(media.ctx, media.service),
      ...mediaListRoutes(media.ctx, media.lists),
    ]);
    await app.register(uploadRoutes(media.ctx, media.resumable));
    await app.register(deliveryRoutes(media.ctx));
  };
}
