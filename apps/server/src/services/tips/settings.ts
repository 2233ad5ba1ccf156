import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { compareDecimals, SETTINGS_EVENTS, type TipSettings, type TipSettingsInput } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { currencyOf, toMinor } from '../../core/money/index.js';
import { Violations } from '../../core/wire/violations.js';
import type { TipsContext } from './context.js';
import { tipSettings, type TipSettingsRow } from './tables.js';

/** A site takes no tips until its owner turns them on. */
const DEFAULTS = {
  enabled: false,
  presets: [
    { tipType: 'PERCENTAGE' as const, value: '10' },
    { tipType: 'PERCENTAGE' as const, value: '15' },
    { tipType: 'PERCENTAGE' as const, value: '20' },
  ],
  allowCustomAmount: true,
  staffMemberIds: [],
  splitMethod: 'EQUAL' as const,
};

/** A decimal without trailing zeros after its point, so that 15 and 15.00 are one preset. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The site's tip settings: made with the defaults on first read (one row per site, a unique index). */
export async function settingsOf(db: Executor, siteId: string): Promise<TipSettingsRow> {
  const [found] = await db.select().from(tipSettings).where(eq(tipSettings.siteId, siteId));
  if (found) return found;
  await db
    .insert(tipSettings)
    .values({ id: randomUUID(), siteId, ...DEFAULTS })
    .onConflictDoNothing();
  const [made] = await db.select().from(tipSettings).where(eq(tipSettings.siteId, siteId));
  return made!;
}

export function createTipSettings(ctx: TipsContext) {
  const { db, clock } = ctx;

  async function wire(row: TipSettingsRow): Promise<TipSettings> {
    const team = new Map((await ctx.team(row.siteId)).map((person) => [person.id, person.name]));
    return {
      id: row.id,
      enabled: row.enabled,
      presets: row.presets,
      allowCustomAmount: row.allowCustomAmount,
      staffMemberIds: row.staffMemberIds,
      // A staff member who left the team since keeps their id here, and gets no new shares.
      staff: row.staffMemberIds.map((id) => ({ staffMemberId: id, name: team.get(id) ?? '' })),
      splitMethod: row.splitMethod,
      updatedDate: row.updatedAt?.toISOString() ?? null,
    };
  }

  /** Presets are amounts the store's currency can hold, percentages at most 100, none twice; staff are the team's. */
  async function check(siteId: string, input: TipSettingsInput) {
    const violations = new Violations();
    const currency = currencyOf((await ctx.storeSettings(siteId)).currency);
    const seen = new Set<string>();
    input.presets.forEach((preset, i) => {
      const field = `tipSettings.presets[${i}].value`;
      if (preset.tipType === 'PERCENTAGE' && compareDecimals(preset.value, '100') > 0)
        violations.add(field, 'must be at most 100 (percent)', { rule: 'DECIMAL_LTE', data: { lte: '100' } });
      if (preset.tipType === 'AMOUNT' && toMinor(preset.value, currency) === undefined)
        violations.add(field, `must have at most ${currency.exponent} decimals`, {
          rule: 'DECIMAL_MAX_SCALE',
          data: { maxScale: currency.exponent },
        });
      const key = `${preset.tipType}:${plain(preset.value)}`;
      if (seen.has(key)) violations.add(field, 'is given twice', 'VALIDATION');
      seen.add(key);
    });
    const team = new Set((await ctx.team(siteId)).map((person) => person.id));
    input.staffMemberIds.forEach((id, i) => {
      if (!team.has(id))
        violations.add(`tipSettings.staffMemberIds[${i}]`, "is not on the site's team", 'VALIDATION');
    });
    if (new Set(input.staffMemberIds).size !== input.staffMemberIds.length)
      violations.add('tipSettings.staffMemberIds', 'names a staff member twice', 'VALIDATION');
    violations.throwIfAny();
  }

  return {
    settingsOf: (siteId: string) => settingsOf(db, siteId),
    async offer(siteId: string) {
      const { enabled, presets, allowCustomAmount } = await settingsOf(db, siteId);
      return { tipOffer: { enabled, presets, allowCustomAmount } };
    },
    async get(siteId: string) {
      return { tipSettings: await wire(await settingsOf(db, siteId)) };
    },
    async update(siteId: string, input: TipSettingsInput) {
      await check(siteId, input);
      await settingsOf(db, siteId);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(tipSettings)
          .set({ ...input, updatedAt: new Date(clock()) })
          .where(eq(tipSettings.siteId, siteId))
          .returning();
        const data = { changes: input };
        await ctx.outbox.record(tx, { siteId, type: SETTINGS_EVENTS.tip, entityId: siteId, data });
        return updated!;
      });
      return { tipSettings: await wire(row) };
    },
  };
}

export type TipSettingsService = ReturnType<typeof createTipSettings>;
