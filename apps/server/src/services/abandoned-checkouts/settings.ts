import { eq, sql } from 'drizzle-orm';
import {
  AbandonedCheckoutSettings,
  DEFAULT_ABANDONED_CHECKOUT_SETTINGS,
  SETTINGS_EVENTS,
  type UpdateAbandonedCheckoutSettingsRequest,
} from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { invalid } from '../../core/wire/errors.js';
import type { AbandonedCheckoutsContext } from './context.js';
import { abandonedCheckoutSettings } from './tables.js';

const DEFAULTS = DEFAULT_ABANDONED_CHECKOUT_SETTINGS;

/** The site's settings in SQL, for the sweep's statements: a site that never set them has the defaults. */
export const settingsSql = {
  enabled: sql`coalesce(s.enabled, ${DEFAULTS.enabled})`,
  abandonAfterMinutes: sql`coalesce(s.abandon_after_minutes, ${DEFAULTS.abandonAfterMinutes})`,
  // Numbers of a constant, written into the statement as an array literal.
  mailAfterMinutes: sql`coalesce(s.mail_after_minutes, ${sql.raw(`array[${DEFAULTS.mailAfterMinutes.join(',')}]::int[]`)})`,
};

export async function readSettings(db: Executor, siteId: string): Promise<AbandonedCheckoutSettings> {
  const [row] = await db
    .select()
    .from(abandonedCheckoutSettings)
    .where(eq(abandonedCheckoutSettings.siteId, siteId));
  if (!row) return { ...DEFAULTS, mailAfterMinutes: [...DEFAULTS.mailAfterMinutes] };
  return {
    enabled: row.enabled,
    abandonAfterMinutes: row.abandonAfterMinutes,
    mailAfterMinutes: row.mailAfterMinutes,
  };
}

/** Atrium's recovery settings of a site: on or off, the delay, and when each mail goes. */
export function createAbandonedCheckoutSettings(ctx: AbandonedCheckoutsContext) {
  const { db, clock } = ctx;
  return {
    get: (siteId: string) => readSettings(db, siteId),

    /** The fields sent change; the rest stay. Settings apply to the next sweep, mails already sent stay sent. */
    async update(siteId: string, changes: UpdateAbandonedCheckoutSettingsRequest['settings']) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${siteId}/abandoned-settings`}, 0))`,
        );
        const current = await readSettings(tx, siteId);
        const merged = { ...current, ...changes };
        const parsed = AbandonedCheckoutSettings.safeParse(merged);
        if (!parsed.success) throw invalid('settings', parsed.error.issues[0]!.message, 'VALIDATION');
        const values = { ...parsed.data, siteId, updatedAt: new Date(clock()) };
        await tx
          .insert(abandonedCheckoutSettings)
          .values(values)
          .onConflictDoUpdate({ target: abandonedCheckoutSettings.siteId, set: values });
        await ctx.outbox.record(tx, {
          siteId,
          type: SETTINGS_EVENTS.abandonedCheckout,
          entityId: siteId,
          data: { changes },
        });
        return parsed.data;
      });
    },
  };
}

export type AbandonedSettingsService = ReturnType<typeof createAbandonedCheckoutSettings>;
