import { z } from 'zod';
import { BulkActionMetadata, ItemMetadata, SearchDetails } from './categories.js';
import { formatted, FullAddressContactDetails, MultiCurrencyPrice } from './commerce-common.js';
import { CursorPaging, Filter, Paging, PagingMetadata, Query, Sorting } from './paging.js';
import { Timestamp } from './scalars.js';

// "Commerce: abandoned checkouts" (wire/types/store-services.md, ecom abandoned-checkouts): a checkout with a
// buyer email and no order after the site's delay, the recovery mails sent for it, and its recovery.

const AbandonedCheckoutId = z.uuid();

export const AbandonedCheckoutStatus = z.enum(['ABANDONED', 'RECOVERED']);
export type AbandonedCheckoutStatus = z.infer<typeof AbandonedCheckoutStatus>;

export const AbandonedCheckoutActivityType = z.enum([
  'SCHEDULED',
  'EMAIL_SENT',
  'EMAIL_NOT_SENT',
  'NOTIFICATION_SENT',
  'TASK_CREATED',
  'AUTOMATION_SKIPPED',
]);
export type AbandonedCheckoutActivityType = z.infer<typeof AbandonedCheckoutActivityType>;

/**
 * Who an activity concerns (specification 001 section 6): the site (ADMIN) for what the owner or an API key
 * records; the buyer a recovery step is for: a MEMBER, a VISITOR, or a CONTACT known by email only.
 */
export const AbandonedCheckoutActivityRole = z.enum(['ADMIN', 'MEMBER', 'VISITOR', 'CONTACT']);
export type AbandonedCheckoutActivityRole = z.infer<typeof AbandonedCheckoutActivityRole>;

/** `role` and `reason` are Atrium's, beside the protocol's `createdDate` and `type`. */
export const AbandonedCheckoutActivity = z.object({
  createdDate: Timestamp.nullable(),
  type: AbandonedCheckoutActivityType,
  role: AbandonedCheckoutActivityRole,
  /** Why an EMAIL_NOT_SENT mail was not sent. */
  reason: z.string().nullish(),
});
export type AbandonedCheckoutActivity = z.infer<typeof AbandonedCheckoutActivity>;

/** The checkout as it was when it was found abandoned (its lines and totals then). */
export const AbandonedCheckout = z.object({
  id: AbandonedCheckoutId,
  createdDate: Timestamp.nullable(),
  updatedDate: Timestamp.nullable(),
  checkoutId: z.uuid().nullable(),
  cartId: z.uuid().nullable(),
  status: AbandonedCheckoutStatus,
  buyerLanguage: z.string().nullable(),
  buyerInfo: z.object({
    visitorId: z.uuid().nullish(),
    memberId: z.uuid().nullish(),
    userId: z.uuid().nullish(),
    contactId: z.uuid().nullish(),
    email: z.string().nullable(),
  }),
  contactDetails: FullAddressContactDetails.nullish(),
  currency: z.string(),
  conversionCurrency: z.string().nullable(),
  totalPrice: MultiCurrencyPrice,
  subtotalPrice: MultiCurrencyPrice,
  activities: z.array(AbandonedCheckoutActivity),
  checkoutRecoveredDate: Timestamp.nullable(),
  /** The link that reopens the checkout (redirectToCheckout), as the recovery mails carry it. */
  checkoutUrl: z.string(),
  lineItems: z.array(z.record(z.string(), z.unknown())),
  appliedDiscounts: z.array(z.record(z.string(), z.unknown())),
});
export type AbandonedCheckout = z.infer<typeof AbandonedCheckout>;

export const AbandonedCheckoutIdRequest = z.object({ abandonedCheckoutId: AbandonedCheckoutId });
export const AbandonedCheckoutResponse = z.object({ abandonedCheckout: AbandonedCheckout });

export const QueryAbandonedCheckoutsRequest = z.object({ query: Query.nullish() });
/** The query answer names its paging `metadata` (ENDPOINTS.md), the search answer `pagingMetadata`. */
export const QueryAbandonedCheckoutsResponse = z.object({
  abandonedCheckouts: z.array(AbandonedCheckout),
  metadata: PagingMetadata,
});

/** Search: cursor or offset paging, a filter, at most 4 sorts, and free text over the buyer's email and names. */
export const AbandonedCheckoutSearch = z.object({
  paging: Paging.nullish(),
  cursorPaging: CursorPaging.nullish(),
  filter: Filter.nullish(),
  sort: z.array(Sorting).max(4).nullish(),
  search: SearchDetails.nullish(),
});
export type AbandonedCheckoutSearch = z.infer<typeof AbandonedCheckoutSearch>;
export const SearchAbandonedCheckoutsRequest = z.object({ search: AbandonedCheckoutSearch.nullish() });
export const SearchAbandonedCheckoutsResponse = z.object({
  abandonedCheckouts: z.array(AbandonedCheckout),
  pagingMetadata: PagingMetadata,
});

