import { defineModule } from '../../core/modules/index.js';
import type { MediaContext } from './context.js';
import { deliveryRoutes } from './delivery-routes.js';
import { createFfmpeg, type Ffmpeg } from './ffmpeg.js';
import { createMediaLists, type MediaLists } from './list.js';
import { mediaListRoutes } from './list-routes.js';
import { processFile } from './processing.js';
import { resumableUploads, type ResumableUploads } from './resumable.js';
import { mediaRoutes } from './routes.js';
import { createMediaService, type MediaService } from './service.js';
import { createMediaSettings, type MediaSettingsService } from './settings.js';
import * as tables from './tables.js';
import { uploadRoutes } from './upload-routes.js';
import { TUS_PATH } from './tus-protocol.js';
import { createMediaUrls } from './urls.js';

const PROCESS_QUEUE = 'media.process';

/** The media library: uploads (simple and resumable), processing, folders, delivery by signed URL. */
export interface Media {
  ctx: MediaContext;
  ffmpeg: Ffmpeg;
  service: MediaService;
  lists: MediaLists;
  resumable: ResumableUploads;
  settings: MediaSettingsService;
  /** Where resumable (tus) uploads are taken: the protocol answers CORS itself. */
  tusPath: string;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    media: Media;
  }
}

export const mediaModule = defineModule({
  name: 'media',
  needs: [],
  tables,
  async create({ core }): Promise<Media> {
    const { db, clock, config, jobs } = core;
    const signingKey = await core.secret('media-urls');
    const settings = createMediaSettings(db, clock, core.outbox);
    const ctx: MediaContext = {
      db,
      clock,
      config,
      outbox: core.outbox,
      store: core.store,
      settings,
      signingKey,
      urls: createMediaUrls(config.publicUrl, signingKey, clock),
      processing: {
        enqueue: async (tx, fileId) => void (await jobs.send(PROCESS_QUEUE, { fileId }, { executor: tx })),
        wake: () => jobs.wake(PROCESS_QUEUE),
      },
    };
    const ffmpeg = createFfmpeg(config.ffmpegPath, config.ffprobePath);
    const service = createMediaService(ctx, ffmpeg);
    return {
      ctx,
      ffmpeg,
      service,
      lists: createMediaLists(ctx, core.cursorKey),
      resumable: resumableUploads(ctx),
      settings,
      tusPath: TUS_PATH,
    };
  },
  routes: (media) => [...mediaRoutes(media.ctx, media.service), ...mediaListRoutes(media.ctx, media.lists)],
  async plugin(scope, media) {
    await scope.register(uploadRoutes(media.ctx, media.resumable));
    await scope.register(deliveryRoutes(media.ctx));
  },
  jobs: (media, { core }) => [
    {
      queue: PROCESS_QUEUE,
      // Processing sharp or ffmpeg work can take minutes for a long video; a stuck job is retried after an hour.
      options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 },
      handle: (job: { data: { fileId: string } }) =>
        processFile({ ctx: media.ctx, ffmpeg: media.ffmpeg, log: core.log }, job.data.fileId),
    },
    {
      // Resumable uploads that were never finished hold disk space; an hourly sweep deletes them after their expiry.
      queue: 'media.sweep-uploads',
      every: '29 * * * *',
      handle: () => media.resumable.sweepExpired(),
    },
  ],
});
