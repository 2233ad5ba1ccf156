import { eq } from 'drizzle-orm';
import { SETTINGS_EVENTS } from '@atrium/contract';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { memberSettings } from './tables.js';

export type MemberSettings = Omit<typeof memberSettings.$inferSelect, 'siteId' | 'updatedAt'>;

export const DEFAULT_SETTINGS: MemberSettings = {
  registration: 'OPEN',
  requireEmailVerification: false,
  requireMfa: false,
  captcha: 'OFF',
};

const pick = (row: typeof memberSettings.$inferSelect): MemberSettings => ({
  registration: row.registration,
  requireEmailVerification: row.requireEmailVerification,
  requireMfa: row.requireMfa,
  captcha: row.captcha,
});

export function createSettings(db: Db, outbox: Outbox) {
  return {
    async get(siteId: string): Promise<MemberSettings> {
      const [row] = await db.select().from(memberSettings).where(eq(memberSettings.siteId, siteId));
      return row ? pick(row) : DEFAULT_SETTINGS;
    },

    async update(siteId: string, patch: Partial<MemberSettings>): Promise<MemberSettings> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(memberSettings)
          .values({ siteId, ...DEFAULT_SETTINGS, ...patch })
          .onConflictDoUpdate({ target: memberSettings.siteId, set: { ...patch, updatedAt: new Date() } })
          .returning();
        const data = { changes: patch };
        await outbox.record(tx, { siteId, type: SETTINGS_EVENTS.member, entityId: siteId, data });
        return pick(row!);
      });
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
