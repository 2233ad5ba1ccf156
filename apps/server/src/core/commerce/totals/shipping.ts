import type { Currency } from '../../money/index.js';
import type { RateCondition, ShippingOptionSpec, ShippingResult, TotalsInput } from './types.js';

/** Condition values and weights compared as integers of 10^-6, so that 0.1 + 0.2 is 0.3. */
const MICRO_DIGITS = 6;

function micros(value: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) throw new RangeError(`${JSON.stringify(value)} is not a condition value`);
  return BigInt(match[1]! + (match[2] ?? '').padEnd(MICRO_DIGITS, '0'));
}
const weightMicros = (weight: number) => BigInt(Math.round(weight * 10 ** MICRO_DIGITS));

/** A subdivision as tax regions and delivery regions name it (`CA`), from an address's `US-CA` or `CA`. */
export function subdivisionCode(country: string, subdivision: string | null | undefined): string | null {
  if (!subdivision) return null;
  return subdivision.startsWith(`${country}-`) ? subdivision.slice(country.length + 1) : subdivision;
}

export function ships(
  option: ShippingOptionSpec,
  destination: TotalsInput['shipping']['destination'],
): boolean {
  if (option.destinations === 'everywhere') return true;
  // A pickup needs no address to be offered; with one, it is offered where its regions reach.
  if (!destination) return !!option.pickup;
  const subdivision = subdivisionCode(destination.country, destination.subdivision);
  return option.destinations.some(
    (place) =>
      place.country === destination.country && (!place.subdivision || place.subdivision === subdivision),
  );
}

interface Shipment {
  weight: bigint;
  /** Minor units. */
  price: bigint;
  quantity: number;
}

function holds(condition: RateCondition, shipment: Shipment, currency: Currency): boolean {
  const value = micros(condition.value);
  const [left, right] =
    condition.type === 'BY_TOTAL_WEIGHT'
      ? [shipment.weight, value]
      : condition.type === 'BY_TOTAL_PRICE'
        ? [shipment.price * 10n ** BigInt(MICRO_DIGITS), value * 10n ** BigInt(currency.exponent)]
        : [BigInt(shipment.quantity) * 10n ** BigInt(MICRO_DIGITS), value];
  switch (condition.operator) {
    case 'EQ':
      return left === right;
    case 'GT':
      return left > right;
    case 'GTE':
      return left >= right;
    case 'LT':
      return left < right;
    case 'LTE':
      return left <= right;
  }
}

/** An option's price for the shipment: its first rate whose conditions all hold, or none. */
export function priceOf(
  option: ShippingOptionSpec,
  shipment: Shipment,
  currency: Currency,
): bigint | undefined {
  const rate = option.rates.find((candidate) =>
    candidate.conditions.every((condition) => holds(condition, shipment, currency)),
  );
  if (!rate) return undefined;
  return rate.multiplyByQuantity ? rate.amount * BigInt(shipment.quantity) : rate.amount;
}

/**
 * The options that ship the cart's shippable lines to the destination, cheapest first, and the one selected:
 * the requested code, else the cheapest delivery (a pickup only when nothing else is offered); `requested` is
 * false when a requested code was not offered.
 */
export function offerShipping(
  input: TotalsInput,
  shippable: ReadonlyArray<{ weight: number; quantity: number; afterDiscount: bigint }>,
): Omit<ShippingResult, 'selected'> & {
  chosen?: { option: ShippingOptionSpec; price: bigint; requested: boolean };
} {
  if (!shippable.length) return { offered: [] };
  const shipment: Shipment = {
    weight: shippable.reduce((sum, line) => sum + weightMicros(line.weight) * BigInt(line.quantity), 0n),
    price: shippable.reduce((sum, line) => sum + line.afterDiscount, 0n),
    quantity: shippable.reduce((sum, line) => sum + line.quantity, 0),
  };
  const { destination, options, selectedCode } = input.shipping;
  const serving = options.filter((option) => ships(option, destination));
  // Without an address, only options that ship everywhere can be offered: the others wait for one.
  if (!serving.length)
    return {
      offered: [],
      error: !destination && options.length ? 'DESTINATION_REQUIRED' : 'NO_SHIPPING_OPTIONS',
    };
  const offered = serving
    .map((option) => ({ option, price: priceOf(option, shipment, input.currency) }))
    .filter((entry): entry is { option: ShippingOptionSpec; price: bigint } => entry.price !== undefined)
    .sort((a, b) =>
      a.price === b.price ? (a.option.code < b.option.code ? -1 : 1) : a.price < b.price ? -1 : 1,
    );
  if (!offered.length) return { offered, error: 'NO_RATE_FOR_CART' };
  const asked = selectedCode ? offered.find((entry) => entry.option.code === selectedCode) : undefined;
  // Unasked, the cheapest delivery: a free pickup is never chosen for a buyer who did not ask for it.
  const chosen = asked ?? offered.find((entry) => !entry.option.pickup) ?? offered[0]!;
  return { offered, chosen: { ...chosen, requested: !selectedCode || !!asked } };
}
