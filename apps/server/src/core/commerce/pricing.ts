import type { Address } from '@atrium/contract';
import type { CouponSpec, DiscountRuleSpec, FeeSpec, ShippingOptionSpec, TaxInput } from './totals/index.js';

/** Who is buying, as rules and coupons see them. */
export interface PricingBuyer {
  memberId?: string | null;
  visitorId?: string | null;
  email?: string | null;
}

/** A place as tax regions and delivery regions match it: a country code and an optional subdivision. */
export interface PricingPlace {
  country: string;
  subdivision?: string | null;
}

/** What shipping is asked for: when, and (for carriers' live rates) the parcel and where it goes. */
export interface ShippingQuestion {
  now: Date;
  /** ISO 4217. */
  currency: string;
  destination: Address | null;
  /** The shippable lines as one parcel, before discounts (value in minor units); none: nothing to ship. */
  parcel: { weight: number; quantity: number; value: bigint } | null;
}

/** A carrier that could not quote, and why, in a sentence. */
export interface CarrierFailure {
  carrierId: string;
  message: string;
}

/** The tax of a site at a taxable address: its settings, the rates there, and the default group of each item type. */
export interface PricingTax extends TaxInput {
  /** What the address is: the shipping address (the default), the billing one, or the business's own. */
  taxableAddress: 'SHIPPING' | 'BILLING' | 'BUSINESS';
  defaultGroups: { PHYSICAL: string; DIGITAL: string };
}

/** A code a buyer gives, to be checked for them at a moment. */
export interface CouponRequest {
  code: string;
  buyer: PricingBuyer;
  now: Date;
}

/**
 * Where the totals engine's input comes from: the services that own discounts, coupons, tax, shipping and fees.
 * Carts, checkouts and orders ask these, then hand the engine plain data.
 */
export interface PricingSources {
  /** The site's automatic discount rules live at `now`. */
  discountRules(siteId: string, now: Date): Promise<DiscountRuleSpec[]>;
  /** The coupon of a code, usable now by this buyer; throws the application error that says why not. */
  coupon(siteId: string, asked: CouponRequest): Promise<CouponSpec>;
  /**
   * The options a cart can ship with: the site's own (each with where it ships; one per upcoming slot for an
   * option with delivery time slots) and the quotes of the carriers the site enabled, with the carriers that failed.
   */
  shippingOptions(
    siteId: string,
    question: ShippingQuestion,
  ): Promise<{ options: ShippingOptionSpec[]; carrierErrors: CarrierFailure[] }>;
  /**
   * The site's tax settings and the rates at its taxable address: the shipping or the billing one, as the site
   * says, else the other (neither known: no rates).
   */
  tax(
    siteId: string,
    places: { shipping: PricingPlace | null; billing: PricingPlace | null },
    /** The buyer's tax-exempt group: its rate on a mapping replaces the mapping's rate. */
    exemptGroupId?: string | null,
  ): Promise<PricingTax>;
  fees(siteId: string): Promise<FeeSpec[]>;
  /**
   * What a gift card can pay, by the code a buyer typed or by its id; throws the application error that says
   * why it cannot (no such code, disabled, expired).
   */
  giftCard(
    siteId: string,
    card: string | { id: string },
  ): Promise<{ id: string; code: string; balance: bigint }>;
}
