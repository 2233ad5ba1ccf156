import { z } from 'zod';
import { Decimal } from './scalars.js';

// Commerce shapes the cart shares with checkout and orders (wire/types/cart.md): money, addresses, shipping.

type Bound = number | string;
/** The bounds of a `decimalValue` constraint in the specification, compared exactly. */
export type DecimalBounds = Partial<Record<'gte' | 'gt' | 'lte' | 'lt', Bound>> & { maxScale?: number };

const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** Decimal's own length limit; longer values are refused by it and never reach the BigInt arithmetic. */
const MAX_DECIMAL_LENGTH = 40;
const scaleOf = (value: string) => (value.includes('.') ? value.length - value.indexOf('.') - 1 : 0);

/** A well-formed decimal as an integer count of 10^-scale units: ("12.5", 3) → 12500n. */
function toScaled(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -units : units;
}

/** Compares two decimal strings exactly, with no float in between: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const [left, right] = [toScaled(a, scale), toScaled(b, scale)];
  return left < right ? -1 : left > right ? 1 : 0;
}

function boundText(bound: Bound): string {
  const text = typeof bound === 'number' ? String(bound) : bound;
  // A bound like 1e21 would print in exponent form and compare wrongly; the schema refuses to be built.
  if (!DECIMAL_TEXT.test(text)) throw new Error(`decimal bound ${text} must be written in plain digits`);
  return text;
}
const comparable = (value: string) => value.length <= MAX_DECIMAL_LENGTH && DECIMAL_TEXT.test(value);
const COMPARISONS = [
  { key: 'gte', rule: 'DECIMAL_GTE', words: 'at least', holds: (order: number) => order >= 0 },
  { key: 'gt', rule: 'DECIMAL_GT', words: 'more than', holds: (order: number) => order > 0 },
  { key: 'lte', rule: 'DECIMAL_LTE', words: 'at most', holds: (order: number) => order <= 0 },
  { key: 'lt', rule: 'DECIMAL_LT', words: 'less than', holds: (order: number) => order < 0 },
] as const;

/** A `Decimal` held to a `decimalValue` constraint: each bound broken is a violation of its own rule. */
export function decimalAmount(bounds: DecimalBounds = {}) {
  let schema = Decimal;
  for (const { key, rule, words, holds } of COMPARISONS) {
    const bound = bounds[key];
    if (bound === undefined) continue;
    const limit = boundText(bound);
    // Zod runs refinements after a failed pattern too; only a well-formed value is compared.
    schema = schema.refine((value) => !comparable(value) || holds(compareDecimals(value, limit)), {
      message: `must be ${words} ${limit}`,
      params: { rule, data: { [key]: limit } },
    });
  }
  const { maxScale } = bounds;
  if (maxScale !== undefined)
    schema = schema.refine((value) => !comparable(value) || scaleOf(value) <= maxScale, {
      message: `must have at most ${maxScale} decimal places`,
      params: { rule: 'DECIMAL_MAX_SCALE', data: { maxScale } },
    });
  return schema;
}

/** The largest amount the specification allows (`lte: 1000000000000000`). */
export const MAX_AMOUNT = '1000000000000000';
/** An amount of money as sent (`price` of a custom line item): 0 up to MAX_AMOUNT. */
export const Amount = decimalAmount({ gte: 0, lte: MAX_AMOUNT });
export type Amount = z.infer<typeof Amount>;
/** As Amount, with at most three decimal places (`maxScale: 3`). */
export const PriceAmount = decimalAmount({ gte: 0, lte: MAX_AMOUNT, maxScale: 3 });
export type PriceAmount = z.infer<typeof PriceAmount>;

/** An amount as answered: the server's own decimal string with its currency-formatted forms beside it. */
export const MultiCurrencyPrice = z.object({
  amount: z.string(),
  convertedAmount: z.string(),
  formattedAmount: z.string(),
  formattedConvertedAmount: z.string(),
});
export type MultiCurrencyPrice = z.infer<typeof MultiCurrencyPrice>;

export interface FormattedOptions {
  /** The FORMAT violation's `data.type`. */
  type: string;
  pattern: RegExp;
  message: string;
  /** The longest string accepted (100 unless given); the pattern only runs within it. */
  max?: number;
}

