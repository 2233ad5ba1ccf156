import type { Address } from '@atrium/contract';
import type { Currency } from '../../money/index.js';

// The totals engine's input and output: plain data, amounts in minor units. The engine does no I/O: the caller
// resolves the catalogue, the live rules, the coupon, the tax rates and the shipping options first.

/** A line to price. `unitPrice` is after the catalogue's own discount (the price the shopper is shown). */
export interface TotalsLine {
  id: string;
  quantity: number;
  unitPrice: bigint;
  /** Lines that cannot be bought (not found, out of stock) are shown but neither priced nor taxed. */
  counted: boolean;
  /** The catalogue item, for discount scopes; none for a custom line without a reference. */
  item?: { appId: string; catalogItemId: string; categoryIds: readonly string[] };
  /** The tax group its rates come from (the product's, the custom line's, or the default for its type). */
  taxGroupId: string;
  /** Weight of one unit, in the store's weight unit. */
  weight: number;
  shippable: boolean;
}

/** Which items a discount or trigger counts: any one scope matching is enough. */
export type Scope =
  | { kind: 'catalog'; appId: string; itemIds?: readonly string[] }
  | { kind: 'category'; categoryIds: readonly string[] };

export type Trigger =
  | { kind: 'and'; triggers: readonly Trigger[] }
  | { kind: 'or'; triggers: readonly Trigger[] }
  /** Inclusive bounds on the subtotal of the scoped lines (all lines without scopes). */
  | { kind: 'subtotal'; scopes: readonly Scope[]; from?: bigint; to?: bigint }
  | { kind: 'quantity'; scopes: readonly Scope[]; from?: number; to?: number }
  | { kind: 'members'; memberIds: readonly string[] }
  /** Met when the caller's custom-trigger providers said so (`TotalsInput.customTriggersMet`). */
  | { kind: 'custom'; appId: string; id: string };

/**
 * What a discount rule takes off each unit it applies to: a percentage, a fixed amount off each unit, a fixed
 * price for each unit, or a price for a quantity of units. `scopes` empty means every item; `lowestPricedOnly` limits it to one unit of the
 * cheapest eligible line.
 */
export interface RuleDiscount {
  type: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FIXED_PRICE' | 'QUANTITY_BASED';
  /** A percentage as text (`"12.5"`) for PERCENTAGE; minor units for the others. */
  percentage?: string;
  amount?: bigint;
  /** QUANTITY_BASED: every `quantity` eligible units together cost `amount` (3 for 10.00). */
  quantity?: number;
  scopes: readonly Scope[];
  lowestPricedOnly?: boolean;
}

export interface DiscountRuleSpec {
  id: string;
  name: string;
  /** None: the rule always applies. */
  trigger?: Trigger;
  discount: RuleDiscount;
}

/** A coupon already found valid for now (dates, limits): the engine checks only the cart against it. */
export interface CouponSpec {
  id: string;
  code: string;
  name: string;
  type: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING' | 'BUY_X_GET_Y';
  percentage?: string;
  /** FIXED_AMOUNT: off the scoped subtotal as a whole. */
  amount?: bigint;
  buyQuantity?: number;
  getQuantity?: number;
  scopes: readonly Scope[];
  minimumSubtotal?: bigint;
}

export interface RateCondition {
  type: 'BY_TOTAL_WEIGHT' | 'BY_TOTAL_PRICE' | 'BY_TOTAL_QUANTITY';
  operator: 'EQ' | 'GT' | 'GTE' | 'LT' | 'LTE';
  /** A decimal as text: weight in the store's unit, price in the currency's major unit, or a count. */
  value: string;
}

export interface ShippingOptionSpec {
  code: string;
  title: string;
  estimatedDeliveryTime?: string | null;
  /** The first rate whose conditions all hold applies. */
  rates: ReadonlyArray<{ amount: bigint; conditions: readonly RateCondition[]; multiplyByQuantity: boolean }>;
  /** Where it ships: 'everywhere', or countries with optional subdivisions (`CA`, as tax regions name them). */
  destinations: 'everywhere' | ReadonlyArray<{ country: string; subdivision?: string | null }>;
  /** The carrier that offers it; absent for the site's own options. */
  carrierId?: string;
  /** Collected by the buyer rather than delivered (the engine prices it like any other option). */
  pickup?: {
    method: 'STORE_PICKUP' | 'PICKUP_POINT';
    address: Address;
    instructions?: string | null;
  } | null;
  /** The delivery window it is offered for, when the option is offered per slot. */
  slot?: { from: Date; to: Date } | null;
}

