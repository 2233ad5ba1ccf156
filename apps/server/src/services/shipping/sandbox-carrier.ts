import {
  CarrierRefusal,
  type CarrierQuoteRequest,
  type CarrierRatesProvider,
} from '../../core/commerce/carriers.js';
import { currencyOf, divideRounded } from '../../core/money/index.js';

export const SANDBOX_CARRIER_ID = '5a9d0b1e-7c3f-4e2a-9b8d-6f1c2e3a4b5c';

/** Whole weight units, rounded up as parcel services bill them; at least one. */
const billedWeight = (weight: number) => Math.max(1, Math.ceil(weight - 1e-9));

/**
 * A carrier that quotes on this machine, for development and tests (`ATRIUM_CARRIERS=sandbox`): ground is 4.00
 * plus 1.50 per weight unit (rounded up), express twice that. Like a real carrier it needs a postal code.
 */
export const sandboxCarrier: CarrierRatesProvider = {
  carrierId: SANDBOX_CARRIER_ID,
  name: 'Sandbox Parcel',
  async quote(request: CarrierQuoteRequest) {
    if (!request.destination.postalCode)
      throw new CarrierRefusal('Sandbox Parcel needs a postal code to quote a rate');
    const currency = currencyOf(request.currency);
    const hundredths = 400n + 150n * BigInt(billedWeight(request.parcel.weight));
    const ground = divideRounded(hundredths * 10n ** BigInt(currency.exponent), 100n);
    return [
      { code: 'ground', title: 'Sandbox Parcel Ground', amount: ground, deliveryTime: '3–5 business days' },
      {
        code: 'express',
        title: 'Sandbox Parcel Express',
        amount: ground * 2n,
        deliveryTime: '1–2 business days',
      },
    ];
  },
};

/** The carriers a configuration names, by name. */
export const CARRIERS: Readonly<Record<'sandbox', CarrierRatesProvider>> = { sandbox: sandboxCarrier };
