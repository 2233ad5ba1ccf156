import { MAX_LISTED_CYCLES, type Checkout, type SubscriptionCharges } from '@atrium/contract';
import { cycleBillingDate } from '../../core/commerce/billing.js';

/**
 * What a subscribed checkout charges per cycle: each cycle the checkout's total (a renewal repeats the first
 * order: its lines, shipping and tax), the first now and the others on their billing dates counted from now.
 * None for a checkout without a subscribed line.
 */
export function subscriptionCharges(
  lines: Checkout['lineItems'],
  priceSummary: Checkout['priceSummary'],
  now: Date,
): SubscriptionCharges | null {
  const info = lines.find((line) => line.subscriptionOptionInfo)?.subscriptionOptionInfo;
  const settings = info?.subscriptionSettings;
  if (!settings) return null;
  const period = { frequency: settings.frequency, interval: settings.interval ?? 1 };
  const cycles = Math.min(settings.billingCycles ?? MAX_LISTED_CYCLES, MAX_LISTED_CYCLES);
  return {
    description: info.title?.original ?? null,
    charges: Array.from({ length: cycles }, (_, i) => ({
      cycleFrom: i + 1,
      cycleCount: 1,
      priceSummary,
      cycleBillingDate: cycleBillingDate(now, period, i + 1).toISOString(),
    })),
  };
}