/** One tax that applies to a group at the taxable address (a country's VAT, a state's sales tax...). */
export interface TaxRateSpec {
  /** A fraction as text: `"0.2"` is 20%. */
  rate: string;
  name: string;
  type: string;
  jurisdiction: string;
  jurisdictionType: 'UNDEFINED' | 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
}

export interface FeeSpec {
  code: string;
  name: string;
  /** TIP: the buyer's tip on a checkout (services/tips), never taxed. */
  type: 'HANDLING_FEE' | 'INSURANCE' | 'TIP';
  amount: bigint;
  /** Per order, or times the number of units bought. */
  per: 'ORDER' | 'ITEM';
  taxable: boolean;
}

/** A site's tax settings and the rates at the taxable address, by tax group. */
export interface TaxInput {
  /** Prices (lines, shipping, fees) include tax: tax is taken out of them, never added. */
  included: boolean;
  shippingTaxed: boolean;
  shippingTaxGroupId: string;
  feeTaxGroupId: string;
  /** The rates of each tax group at the taxable address; a group with none is not taxed there. */
  rates: ReadonlyMap<string, readonly TaxRateSpec[]>;
}

export interface TotalsInput {
  currency: Currency;
  lines: readonly TotalsLine[];
  rules: readonly DiscountRuleSpec[];
  coupon?: CouponSpec;
  buyer: { memberId?: string | null };
  /** Custom triggers their providers found met, as `${appId}:${id}`. */
  customTriggersMet?: ReadonlySet<string>;
  shipping: {
    destination?: { country: string; subdivision?: string | null } | null;
    options: readonly ShippingOptionSpec[];
    selectedCode?: string | null;
  };
  tax: TaxInput;
  fees: readonly FeeSpec[];
  giftCard?: { code: string; balance: bigint; requested?: bigint | null } | null;
}

export interface TaxShare {
  rate: TaxRateSpec;
  amount: bigint;
}

export interface TaxResult {
  /** The amount tax is figured on: after discounts, and without the tax itself when prices include it. */
  taxable: bigint;
  tax: bigint;
  /** The combined rate as text. */
  rate: string;
  breakdown: TaxShare[];
}

export interface LineTotals {
  id: string;
  /** unitPrice × quantity, or 0 for a line that is not counted. */
  subtotal: bigint;
  discount: bigint;
  /** subtotal − discount: never below zero. */
  afterDiscount: bigint;
  tax: TaxResult;
  /** What the line costs in the end: afterDiscount, plus the tax when prices exclude it. */
  total: bigint;
}

export interface AppliedDiscountResult {
  source:
    { kind: 'rule'; id: string; name: string } | { kind: 'coupon'; id: string; code: string; name: string };
  target: 'SPECIFIC_ITEMS' | 'GLOBAL' | 'SHIPPING';
  amount: bigint;
  /** The amount on each line it applies to. */
  lines: ReadonlyMap<string, bigint>;
}

export interface ShippingResult {
  /** The options that ship to the destination, each with its price for this cart. */
  offered: Array<{ option: ShippingOptionSpec; price: bigint }>;
  selected?: {
    option: ShippingOptionSpec;
    price: bigint;
    discount: bigint;
    tax: TaxResult;
    requested: boolean;
  };
  /** Why nothing could be selected although something must ship. */
  error?: 'NO_SHIPPING_OPTIONS' | 'NO_RATE_FOR_CART' | 'DESTINATION_REQUIRED';
}

export interface FeeResult {
  fee: FeeSpec;
  price: bigint;
  tax: TaxResult;
}

export interface Totals {
  lines: LineTotals[];
  discounts: AppliedDiscountResult[];
  shipping: ShippingResult;
  fees: FeeResult[];
  giftCard?: { code: string; requested: bigint; amount: bigint };
  /** Why the coupon gave nothing: its minimum not reached, or nothing in its scope. */
  couponError?: 'MINIMUM_SUBTOTAL_NOT_REACHED' | 'NO_ITEMS_IN_SCOPE';
  summary: {
    subtotal: bigint;
    discount: bigint;
    shipping: bigint;
    additionalFees: bigint;
    tax: bigint;
    giftCard: bigint;
    total: bigint;
  };
}
