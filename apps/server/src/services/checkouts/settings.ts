import { eq } from 'drizzle-orm';
import {
  CHECKOUT_SETTINGS_EVENTS,
  type CheckoutSettings,
  type CheckoutSettingsInput,
} from '@atrium/contract';
import type { CheckoutsContext } from './context.js';
import { checkoutSettings } from './tables.js';

/** What a site's checkout shows before its owner says otherwise: no policies, gift cards taken, capture at once. */
export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettingsInput = {
  checkoutPolicies: {},
  checkoutFields: {
    subscriptionCheckbox: { visible: false, checkedByDefault: false, splitByChannel: false },
    policyAgreementCheckbox: { visible: false, checkedByDefault: false },
    giftCardRedeemEnabled: true,
    mitEnabled: false,
    delayCaptureEnabled: false,
    captureBeforeExpiryEnabled: false,
  },
  checkoutBrand: {
    header: { alignment: 'CENTER', displayCheckoutLabel: true, logo: { size: 'MEDIUM' } },
  },
  checkoutBillingFields: 'MINIMUM_REQUIRED_FIELDS',
};

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` over `base`, object by object: what the patch names changes (null clears), the rest stays. */
export function mergeSettings<T extends Plain>(base: T, patch: Plain): T {
  const merged: Plain = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = isPlain(value) && isPlain(merged[key]) ? mergeSettings(merged[key] as Plain, value) : value;
  }
  return merged as T;
}

export function createCheckoutSettings({
  db,
  clock,
  outbox,
}: Pick<CheckoutsContext, 'db' | 'clock' | 'outbox'>) {
  async function get(siteId: string): Promise<{ checkoutSettings: CheckoutSettings }> {
    const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.siteId, siteId));
    return {
      checkoutSettings: {
        ...mergeSettings(DEFAULT_CHECKOUT_SETTINGS, row?.settings ?? {}),
        createdDate: row?.createdAt.toISOString() ?? null,
        updatedDate: row?.updatedAt.toISOString() ?? null,
      },
    };
  }

  return {
    get,
    /** Changes what the request names; parallel updates each take the row in turn and lose nothing. */
    async update(siteId: string, patch: CheckoutSettingsInput) {
      const now = new Date(clock());
      await db.transaction(async (tx) => {
        await tx
          .insert(checkoutSettings)
          .values({ siteId, settings: {}, createdAt: now, updatedAt: now })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(checkoutSettings)
          .where(eq(checkoutSettings.siteId, siteId))
          .for('update');
        await tx
          .update(checkoutSettings)
          .set({ settings: mergeSettings(row!.settings, patch), updatedAt: now })
          .where(eq(checkoutSettings.siteId, siteId));
        await outbox.record(tx, {
          siteId,
          type: CHECKOUT_SETTINGS_EVENTS.updated,
          entityId: siteId,
          data: { changes: patch },
        });
      });
      return get(siteId);
    },
  };
}

export type CheckoutSettingsService = ReturnType<typeof createCheckoutSettings>;
