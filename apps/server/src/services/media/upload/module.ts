import { defineModule } from '../../../core/modules/index.js';
import { resumableUploads, type ResumableUploads } from './resumable.js';
import { TUS_PATH } from './tus-protocol.js';
import { uploadRoutes } from './upload-routes.js';

/** Uploads: a signed URL to PUT a file to, and resumable (tus) uploads with their sweep. */
export interface MediaUploads {
  resumable: ResumableUploads;
  /** Where resumable (tus) uploads are taken: the protocol answers CORS itself. */
  tusPath: string;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    mediaUploads: MediaUploads;
  }
}

export const mediaUploadsModule = defineModule({
  name: 'mediaUploads',
  needs: ['media'],
  tables: {},
  create: ({ media }): MediaUploads => ({ resumable: resumableUploads(media.ctx), tusPath: TUS_PATH }),
  async plugin(scope, uploads, { media }) {
    await scope.register(uploadRoutes(media.ctx, uploads.resumable));
  },
  jobs: (uploads) => [
    {
      // Resumable uploads that were never finished hold disk space; an hourly sweep deletes them after their expiry.
      queue: 'media.sweep-uploads',
      every: '29 * * * *',
      handle: () => uploads.resumable.sweepExpired(),
    },
  ],
});
