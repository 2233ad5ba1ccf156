import { defineModule } from '../../../core/modules/index.js';
import { createMediaLists, type MediaLists } from './list.js';
import { mediaListRoutes } from './list-routes.js';
import { mediaRoutes } from './routes.js';
import { createMediaService, type MediaService } from './service.js';

/** The library's operations (files and folders: make, move, rename, trash, restore, import) and its lists. */
export interface MediaLibrary {
  service: MediaService;
  lists: MediaLists;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    mediaLibrary: MediaLibrary;
  }
}

export const mediaLibraryModule = defineModule({
  name: 'mediaLibrary',
  needs: ['media', 'mediaProcessing'],
  tables: {},
  create: ({ core, media, mediaProcessing }): MediaLibrary => ({
    service: createMediaService(media.ctx, mediaProcessing.ffmpeg),
    lists: createMediaLists(media.ctx, core.cursorKey),
  }),
  routes: (library, { media }) => [
    ...mediaRoutes(media.ctx, library.service),
    ...mediaListRoutes(media.ctx, library.lists),
  ],
});
