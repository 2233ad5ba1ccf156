import { eq } from 'drizzle-orm';
import { SETTINGS_EVENTS, type MediaSettings } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { mediaSettings } from './tables.js';

const DEFAULTS = { visitorUploads: false, visitorUploadMaxBytes: 10 * 1024 * 1024 };

type Row = typeof DEFAULTS;

const toWire = (row: Row): MediaSettings => ({
  visitorUploads: row.visitorUploads,
  visitorUploadMaxBytes: String(row.visitorUploadMaxBytes),
});

/** Per-site media settings: whether visitors and members may upload, and how much. */
export function createMediaSettings(db: Db, clock: Clock, outbox: Outbox) {
  async function read(siteId: string): Promise<Row> {
    const [row] = await db.select().from(mediaSettings).where(eq(mediaSettings.siteId, siteId));
    return row ?? DEFAULTS;
  }

  return {
    read,
    get: async (siteId: string) => toWire(await read(siteId)),
    async update(siteId: string, change: Partial<MediaSettings>): Promise<MediaSettings> {
      const next = { ...(await read(siteId)) };
      if (change.visitorUploads !== undefined) next.visitorUploads = change.visitorUploads;
      if (change.visitorUploadMaxBytes !== undefined)
        next.visitorUploadMaxBytes = Number(change.visitorUploadMaxBytes);
      const values = {
        visitorUploads: next.visitorUploads,
        visitorUploadMaxBytes: next.visitorUploadMaxBytes,
        updatedAt: new Date(clock()),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(mediaSettings)
          .values({ siteId, ...values })
          .onConflictDoUpdate({ target: mediaSettings.siteId, set: values });
        const changes = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
        const data = { changes };
        await outbox.record(tx, { siteId, type: SETTINGS_EVENTS.media, entityId: siteId, data });
      });
      return toWire(next);
    },
  };
}

export type MediaSettingsService = ReturnType<typeof createMediaSettings>;
