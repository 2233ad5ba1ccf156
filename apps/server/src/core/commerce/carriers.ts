import type { Address } from '@atrium/contract';

/** What a carrier is asked to price: one parcel of the cart's shippable lines, to one address. */
export interface CarrierQuoteRequest {
  siteId: string;
  /** ISO 4217; amounts are in its minor units. */
  currency: string;
  weightUnit: 'KG' | 'LB';
  destination: Address & { country: string };
  parcel: { weight: number; quantity: number; value: bigint };
}

export interface CarrierQuote {
  /** Unique within the carrier (`ground`); offered to carts as `${carrierId}:${code}`. */
  code: string;
  title: string;
  /** Minor units of the request's currency. */
  amount: bigint;
  deliveryTime?: string | null;
}

/**
 * A carrier's live rates (a parcel service's API, say). Installed on the server by configuration, enabled per site
 * through `/atrium/v1/carrier-settings`. A quote that throws, or takes too long, is reported in the cart's
 * `calculationErrors.carrierErrors`; the site's own options are still offered.
 */
export interface CarrierRatesProvider {
  /** A GUID: the `carrierId` of its options in carts and checkouts. */
  carrierId: string;
  name: string;
  quote(request: CarrierQuoteRequest): Promise<CarrierQuote[]>;
}

/** A carrier's refusal to quote, with the sentence a buyer can read. */
export class CarrierRefusal extends Error {}
