import type { JobContext } from '../../../core/jobs/index.js';
import { defineModule } from '../../../core/modules/index.js';
import { createFfmpeg, type Ffmpeg } from './ffmpeg.js';
import { processFile } from './processing.js';
import { PROCESS_QUEUE } from './queue.js';

/** Processing of stored files as jobs: image renditions with sharp, posters and HLS streams with ffmpeg. */
export interface MediaProcessing {
  /** ffmpeg and ffprobe, when this machine has them. */
  ffmpeg: Ffmpeg;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    mediaProcessing: MediaProcessing;
  }
}

export const mediaProcessingModule = defineModule({
  name: 'mediaProcessing',
  needs: ['media'],
  tables: {},
  create: ({ core }): MediaProcessing => ({
    ffmpeg: createFfmpeg(core.config.ffmpegPath, core.config.ffprobePath),
  }),
  jobs: ({ ffmpeg }, { core, media }) => [
    {
      queue: PROCESS_QUEUE,
      // Processing sharp or ffmpeg work can take minutes for a long video; a stuck job is retried after an hour.
      options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 },
      handle: (job: JobContext<{ fileId: string }>) =>
        processFile({ ctx: media.ctx, ffmpeg, log: core.log }, job.data.fileId),
    },
  ],
});
