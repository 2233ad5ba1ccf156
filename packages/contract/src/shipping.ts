import { z } from 'zod';
import { ExtendedFields } from './categories.js';
import { CountryCode, decimalAmount } from './commerce-common.js';
import { ExtendedFieldsAnswer } from './cart-lines.js';
import { PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

// Shipping options (wire/types/pricing.md, "ecom shipping-options") and delivery regions, Atrium's own small API
// (`/atrium/v1/delivery-regions`): where options ship. A site has a default region for everywhere; an option
// made without regions belongs to it.

export const ConditionType = z.enum(['BY_TOTAL_WEIGHT', 'BY_TOTAL_PRICE', 'BY_TOTAL_QUANTITY']);
export type ConditionType = z.infer<typeof ConditionType>;
export const LogicalOperator = z.enum(['EQ', 'GT', 'GTE', 'LT', 'LTE']);
export type LogicalOperator = z.infer<typeof LogicalOperator>;
/** Weight in the store's unit, price in its currency, quantity in items. */
export const RateCondition = z.object({
  type: ConditionType,
  value: decimalAmount({ gte: 0, lte: 999_999_999, maxScale: 6 }),
  operator: LogicalOperator,
});
export type RateCondition = z.infer<typeof RateCondition>;
/** A price when all its conditions hold; the first such rate of an option applies. */
export const ConditionalRates = z.object({
  amount: decimalAmount({ gte: 0, lte: 999_999_999, maxScale: 3 }),
  conditions: z.array(RateCondition).max(10).nullish(),
  /** The amount is per item shipped. */
  multiplyByQuantity: z.boolean().nullish(),
});
export type ConditionalRates = z.infer<typeof ConditionalRates>;

export const ShippingOptionInput = z.object({
  id: z.uuid().nullish(),
  revision: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullish(),
  title: z.string().min(1).max(1000).nullish(),
  estimatedDeliveryTime: z.string().max(500).nullish(),
  rates: z.array(ConditionalRates).min(1).max(50).nullish(),
  /** Set when the option is made; changed afterwards by add-delivery-region and remove-delivery-region. */
  deliveryRegionIds: z.array(z.uuid()).max(50).nullish(),
  /** Deprecated by the specification in favour of `deliveryRegionIds`. */
  deliveryRegionId: z.uuid().nullish(),
  extendedFields: ExtendedFields.nullish(),
});
export type ShippingOptionInput = z.infer<typeof ShippingOptionInput>;

export const ShippingOption = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  deliveryRegionId: z.uuid().nullish(),
  deliveryRegionIds: z.array(z.uuid()),
  title: z.string(),
  estimatedDeliveryTime: z.string().nullish(),
  rates: z.array(ConditionalRates),
  extendedFields: ExtendedFieldsAnswer.nullish(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const ShippingOptionResponse = z.object({ shippingOption: ShippingOption });
export type ShippingOptionResponse = z.infer<typeof ShippingOptionResponse>;
export const CreateShippingOptionRequest = z.object({ shippingOption: ShippingOptionInput });
export type CreateShippingOptionRequest = z.infer<typeof CreateShippingOptionRequest>;
export const GetShippingOptionRequest = z.object({ shippingOptionId: z.uuid() });
export type GetShippingOptionRequest = z.infer<typeof GetShippingOptionRequest>;
export const UpdateShippingOptionRequest = z.object({
  shippingOption: ShippingOptionInput.extend({ id: z.uuid() }),
});
export type UpdateShippingOptionRequest = z.infer<typeof UpdateShippingOptionRequest>;
export const DeleteShippingOptionRequest = z.object({ shippingOptionId: z.uuid() });
export type DeleteShippingOptionRequest = z.infer<typeof DeleteShippingOptionRequest>;
export const QueryShippingOptionsRequest = z.object({ query: Query.nullish() });
export type QueryShippingOptionsRequest = z.infer<typeof QueryShippingOptionsRequest>;
export const QueryShippingOptionsResponse = z.object({
  shippingOptions: z.array(ShippingOption),
  pagingMetadata: PagingMetadata,
});
export type QueryShippingOptionsResponse = z.infer<typeof QueryShippingOptionsResponse>;
export const ShippingOptionRegionRequest = z.object({
  shippingOptionId: z.uuid(),
  deliveryRegionId: z.uuid(),
  revision: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullish(),
});
export type ShippingOptionRegionRequest = z.infer<typeof ShippingOptionRegionRequest>;
export const UpdateShippingOptionExtendedFieldsRequest = z.object({
  id: z.uuid(),
  namespace: z.string().min(1).max(164),
  namespaceData: z.record(z.string(), z.unknown()).nullish(),
});
export type UpdateShippingOptionExtendedFieldsRequest = z.infer<
  typeof UpdateShippingOptionExtendedFieldsRequest
>;

/** Places as the wire names them: a country code and, optionally, its subdivisions (`CA`, without `US-`). */
export const Destination = z.object({
  country: CountryCode,
  subdivisions: z.array(z.string().min(1).max(10)).max(100).nullish(),
});
export type Destination = z.infer<typeof Destination>;
export const DeliveryRegionInput = z.object({
  id: z.uuid().nullish(),
  revision: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullish(),
  name: z.string().min(1).max(100).nullish(),
  destinations: z.array(Destination).min(1).max(250).nullish(),
});
export type DeliveryRegionInput = z.infer<typeof DeliveryRegionInput>;
export const DeliveryRegion = z.object({
  id: z.uuid(),
  revision: z.string(),
  name: z.string(),
  /** The site's default region ships everywhere and has no destinations. */
  everywhere: z.boolean(),
  destinations: z.array(Destination),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type DeliveryRegion = z.infer<typeof DeliveryRegion>;
export const DeliveryRegionResponse = z.object({ deliveryRegion: DeliveryRegion });
export type DeliveryRegionResponse = z.infer<typeof DeliveryRegionResponse>;
export const CreateDeliveryRegionRequest = z.object({ deliveryRegion: DeliveryRegionInput });
export type CreateDeliveryRegionRequest = z.infer<typeof CreateDeliveryRegionRequest>;
export const GetDeliveryRegionRequest = z.object({ deliveryRegionId: z.uuid() });
export type GetDeliveryRegionRequest = z.infer<typeof GetDeliveryRegionRequest>;
export const UpdateDeliveryRegionRequest = z.object({
  deliveryRegion: DeliveryRegionInput.extend({ id: z.uuid() }),
});
export type UpdateDeliveryRegionRequest = z.infer<typeof UpdateDeliveryRegionRequest>;
export const DeleteDeliveryRegionRequest = z.object({ deliveryRegionId: z.uuid() });
export type DeleteDeliveryRegionRequest = z.infer<typeof DeleteDeliveryRegionRequest>;
export const ListDeliveryRegionsRequest = z.object({});
export type ListDeliveryRegionsRequest = z.infer<typeof ListDeliveryRegionsRequest>;
export const ListDeliveryRegionsResponse = z.object({ deliveryRegions: z.array(DeliveryRegion) });
export type ListDeliveryRegionsResponse = z.infer<typeof ListDeliveryRegionsResponse>;

export const SHIPPING_EVENTS = {
  optionCreated: 'shipping_option.created',
  optionUpdated: 'shipping_option.updated',
  optionDeleted: 'shipping_option.deleted',
  regionCreated: 'delivery_region.created',
  regionUpdated: 'delivery_region.updated',
  regionDeleted: 'delivery_region.deleted',
} as const;

/** An additional fee the site charges on every order: handling or insurance, per order or per item. */
export const AdditionalFeeSetting = z.object({
  code: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" and "_"'),
  name: z.string().min(1).max(50),
  type: z.enum(['HANDLING_FEE', 'INSURANCE']),
  amount: decimalAmount({ gte: 0, lte: 999_999_999, maxScale: 3 }),
  per: z.enum(['ORDER', 'ITEM']),
  taxable: z.boolean(),
});
export type AdditionalFeeSetting = z.infer<typeof AdditionalFeeSetting>;
export const FeeSettings = z.object({ fees: z.array(AdditionalFeeSetting).max(10) });
export type FeeSettings = z.infer<typeof FeeSettings>;
export const FeeSettingsResponse = z.object({ feeSettings: FeeSettings });
export const GetFeeSettingsRequest = z.object({});
export const UpdateFeeSettingsRequest = z.object({ feeSettings: FeeSettings });
