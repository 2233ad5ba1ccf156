import type { MediaAsset } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { CursorKey } from '../../core/query/index.js';

/** The media library, as far as categories need it: a site's public image by file id. */
export interface CategoryImages {
  publicImage(siteId: string, fileId: string): Promise<MediaAsset | null>;
}

/** What every part of the categories service shares. */
export interface CategoriesContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  images: CategoryImages;
  cursorKey: CursorKey;
}
