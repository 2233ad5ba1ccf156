import { z } from 'zod';
import { formatted } from './commerce-common.js';
import { Timestamp } from './scalars.js';

// Checkout settings (wire/types/checkout.md, "CheckoutSettings"): the site's policies, checkout fields and brand,
// shown on the hosted checkout. One per site; an update changes what it names and keeps the rest.

const Color = formatted({
  type: 'COLOR_HEX',
  pattern: /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
  message: 'must be a color such as #1a2b3c',
});
const Flag = z.boolean().nullish();
/** Policies are text a buyer reads before paying: long enough for a real policy, not for a payload. */
const Policy = z.object({ visible: Flag, content: z.string().max(20_000).nullish() });
const BackgroundFill = z.object({
  color: Color.nullish(),
  /** A media URI or an https URL: the hosted checkout shows it, so nothing else (no `javascript:`). */
  image: z
    .string()
    .max(2000)
    .regex(/^(?:https:\/\/|wix:image:\/\/)\S+$/, 'must be an https URL or a media URI')
    .nullish(),
});
const Checkbox = z.object({ visible: Flag, checkedByDefault: Flag });

export const CheckoutSettingsInput = z.object({
  checkoutPolicies: z
    .object({
      termsAndConditions: Policy.nullish(),
      privacyPolicy: Policy.nullish(),
      returnPolicy: Policy.nullish(),
      digitalItemPolicy: Policy.nullish(),
      contactUs: Policy.nullish(),
      customPolicy: Policy.extend({ title: z.string().max(100).nullish() }).nullish(),
    })
    .nullish(),
  checkoutFields: z
    .object({
      subscriptionCheckbox: Checkbox.extend({ splitByChannel: Flag }).nullish(),
      policyAgreementCheckbox: Checkbox.nullish(),
      giftCardRedeemEnabled: Flag,
      mitEnabled: Flag,
      delayCaptureEnabled: Flag,
      captureBeforeExpiryEnabled: Flag,
    })
    .nullish(),
  checkoutBrand: z
    .object({
      header: z
        .object({
          text: z.string().max(55).nullish(),
          textColor: Color.nullish(),
          logo: z.object({ size: z.enum(['SMALL', 'MEDIUM', 'LARGE']).nullish() }).nullish(),
          alignment: z.enum(['SIDE', 'CENTER']).nullish(),
          displayCheckoutLabel: Flag,
          continueShopping: z
            .object({ hidden: Flag, displayType: z.enum(['TEXT', 'ICON']).nullish() })
            .nullish(),
          backgroundFill: BackgroundFill.nullish(),
          dividerColor: Color.nullish(),
        })
        .nullish(),
      mainSection: z
        .object({
          formBackgroundFill: BackgroundFill.nullish(),
          summaryBackgroundFill: BackgroundFill.nullish(),
          dividerColor: Color.nullish(),
          tintedBoxColor: Color.nullish(),
          expressButtonsCornerRadius: z.enum(['RECTANGLE', 'PILL']).nullish(),
          cornerRadius: z.number().int().min(0).max(100).nullish(),
        })
        .nullish(),
      footer: z.object({ backgroundFill: BackgroundFill.nullish(), dividerColor: Color.nullish() }).nullish(),
      global: z
        .object({
          selectionColor: Color.nullish(),
          placeOrderButtonColor: Color.nullish(),
          buttonColor: Color.nullish(),
        })
        .nullish(),
    })
    .nullish(),
  checkoutBillingFields: z.enum(['All_FIELDS', 'MINIMUM_REQUIRED_FIELDS']).nullish(),
});
export type CheckoutSettingsInput = z.infer<typeof CheckoutSettingsInput>;
export const CheckoutSettings = CheckoutSettingsInput.extend({
  createdDate: Timestamp.nullish(),
  updatedDate: Timestamp.nullish(),
});
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;
export const CheckoutSettingsResponse = z.object({ checkoutSettings: CheckoutSettings });
export type CheckoutSettingsResponse = z.infer<typeof CheckoutSettingsResponse>;
export const GetCheckoutSettingsRequest = z.object({});
export const UpdateCheckoutSettingsRequest = z.object({ checkoutSettings: CheckoutSettingsInput });
export type UpdateCheckoutSettingsRequest = z.infer<typeof UpdateCheckoutSettingsRequest>;

export const CHECKOUT_SETTINGS_EVENTS = { updated: 'checkout_settings.updated' } as const;