/** A string in a named format (the FORMAT violation's `data.type`); the pattern only runs within `max`. */
export function formatted({ type, pattern, message, max = 100 }: FormattedOptions) {
  const params = { rule: 'FORMAT', data: { type } };
  return z
    .string()
    .max(max)
    .refine((value) => value.length > max || pattern.test(value), { message, params });
}
export const CurrencyCode = formatted({
  type: 'CURRENCY',
  pattern: /^[A-Z]{3}$/,
  message: 'must be an ISO 4217 currency code',
});
export type CurrencyCode = z.infer<typeof CurrencyCode>;
export const CountryCode = formatted({
  type: 'COUNTRY',
  pattern: /^[A-Z]{2}$/,
  message: 'must be an ISO 3166-1 alpha-2 country code',
});
export type CountryCode = z.infer<typeof CountryCode>;
/** Digits with the usual separators, a leading + and an extension. */
const PHONE = /^\+?(?=[^\d]*\d)[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d{1,10})?$/i;
export const Phone = formatted({ type: 'PHONE', pattern: PHONE, message: 'must be a phone number', max: 50 });
export type Phone = z.infer<typeof Phone>;

export const WeightUnit = z.enum(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB']);
export type WeightUnit = z.infer<typeof WeightUnit>;
export const VatType = z.enum(['UNSPECIFIED', 'CPF', 'CNPJ']);
export type VatType = z.infer<typeof VatType>;
export const ChannelType = z.enum([
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
  'PAYPAL_AGENTIC_CHECKOUT',
  'STRIPE_AGENTIC_CHECKOUT',
]);
export type ChannelType = z.infer<typeof ChannelType>;
export const StreetAddress = z.object({
  number: z.string().nullish(),
  name: z.string().nullish(),
  apt: z.string().max(50).nullish(),
});
export type StreetAddress = z.infer<typeof StreetAddress>;
export const AddressLocation = z.object({ latitude: z.number().nullish(), longitude: z.number().nullish() });
export type AddressLocation = z.infer<typeof AddressLocation>;

/**
 * A postal address in its wire form (WIRE.md section 3): `addressLine`, `formattedAddress` and `geocode` are
 * what the client shows as `addressLine1`, `formatted` and `location`, the names cart.md lists.
 */
export const Address = z.object({
  country: CountryCode.nullish(),
  subdivision: z.string().max(50).nullish(),
  city: z.string().max(50).nullish(),
  postalCode: z.string().max(50).nullish(),
  streetAddress: StreetAddress.nullish(),
  addressLine: z.string().max(150).nullish(),
  addressLine2: z.string().max(100).nullish(),
  formattedAddress: z.string().max(2000).nullish(),
  geocode: AddressLocation.nullish(),
  hint: z.string().max(200).nullish(),
  countryFullname: z.string().nullish(),
  subdivisionFullname: z.string().nullish(),
});
export type Address = z.infer<typeof Address>;
export const VatId = z.object({ id: z.string().nullish(), type: VatType.nullish() });
export type VatId = z.infer<typeof VatId>;
export const FullAddressContactDetails = z.object({
  firstName: z.string().max(100).nullish(),
  lastName: z.string().max(100).nullish(),
  phone: Phone.nullish(),
  company: z.string().max(1000).nullish(),
  /** Tax information, used in Brazil only. */
  vatId: VatId.nullish(),
});
export type FullAddressContactDetails = z.infer<typeof FullAddressContactDetails>;
export const AddressWithContact = z.object({
  address: Address.nullish(),
  contactDetails: FullAddressContactDetails.nullish(),
});
export type AddressWithContact = z.infer<typeof AddressWithContact>;
export const SelectedShippingOption = z.object({
  carrierId: z.uuid().nullish(),
  code: z.string().min(1).max(100),
});
export type SelectedShippingOption = z.infer<typeof SelectedShippingOption>;

/** A membership the buyer chose to pay with, and the lines it pays for. */
export const HostSelectedMembership = z.object({
  id: z.string().min(1).max(200),
  appId: z.uuid(),
  lineItemIds: z.array(z.string().min(1).max(100)).min(1).max(300),
});
export type HostSelectedMembership = z.infer<typeof HostSelectedMembership>;
export const SelectedMemberships = z.object({
  memberships: z.array(HostSelectedMembership).max(300).nullish(),
});
export type SelectedMemberships = z.infer<typeof SelectedMemberships>;
