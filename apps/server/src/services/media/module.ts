import { defineModule } from '../../core/modules/index.js';
import type { MediaContext } from './context.js';
import { PROCESS_QUEUE } from './processing/queue.js';
import { createMediaSettings, type MediaSettingsService } from './settings.js';
import * as tables from './tables.js';
import { createMediaUrls } from './urls.js';

/**
 * The media library, the core its parts share: the files and folders, the site's media settings, signed URLs,
 * and the queue that processes stored files. Uploads, processing, delivery and the library's operations are
 * modules of their own (upload/, processing/, delivery/, library/).
 */
export interface Media {
  ctx: MediaContext;
  settings: MediaSettingsService;
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
    return { ctx, settings };
  },
});
