import { z } from 'zod';
import {
  CatalogOverrideFields,
  CatalogReference,
  CustomLineItemInput,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from './cart-lines.js';
import { BulkActionMetadata, ItemMetadata } from './categories.js';
import { PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

// "Commerce: checkout templates" (wire/types/checkout.md, ecom checkout-templates): lines, a coupon and page
// settings the site sets once, from which anyone of the site makes a checkout (a link like a cart permalink).

const TemplateId = z.uuid();
/** Bulk create takes at most this many templates. */
export const MAX_TEMPLATES_PER_BULK = 100;

export const CheckoutTemplateStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type CheckoutTemplateStatus = z.infer<typeof CheckoutTemplateStatus>;

export const CheckoutCustomization = z.object({
  webClient: z
    .object({
      disabledContinueShoppingButton: z.boolean().nullish(),
      disabledPolicyAgreementCheckbox: z.boolean().nullish(),
    })
    .nullish(),
  lockedGiftCard: z.boolean().nullish(),
  lockedCoupon: z.boolean().nullish(),
  disabledManualPayment: z.boolean().nullish(),
});
export type CheckoutCustomization = z.infer<typeof CheckoutCustomization>;

/** A catalogue line: the checkout prices it from its catalogue when it is made, never from the template. */
export const CheckoutTemplateLineItem = z.object({
  /** 1 when left out. */
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).nullish(),
  catalogReference: CatalogReference,
  catalogOverrideFields: CatalogOverrideFields.nullish(),
});
export type CheckoutTemplateLineItem = z.infer<typeof CheckoutTemplateLineItem>;

export const CustomContentReference = z.object({ appId: z.uuid(), componentId: z.uuid() });
export type CustomContentReference = z.infer<typeof CustomContentReference>;
export const ExternalReference = z.object({
  appId: z.uuid(),
  resourceId: z.string().min(1).max(100).nullish(),
});
export type ExternalReference = z.infer<typeof ExternalReference>;

/** The fields a caller writes; `id` is the server's, and `externalReference` is set once, on create. */
export const CheckoutTemplateInput = z.object({
  id: TemplateId.nullish(),
  status: CheckoutTemplateStatus.nullish(),
  customization: CheckoutCustomization.nullish(),
  lineItems: z.array(CheckoutTemplateLineItem).max(MAX_CART_LINES).nullish(),
  customLineItems: z.array(CustomLineItemInput).max(MAX_CART_LINES).nullish(),
  couponCode: z.string().min(1).max(100).nullish(),
  customContentReference: CustomContentReference.nullish(),
  externalReference: ExternalReference.nullish(),
});
export type CheckoutTemplateInput = z.infer<typeof CheckoutTemplateInput>;

/** As answered; `createdDate` and `updatedDate` are Atrium's, for sorting and filtering. */
export const CheckoutTemplate = z.object({
  id: TemplateId,
  status: CheckoutTemplateStatus,
  customization: CheckoutCustomization.nullish(),
  lineItems: z.array(CheckoutTemplateLineItem.extend({ quantity: z.number().int() })),
  customLineItems: z.array(CustomLineItemInput),
  couponCode: z.string().nullish(),
  customContentReference: CustomContentReference.nullish(),
  externalReference: ExternalReference.nullish(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type CheckoutTemplate = z.infer<typeof CheckoutTemplate>;

export const CreateCheckoutTemplateRequest = z.object({ checkoutTemplate: CheckoutTemplateInput });
export type CreateCheckoutTemplateRequest = z.infer<typeof CreateCheckoutTemplateRequest>;
export const CheckoutTemplateResponse = z.object({ checkoutTemplate: CheckoutTemplate });
export const CheckoutTemplateIdRequest = z.object({ checkoutTemplateId: TemplateId });
export const UpdateCheckoutTemplateRequest = z.object({
  checkoutTemplate: CheckoutTemplateInput.extend({ id: TemplateId }),
});
export type UpdateCheckoutTemplateRequest = z.infer<typeof UpdateCheckoutTemplateRequest>;
export const QueryCheckoutTemplatesRequest = z.object({ query: Query.nullish() });
export const QueryCheckoutTemplatesResponse = z.object({
  checkoutTemplates: z.array(CheckoutTemplate),
  pagingMetadata: PagingMetadata,
});
export const BulkCreateCheckoutTemplatesRequest = z.object({
  checkoutTemplates: z.array(CheckoutTemplateInput).min(1).max(MAX_TEMPLATES_PER_BULK),
  returnEntity: z.boolean().nullish(),
});
export const BulkCreateCheckoutTemplatesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: CheckoutTemplate.nullish() })),
  bulkActionMetadata: BulkActionMetadata,
});

/** Both ways of using a template name the site, which must be the caller's (or, with no credentials, exist). */
export const UseCheckoutTemplateRequest = z.object({ checkoutTemplateId: TemplateId, siteId: z.uuid() });
export type UseCheckoutTemplateRequest = z.infer<typeof UseCheckoutTemplateRequest>;
export const CreateCheckoutFromTemplateResponse = z.object({
  checkoutId: z.uuid(),
  checkoutUrl: z.string(),
  purchaseFlowId: z.uuid().nullish(),
});
export type CreateCheckoutFromTemplateResponse = z.infer<typeof CreateCheckoutFromTemplateResponse>;

export const CHECKOUT_TEMPLATE_EVENTS = {
  created: 'checkout_template.created',
  updated: 'checkout_template.updated',
  deleted: 'checkout_template.deleted',
  used: 'checkout_template.used',
} as const;
