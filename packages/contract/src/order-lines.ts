import { z } from 'zod';
import {
  CatalogReference,
  DescriptionLine,
  ExtendedFieldsAnswer,
  ItemType,
  MAX_LINE_QUANTITY,
  PaymentOptionType,
  PhysicalProperties,
  PriceDescription,
  ProductName,
  SubscriptionFrequency,
  TaxableAddress,
  V1ModifierGroup,
} from './cart-lines.js';
import { CategoryImageInput, ExtendedFields } from './categories.js';
import { decimalAmount, MAX_AMOUNT } from './commerce-common.js';
import { MediaAsset } from './media.js';
import {
  LineItemTaxInfo,
  LineItemTaxInfoInput,
  OrderItemTaxFullDetails,
  OrderItemTaxFullDetailsInput,
  Price,
  PriceInput,
} from './order-pricing.js';
import { Timestamp } from './scalars.js';

// An order's lines (wire/types/orders.md "OrderLineItem"): what was bought, at what price and tax, and what became
// of it (refunded, restocked, where it ships from). The line as answered, and as createOrder and the updates take it.

const LineQuantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const Count = z.number().int().min(0).max(MAX_LINE_QUANTITY);

export const MEASUREMENT_UNITS = [
  'UNSPECIFIED',
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const;
export const MeasurementUnit = z.enum(MEASUREMENT_UNITS);
export type MeasurementUnit = z.infer<typeof MeasurementUnit>;

export const DigitalFile = z.object({
  fileId: z.string().min(1).max(100),
  /** Set once the download links have been made. */
  link: z
    .url({ protocol: /^https?$/ })
    .min(1)
    .max(2000)
    .nullish(),
  expirationDate: Timestamp.nullish(),
});
export type DigitalFile = z.infer<typeof DigitalFile>;
const Interval = z.number().int().min(1).max(3650);
export const SubscriptionInfo = z.object({
  id: z.uuid().nullish(),
  cycleNumber: z.number().int().min(0).nullish(),
  /** Deprecated by the specification. */
  subscriptionOptionTitle: z.string().max(150).nullish(),
  /** Deprecated by the specification. */
  subscriptionOptionDescription: z.string().max(500).nullish(),
  subscriptionSettings: z
    .object({
      frequency: SubscriptionFrequency,
      interval: Interval.nullish(),
      autoRenewal: z.boolean().nullish(),
      billingCycles: z.number().int().min(1).nullish(),
      enableCustomerCancellation: z.boolean().nullish(),
      freeTrialPeriod: z.object({ frequency: SubscriptionFrequency, interval: Interval }).nullish(),
    })
    .nullish(),
  chargesDescription: z.string().max(1000).nullish(),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfo>;
/** How many of the line come from one location. `appId` is deprecated by the specification. */
export const LocationAndQuantity = z.object({
  id: z.uuid(),
  appId: z.uuid().nullish(),
  quantity: LineQuantity,
  name: z.string().max(500).nullish(),
});
export type LocationAndQuantity = z.infer<typeof LocationAndQuantity>;
/** A quantity in a unit (`value` as decimal text): a standard `measurementUnit` or an `otherUnit`. */
export const DecimalQuantity = z.object({
  measurementUnit: MeasurementUnit.nullish(),
  otherUnit: z.string().min(1).max(50).nullish(),
  value: z.string(),
  description: ProductName.nullish(),
});
export type DecimalQuantity = z.infer<typeof DecimalQuantity>;
export const DecimalQuantityInput = DecimalQuantity.extend({
  value: decimalAmount({ gt: 0, lte: MAX_AMOUNT, maxScale: 4 }),
});
export type DecimalQuantityInput = z.infer<typeof DecimalQuantityInput>;
const CartModifier = V1ModifierGroup.shape.modifiers.element;
/** The cart's modifier group, with one-currency prices and at most 10 modifiers. */
export const OrderModifierGroup = V1ModifierGroup.extend({
  modifiers: z
    .array(CartModifier.extend({ price: Price.nullish() }))
    .min(1)
    .max(10),
});
export type OrderModifierGroup = z.infer<typeof OrderModifierGroup>;

/**
 * A line as answered: `priceBeforeDiscounts` and `price` are for one unit, before and after the line's discounts;
 * `lineItemPrice` and the totals are for the whole quantity.
 */
export const OrderLineItem = z.object({
  id: z.uuid(),
  productName: ProductName,
  catalogReference: CatalogReference.nullish(),
  quantity: z.number().int(),
  totalDiscount: Price,
  descriptionLines: z.array(DescriptionLine),
  image: MediaAsset.nullish(),
  physicalProperties: PhysicalProperties.nullish(),
  itemType: ItemType,
  fulfillerId: z.uuid().nullish(),
  refundQuantity: z.number().int().nullish(),
  restockQuantity: z.number().int().nullish(),
  price: Price,
  priceBeforeDiscounts: Price,
  totalPriceBeforeTax: Price,
  totalPriceAfterTax: Price,
  paymentOption: PaymentOptionType,
  /** Deprecated by the specification: `taxInfo` replaces it. */
  taxDetails: OrderItemTaxFullDetails.nullish(),
  taxInfo: LineItemTaxInfo.nullish(),
  digitalFile: DigitalFile.nullish(),
  subscriptionInfo: SubscriptionInfo.nullish(),
  priceDescription: PriceDescription.nullish(),
  depositAmount: Price.nullish(),
  locations: z.array(LocationAndQuantity),
  lineItemPrice: Price,
  taxableAddress: TaxableAddress.nullish(),
  priceUndetermined: z.boolean(),
  fixedQuantity: z.boolean(),
  decimalQuantity: DecimalQuantity.nullish(),
  extendedFields: ExtendedFieldsAnswer.nullish(),
  modifierGroups: z.array(OrderModifierGroup),
});
export type OrderLineItem = z.infer<typeof OrderLineItem>;

/** A line as sent, priced by its caller (as a custom cart line is); its totals and discount are the server's. */
export const OrderLineItemInput = z.object({
  id: z.uuid().nullish(),
  productName: ProductName,
  catalogReference: CatalogReference.nullish(),
  quantity: LineQuantity,
  descriptionLines: z.array(DescriptionLine).max(20).nullish(),
  image: CategoryImageInput.nullish(),
  physicalProperties: PhysicalProperties.nullish(),
  /** `custom` has no length in orders.md; 100 is Atrium's. */
  itemType: ItemType.extend({ custom: z.string().min(1).max(100).nullish() }).nullish(),
  fulfillerId: z.uuid().nullish(),
  refundQuantity: Count.nullish(),
  restockQuantity: Count.nullish(),
  price: PriceInput,
  paymentOption: PaymentOptionType.nullish(),
  /** Deprecated by the specification: `taxInfo` replaces it. */
  taxDetails: OrderItemTaxFullDetailsInput.nullish(),
  taxInfo: LineItemTaxInfoInput.nullish(),
  digitalFile: DigitalFile.omit({ expirationDate: true }).nullish(),
  subscriptionInfo: SubscriptionInfo.nullish(),
  priceDescription: PriceDescription.nullish(),
  locations: z
    .array(LocationAndQuantity.omit({ name: true }))
    .max(5)
    .nullish(),
  lineItemPrice: PriceInput.nullish(),
  taxableAddress: TaxableAddress.nullish(),
  priceUndetermined: z.boolean().nullish(),
  fixedQuantity: z.boolean().nullish(),
  decimalQuantity: DecimalQuantityInput.nullish(),
  extendedFields: ExtendedFields.nullish(),
});
export type OrderLineItemInput = z.infer<typeof OrderLineItemInput>;
/** updateOrderLineItem: the line's id (from the path) and the fields to change. */
export const OrderLineItemUpdate = OrderLineItemInput.partial().extend({ id: z.uuid() });
export type OrderLineItemUpdate = z.infer<typeof OrderLineItemUpdate>;
