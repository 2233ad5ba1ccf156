import type { CheckoutLineItem, Violation } from '@atrium/contract';
import { lineViolations } from '../../core/commerce/lines/violations.js';
import type { CheckoutRow } from './tables.js';

/**
 * Seed 001 section 5's validation modes: how much of a checkout is checked. A completed checkout is not checked
 * at all (its lines' stock went to its own order); one being filled in is checked for what it holds
 * (PRE_CHECKOUT); one becoming an order is checked for everything an order needs (CHECKOUT).
 */
export type ValidationMode = 'SKIP_VALIDATIONS' | 'PRE_CHECKOUT_VALIDATIONS' | 'CHECKOUT_VALIDATIONS';

export interface Checked {
  row: Pick<CheckoutRow, 'ownerKind' | 'info'>;
  lineItems: ReadonlyArray<Pick<CheckoutLineItem, 'id' | 'availability' | 'physicalProperties'>>;
  /** The engine's shipping error, if it found no option. */
  shippingError: string | undefined;
  /** Why the checkout's gift card no longer pays, if it does not. */
  giftCardRefused: { message: string } | undefined;
  /** Whether the buyer gave a delivery address, or chose an option they collect from. */
  destinationGiven: boolean;
  pickup: boolean;
}

const OTHER = { other: { name: 'OTHER_DEFAULT' as const } };
const error = (description: string): Violation => ({ severity: 'ERROR', target: OTHER, description });

/** What stops the checkout from becoming an order (ERROR) or changes what it buys (WARNING), by mode. */
export function checkoutViolations(mode: ValidationMode, checked: Checked): Violation[] {
  if (mode === 'SKIP_VALIDATIONS') return [];
  const { row, lineItems, shippingError, giftCardRefused } = checked;
  const shippable = lineItems.some((line) => line.physicalProperties?.shippable);
  const found = lineViolations(lineItems);
  if (giftCardRefused) found.push(error(`The gift card cannot pay: ${giftCardRefused.message}`));
  if (shippingError === 'NO_SHIPPING_OPTIONS') found.push(error('No delivery method reaches this address'));
  if (shippingError === 'NO_RATE_FOR_CART') found.push(error('No delivery method takes this order'));
  if (mode === 'PRE_CHECKOUT_VALIDATIONS') return found;
  if (!lineItems.length) found.push(error('The checkout has no lines'));
  const signedIn = row.ownerKind === 'member' || row.ownerKind === 'user';
  if (!signedIn && !row.info.email) found.push(error("The buyer's email is missing"));
  if (shippable && !checked.pickup && (!checked.destinationGiven || shippingError === 'DESTINATION_REQUIRED'))
    found.push(error('The delivery address is missing'));
  return found;
}