export const AddAbandonedCheckoutActivityRequest = z.object({
  abandonedCheckoutId: AbandonedCheckoutId,
  activityType: AbandonedCheckoutActivityType,
});

export const MAX_ABANDONED_CHECKOUTS_PER_BULK = 100;
export const BulkDeleteAbandonedCheckoutsRequest = z.object({
  abandonedCheckoutIds: z.array(AbandonedCheckoutId).min(1).max(MAX_ABANDONED_CHECKOUTS_PER_BULK),
});
export const BulkDeleteAbandonedCheckoutsResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata })),
  bulkActionMetadata: BulkActionMetadata,
});

export const RedirectToCheckoutRequest = z.object({
  abandonedCheckoutId: AbandonedCheckoutId,
  /** The site of the abandoned checkout: the mail's link carries no credentials. */
  metasiteId: z.uuid(),
});

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A calendar day, `YYYY-MM-DD`, that exists (no 31 February). */
export const LocalDate = formatted({
  type: 'LOCAL_DATE',
  pattern: LOCAL_DATE,
  message: 'must be a date as YYYY-MM-DD',
  max: 10,
}).refine(
  (value) => !LOCAL_DATE.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  { message: 'must be a date that exists', params: { rule: 'FORMAT', data: { type: 'LOCAL_DATE' } } },
);

export const AbandonedCheckoutMetric = z.enum([
  'RECOVERABLE_VALUE',
  'RECOVERABLE_CHECKOUT_COUNT',
  'AVERAGE_RECOVERABLE_CHECKOUT_VALUE',
  'RECOVERED_VALUE',
  'RECOVERED_CHECKOUT_COUNT',
  'RECOVERY_RATE',
]);
export type AbandonedCheckoutMetric = z.infer<typeof AbandonedCheckoutMetric>;

/** Days are UTC days, both ends included; `endDate` is today when left out. */
export const GetAbandonedCheckoutAnalyticsRequest = z.object({
  startDate: LocalDate,
  endDate: LocalDate.nullish(),
  metrics: z.array(AbandonedCheckoutMetric).max(6).nullish(),
  statuses: z.array(AbandonedCheckoutStatus).max(2).nullish(),
});
export type GetAbandonedCheckoutAnalyticsRequest = z.infer<typeof GetAbandonedCheckoutAnalyticsRequest>;
/** A metric not asked for (when some were) is null. */
export const GetAbandonedCheckoutAnalyticsResponse = z.object({
  currency: z.string(),
  recoverableValue: z.string().nullable(),
  recoverableCheckoutCount: z.number().int().nullable(),
  averageRecoverableCheckoutValue: z.string().nullable(),
  recoveredValue: z.string().nullable(),
  recoveredCheckoutCount: z.number().int().nullable(),
  recoveryRate: z.number().nullable(),
});
export type GetAbandonedCheckoutAnalyticsResponse = z.infer<typeof GetAbandonedCheckoutAnalyticsResponse>;

/** Atrium: a site's recovery settings. Minutes, so that a test or a shop may use short delays. */
export const MAX_RECOVERY_MAILS = 5;
const Minutes = z
  .number()
  .int()
  .min(1)
  .max(60 * 24 * 30);
export const AbandonedCheckoutSettings = z.object({
  /** Whether checkouts are marked abandoned and mailed at all. */
  enabled: z.boolean(),
  /** How long after its last change a checkout with an email and no order counts as abandoned. */
  abandonAfterMinutes: Minutes,
  /** When each recovery mail goes, in minutes after the checkout was found abandoned, ascending. */
  mailAfterMinutes: z
    .array(Minutes)
    .max(MAX_RECOVERY_MAILS)
    .refine((list) => list.every((value, i) => i === 0 || value > list[i - 1]!), {
      message: 'must be in ascending order, each once',
      params: { rule: 'VALIDATION' },
    }),
});
export type AbandonedCheckoutSettings = z.infer<typeof AbandonedCheckoutSettings>;
export const DEFAULT_ABANDONED_CHECKOUT_SETTINGS: AbandonedCheckoutSettings = {
  enabled: true,
  abandonAfterMinutes: 60,
  mailAfterMinutes: [60, 24 * 60],
};
export const GetAbandonedCheckoutSettingsRequest = z.object({});
export const AbandonedCheckoutSettingsResponse = z.object({ settings: AbandonedCheckoutSettings });
export const UpdateAbandonedCheckoutSettingsRequest = z.object({
  settings: AbandonedCheckoutSettings.partial(),
});
export type UpdateAbandonedCheckoutSettingsRequest = z.infer<typeof UpdateAbandonedCheckoutSettingsRequest>;

export const ABANDONED_CHECKOUT_EVENTS = {
  created: 'abandoned_checkout.created',
  recovered: 'abandoned_checkout.recovered',
  deleted: 'abandoned_checkout.deleted',
} as const;
