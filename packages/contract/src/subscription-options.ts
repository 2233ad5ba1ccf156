import { z } from 'zod';
import { Decimal } from './scalars.js';

/** How many subscription options one product may offer. */
export const MAX_SUBSCRIPTION_OPTIONS = 10;

/** The billing frequencies a subscription can have (the protocol's SubscriptionFrequency without UNDEFINED). */
export const BillingFrequency = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export type BillingFrequency = z.infer<typeof BillingFrequency>;

/** A percentage off (`"10"` is 10 %) or an amount off one unit, in the store's currency. */
const Discount = z.object({
  type: z.enum(['PERCENT', 'AMOUNT']),
  value: Decimal.refine((value) => !value.startsWith('-') && Number(value) > 0, {
    message: 'must be more than zero',
    params: { rule: 'DECIMAL_GT' },
  }),
});

/**
 * A subscription a product offers (Atrium's own field of a product): every `interval` `frequency`s, for
 * `billingCycles` cycles, or until cancelled when `autoRenewal` (then `billingCycles` is left out). The
 * discount applies to the subscribed line's unit price, rounded once, half away from zero.
 */
export const SubscriptionOptionInput = z
  .object({
    /** Kept when an update sends it back, so that lines already in carts still name the option. */
    id: z.uuid().nullish(),
    title: z.string().trim().min(1).max(150),
    description: z.string().trim().max(500).nullish(),
    frequency: BillingFrequency,
    interval: z.number().int().min(1).max(3650).nullish(),
    autoRenewal: z.boolean(),
    billingCycles: z.number().int().min(1).max(999).nullish(),
    enableCustomerCancellation: z.boolean().nullish(),
    discount: Discount.nullish(),
  })
  .superRefine((option, issue) => {
    if (option.autoRenewal && option.billingCycles != null)
      issue.addIssue({
        code: 'custom',
        path: ['billingCycles'],
        message: 'must be left out when autoRenewal is true',
      });
    if (!option.autoRenewal && option.billingCycles == null)
      issue.addIssue({
        code: 'custom',
        path: ['billingCycles'],
        message: 'is required when autoRenewal is false',
        params: { rule: 'REQUIRED_FIELD' },
      });
    if (option.discount?.type === 'PERCENT' && Number(option.discount.value) >= 100)
      issue.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'must be less than 100' });
  });
export type SubscriptionOptionInput = z.infer<typeof SubscriptionOptionInput>;

/** A product's subscription option as answered: its id is what a cart line names (`options.subscriptionOptionId`). */
export const SubscriptionOption = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullish(),
  frequency: BillingFrequency,
  interval: z.number().int(),
  autoRenewal: z.boolean(),
  billingCycles: z.number().int().nullish(),
  enableCustomerCancellation: z.boolean(),
  discount: z.object({ type: z.enum(['PERCENT', 'AMOUNT']), value: z.string() }).nullish(),
});
export type SubscriptionOption = z.infer<typeof SubscriptionOption>;
