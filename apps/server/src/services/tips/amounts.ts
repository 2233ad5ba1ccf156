import { compareDecimals, type TipChoice, type TipPreset } from '@atrium/contract';
import { allocate, percentOf, toMinor, type Currency } from '../../core/money/index.js';
import { appError } from '../../core/wire/errors.js';
import { Violations } from '../../core/wire/violations.js';

// The money of tips, in minor units. One rounding point: a PERCENTAGE tip is the line items' subtotal times the
// percentage, rounded once on the whole tip, half away from zero (core/money percentOf). Shares of a tip are
// split by largest remainder (allocate), so they always sum to what is shared.

/** A tip choice that was checked: its kind and its value as sent. */
export interface CheckedChoice {
  tipType: 'PERCENTAGE' | 'AMOUNT' | 'CUSTOM';
  value: string;
}

/** What a site offers, as a choice is checked against it. */
export interface Offer {
  enabled: boolean;
  presets: readonly TipPreset[];
  allowCustomAmount: boolean;
}

/** Percentages above this are refused: a tip is a share of what was bought. */
const MOST_PERCENT = '100';

/**
 * A buyer's choice, held to the wire's shape and to the site's offer: tips on, a PERCENTAGE or AMOUNT that is one
 * of the presets, a CUSTOM amount only where the site allows one. A value of 0 (no tip) is always allowed.
 */
export function checkChoice(
  choice: TipChoice | null | undefined,
  offer: Offer,
  currency: Currency,
): CheckedChoice {
  const field = 'tipChoice';
  const violations = new Violations();
  const tipType = choice?.tipType;
  const value = choice?.value;
  if (!tipType || tipType === 'UNKNOWN_TIP_TYPE')
    violations.add(`${field}.tipType`, 'must be PERCENTAGE, AMOUNT or CUSTOM', 'REQUIRED_FIELD');
  if (value == null) violations.add(`${field}.value`, 'is required', 'REQUIRED_FIELD');
  violations.throwIfAny();
  const checked = { tipType, value } as CheckedChoice;
  if (checked.tipType === 'PERCENTAGE' && compareDecimals(checked.value, MOST_PERCENT) > 0)
    violations.add(`${field}.value`, `must be at most ${MOST_PERCENT} (percent)`, {
      rule: 'DECIMAL_LTE',
      data: { lte: MOST_PERCENT },
    });
  if (checked.tipType !== 'PERCENTAGE' && toMinor(checked.value, currency) === undefined)
    violations.add(`${field}.value`, `must have at most ${currency.exponent} decimals in ${currency.code}`, {
      rule: 'DECIMAL_MAX_SCALE',
      data: { maxScale: currency.exponent },
    });
  violations.throwIfAny();
  if (!offer.enabled) throw appError('TIPS_NOT_ENABLED', { reason: 'DISABLED' });
  if (compareDecimals(checked.value, '0') === 0) return checked;
  if (checked.tipType === 'CUSTOM') {
    if (!offer.allowCustomAmount) throw appError('TIPS_NOT_ENABLED', { reason: 'NO_CUSTOM_AMOUNT' });
    return checked;
  }
  const offered = offer.presets.some(
    (preset) => preset.tipType === checked.tipType && compareDecimals(preset.value, checked.value) === 0,
  );
  if (!offered)
    throw appError('TIPS_NOT_ENABLED', {
      reason: 'NOT_A_PRESET',
      tipType: checked.tipType,
      value: checked.value,
    });
  return checked;
}

/** The tip a choice comes to on this subtotal (minor units), rounded once as the header says. */
export function tipAmount(choice: CheckedChoice, lineSubtotal: bigint, currency: Currency): bigint {
  if (choice.tipType === 'PERCENTAGE') return percentOf(lineSubtotal, choice.value);
  return toMinor(choice.value, currency) ?? 0n;
}

/** A line as a tip is figured on it: its price times its quantity (1 when not said). */
export const lineValue = (
  line: { price?: string | null; quantity?: number | null },
  currency: Currency,
): bigint | undefined => {
  if (line.price == null) return undefined;
  const minor = toMinor(line.price, currency);
  return minor === undefined ? undefined : minor * BigInt(line.quantity ?? 1);
};

/**
 * A tip shared among staff: EQUAL parts, or PROPORTIONAL to each share's weight (the value of the line items it
 * names). Largest remainder: the parts sum to the amount exactly, and equal weights differ by one unit at most.
 */
export function split(amount: bigint, weights: readonly bigint[], method: 'EQUAL' | 'PROPORTIONAL') {
  return allocate(amount, method === 'EQUAL' ? weights.map(() => 1n) : weights);
}
