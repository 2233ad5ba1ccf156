import { z } from 'zod';
import { ExtendedFields } from './categories.js';
import { MediaAsset } from './media.js';
import { Amount, decimalAmount, MultiCurrencyPrice, PriceAmount } from './commerce-common.js';
import { Decimal, Timestamp } from './scalars.js';

// Cart lines (wire/types/cart.md): catalogue lines and custom lines as sent, and the priced line as answered.

export const MAX_LINE_QUANTITY = 100_000;
/** Lines one cart may hold (Cart.lineItems maxSize, and the create and update calls' lists). */
export const MAX_CART_LINES = 300;
/** Lines one add-to-cart, remove or quantity call may name. */
export const MAX_LINES_PER_CALL = 100;
/** The catalogue app id of the built-in store: lines with this `catalogReference.appId` are priced from it. */
export const ECOM_CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** Catalogue override prices stop at `lte: 999999999`, below the general MAX_AMOUNT. */
const MAX_OVERRIDE_PRICE = 999_999_999;
const OPTIONS_JSON_LIMIT = 10_000;
const Quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

export const ItemAvailabilityStatus = z.enum([
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
]);
export type ItemAvailabilityStatus = z.infer<typeof ItemAvailabilityStatus>;
export const ItemTypePreset = z.enum(['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE']);
export type ItemTypePreset = z.infer<typeof ItemTypePreset>;
export const PaymentOptionType = z.enum([
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
  'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
]);
export type PaymentOptionType = z.infer<typeof PaymentOptionType>;
export const SubscriptionFrequency = z.enum(['UNDEFINED', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;
export const TaxableAddressType = z.enum(['BUSINESS', 'BILLING', 'SHIPPING']);
export type TaxableAddressType = z.infer<typeof TaxableAddressType>;

export const CatalogReference = z.object({
  catalogItemId: z.string().min(1).max(36),
  appId: z.string().min(1).max(100),
  options: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= OPTIONS_JSON_LIMIT, {
      message: `must be at most ${OPTIONS_JSON_LIMIT} characters as JSON`,
      params: { rule: 'MAX_LENGTH', data: { max: OPTIONS_JSON_LIMIT } },
    })
    .nullish(),
});
export type CatalogReference = z.infer<typeof CatalogReference>;

/** A text in the site's language and, when known, in the buyer's. */
const localized = (original: z.ZodString, translated: z.ZodString) =>
  z.object({ original, translated: translated.nullish() });
export const ProductName = localized(z.string().min(1).max(200), z.string().min(1).max(400));
export type ProductName = z.infer<typeof ProductName>;
const TranslatableString = ProductName;
export const PriceDescription = localized(z.string().min(1).max(100), z.string().min(1).max(100));
export type PriceDescription = z.infer<typeof PriceDescription>;

/** One line under the item's name: plain text or a colour, with its label in `name`. */
export const DescriptionLine = z.object({
  plainText: localized(z.string().max(600), z.string().max(600)).nullish(),
  colorInfo: localized(z.string().max(500), z.string().max(500))
    .extend({ code: z.string().nullish() })
    .nullish(),
  name: localized(z.string().max(100), z.string().max(200)).nullish(),
});
export type DescriptionLine = z.infer<typeof DescriptionLine>;

export const PhysicalProperties = z.object({
  weight: z.number().nullish(),
  sku: z.string().max(40).nullish(),
  shippable: z.boolean(),
});
export type PhysicalProperties = z.infer<typeof PhysicalProperties>;
const PhysicalPropertiesInput = PhysicalProperties.extend({ shippable: z.boolean().nullish() });
export const ItemType = z.object({ preset: ItemTypePreset.nullish(), custom: z.string().nullish() });
export type ItemType = z.infer<typeof ItemType>;
export const ServiceProperties = z.object({
  scheduledDate: Timestamp.nullish(),
  numberOfParticipants: z.number().int().min(1).max(10_000).nullish(),
});
export type ServiceProperties = z.infer<typeof ServiceProperties>;
export const Policy = z.object({
  title: z.string().min(1).max(29).nullish(),
  content: z.string().min(1).max(3000),
});
export type Policy = z.infer<typeof Policy>;
export const TaxableAddress = z.object({ addressType: TaxableAddressType.nullish() });
export type TaxableAddress = z.infer<typeof TaxableAddress>;
export const SelectedMembership = z.object({ id: z.string().min(1).max(100), appId: z.uuid() });
export type SelectedMembership = z.infer<typeof SelectedMembership>;

const ModifierFields = {
  id: z.string().min(1).max(36),
  quantity: Quantity.nullish(),
  label: TranslatableString.nullish(),
  details: TranslatableString.nullish(),
};
/** A custom line sends its modifiers' prices as decimals; a line is answered with them in both currencies. */
const V1ItemModifier = z.object({ ...ModifierFields, price: PriceAmount.nullish() });
const ItemModifier = z.object({ ...ModifierFields, price: MultiCurrencyPrice.nullish() });
export const V1ModifierGroup = z.object({
  id: z.string().min(1).max(36),
  name: TranslatableString,
  modifiers: z.array(V1ItemModifier).min(1).max(25),
});
export type V1ModifierGroup = z.infer<typeof V1ModifierGroup>;
export const ModifierGroup = V1ModifierGroup.extend({ modifiers: z.array(ItemModifier).min(1).max(25) });
export type ModifierGroup = z.infer<typeof ModifierGroup>;

const OverridePrice = decimalAmount({ gte: 0, lte: MAX_OVERRIDE_PRICE, maxScale: 3 });
/**
 * Images and page URLs travel in their wire form (WIRE.md section 3): an image as `{id, url, width, height}`, a
 * page URL as `{relativePath, url}`. Senders may also give the plain string (a `wix:image://` URI or an address).
 */
const ImageInput = z.union([
  z.string().max(2000),
  z.object({
    id: z.string().max(1000).nullish(),
    url: z.string().max(2000).nullish(),
    width: z.number().int().min(0).nullish(),
    height: z.number().int().min(0).nullish(),
    altText: z.string().max(1000).nullish(),
    filename: z.string().max(1000).nullish(),
  }),
]);
export const PageUrl = z.object({ relativePath: z.string().nullish(), url: z.string().nullish() });
export type PageUrl = z.infer<typeof PageUrl>;
const PageUrlInput = z.union([
  z.string().max(2000),
  z.object({ relativePath: z.string().max(2000).nullish(), url: z.string().max(2000).nullish() }),
]);

/** Values that replace the catalogue's for this line. */
export const CatalogOverrideFields = z.object({
  productName: ProductName.nullish(),
  price: OverridePrice.nullish(),
  fullPrice: OverridePrice.nullish(),
  descriptionLines: z.array(DescriptionLine).max(20).nullish(),
  physicalProperties: PhysicalPropertiesInput.nullish(),
  image: ImageInput.nullish(),
  paymentOption: z.object({ value: PaymentOptionType.nullish() }).nullish(),
  /** Only for items paid with `DEPOSIT_ONLINE`. */
  depositAmount: decimalAmount({ gt: 0, lte: MAX_OVERRIDE_PRICE, maxScale: 3 }).nullish(),
  savePaymentMethod: z.boolean().nullish(),
  inventoryAppId: z.uuid().nullish(),
});
export type CatalogOverrideFields = z.infer<typeof CatalogOverrideFields>;

/** A catalogue line as sent; the server prices it from the catalogue that `catalogReference` names. */
export const LineItemInput = z.object({
  id: z.uuid().nullish(),
  /** The server takes 1 when it is left out. */
  quantity: Quantity.nullish(),
  /** Required by the server for a catalogue line; nullish here so that the service can name the error. */
  catalogReference: CatalogReference.nullish(),
  catalogOverrideFields: CatalogOverrideFields.nullish(),
  selectedMembership: SelectedMembership.nullish(),
  taxableAddress: TaxableAddress.nullish(),
  extendedFields: ExtendedFields.nullish(),
});
export type LineItemInput = z.infer<typeof LineItemInput>;

/** A line the caller prices and describes itself, with or without a catalogue reference. */
export const CustomLineItemInput = z.object({
  quantity: Quantity,
  price: Amount,
  priceDescription: PriceDescription.nullish(),
  descriptionLines: z.array(DescriptionLine).max(10).nullish(),
  media: ImageInput.nullish(),
  /** Deprecated by the specification in favour of `catalogReference`. */
  id: z.uuid().nullish(),
  taxGroupId: z.uuid().nullish(),
  productName: ProductName,
  url: PageUrlInput.nullish(),
  itemType: ItemType.nullish(),
  fullPrice: Decimal.nullish(),
  quantityAvailable: z.number().int().max(MAX_LINE_QUANTITY).nullish(),
  physicalProperties: PhysicalPropertiesInput.nullish(),
  paymentOption: PaymentOptionType.nullish(),
  serviceProperties: ServiceProperties.nullish(),
  rootCatalogItemId: z.string().min(1).max(36).nullish(),
  depositAmount: Decimal.nullish(),
  deliveryProfileId: z.uuid().nullish(),
  catalogReference: CatalogReference.nullish(),
  priceUndetermined: z.boolean().nullish(),
  fixedQuantity: z.boolean().nullish(),
  consentRequiredPaymentPolicy: z.string().min(1).max(1000).nullish(),
  savePaymentMethod: z.boolean().nullish(),
  policies: z.array(Policy).max(5).nullish(),
  membersOnly: z.boolean().nullish(),
  taxableAddress: TaxableAddress.nullish(),
  modifierGroups: z.array(V1ModifierGroup).max(25).nullish(),
});
export type CustomLineItemInput = z.infer<typeof CustomLineItemInput>;
export const LineItemQuantityUpdate = z.object({ id: z.uuid(), quantity: Quantity });
export type LineItemQuantityUpdate = z.infer<typeof LineItemQuantityUpdate>;
export const ItemAvailabilityInfo = z.object({
  status: ItemAvailabilityStatus,
  quantityAvailable: z.number().int().nullish(),
});
export type ItemAvailabilityInfo = z.infer<typeof ItemAvailabilityInfo>;

const Translated = localized(z.string(), z.string());
export const SubscriptionOptionInfo = z.object({
  subscriptionSettings: z
    .object({
      frequency: SubscriptionFrequency,
      interval: z.number().int().nullish(),
      autoRenewal: z.boolean(),
      billingCycles: z.number().int().nullish(),
      enableCustomerCancellation: z.boolean().nullish(),
      freeTrialPeriod: z.object({ frequency: SubscriptionFrequency, interval: z.number().int() }).nullish(),
    })
    .nullish(),
  title: Translated.nullish(),
  description: Translated.nullish(),
});
export type SubscriptionOptionInfo = z.infer<typeof SubscriptionOptionInfo>;
/** Extended fields as answered: the stored namespaces, which passed ExtendedFields on the way in. */
export const ExtendedFieldsAnswer = z.object({ namespaces: z.record(z.string(), z.unknown()) });
export type ExtendedFieldsAnswer = z.infer<typeof ExtendedFieldsAnswer>;

/**
 * A line as answered, catalogue or custom: `fullPrice` is before the catalogue's discount, `priceBeforeDiscounts`
 * after it, `price` after the line's discounts too, and `lineItemPrice` is for the whole quantity.
 */
export const LineItem = z.object({
  id: z.uuid(),
  quantity: z.number().int(),
  catalogReference: CatalogReference.nullish(),
  productName: ProductName,
  url: PageUrl.nullish(),
  price: MultiCurrencyPrice,
  fullPrice: MultiCurrencyPrice,
  priceBeforeDiscounts: MultiCurrencyPrice,
  lineItemPrice: MultiCurrencyPrice,
  descriptionLines: z.array(DescriptionLine),
  image: MediaAsset.nullish(),
  availability: ItemAvailabilityInfo,
  physicalProperties: PhysicalProperties.nullish(),
  itemType: ItemType,
  subscriptionOptionInfo: SubscriptionOptionInfo.nullish(),
  paymentOption: PaymentOptionType,
  serviceProperties: ServiceProperties.nullish(),
  rootCatalogItemId: z.string().nullish(),
  priceDescription: PriceDescription.nullish(),
  depositAmount: MultiCurrencyPrice.nullish(),
  selectedMembership: SelectedMembership.nullish(),
  deliveryProfileId: z.uuid().nullish(),
  taxGroupId: z.uuid().nullish(),
  customLineItem: z.boolean(),
  consentRequiredPaymentPolicy: z.string().nullish(),
  priceUndetermined: z.boolean(),
  fixedQuantity: z.boolean(),
  catalogOverrideFields: CatalogOverrideFields.nullish(),
  savePaymentMethod: z.boolean(),
  taxableAddress: TaxableAddress.nullish(),
  extendedFields: ExtendedFieldsAnswer.nullish(),
  policies: z.array(Policy),
  membersOnly: z.boolean(),
  modifierGroups: z.array(ModifierGroup),
  modifiersTotalPrice: MultiCurrencyPrice.nullish(),
});
export type LineItem = z.infer<typeof LineItem>;
