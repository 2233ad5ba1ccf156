/**
 * Commerce: abandoned checkouts, checkouts with a buyer email and no order after the site's delay, the recovery
 * mails sent for them and their recovery when they become orders. Read and kept by the site owner and API keys
 * with `ecom.manage`; `redirectToCheckout` is the recovery mail's link, which anyone holding it may follow.
 * ENDPOINTS.md "Commerce: abandoned checkouts", call for call, and Atrium's recovery settings.
 */
import type {
  AbandonedCheckout as WireAbandonedCheckout,
  AbandonedCheckoutActivityType,
  AbandonedCheckoutMetric,
  AbandonedCheckoutSearch,
  AbandonedCheckoutSettings,
  AbandonedCheckoutStatus,
  GetAbandonedCheckoutAnalyticsResponse,
  PagingMetadata,
} from '@atrium/contract';
import { abandonedCheckoutsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import { decodeRawHttpBody } from '../helpers/raw-http.js';
import type { FromWire } from '../wire/wire-types.js';
import type { RawHttpResponse } from './checkout-types.js';

export type AbandonedCheckout = FromWire<WireAbandonedCheckout>;
export type {
  AbandonedCheckoutActivityType,
  AbandonedCheckoutMetric,
  AbandonedCheckoutSearch,
  AbandonedCheckoutSettings,
  AbandonedCheckoutStatus,
  GetAbandonedCheckoutAnalyticsResponse,
};
export interface AbandonedCheckoutsPage {
  abandonedCheckouts: AbandonedCheckout[];
  metadata: PagingMetadata;
}
export interface SearchAbandonedCheckoutsResponse {
  abandonedCheckouts: AbandonedCheckout[];
  pagingMetadata: PagingMetadata;
}
export interface BulkDeleteAbandonedCheckoutsResponse {
  results: Array<{
    itemMetadata: { _id?: string | null; originalIndex: number; success: boolean; error?: unknown };
  }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}
export interface GetAbandonedCheckoutAnalyticsOptions {
  /** Last day, inclusive, `YYYY-MM-DD` (UTC); today when left out. */
  endDate?: string;
  /** The metrics to compute; all when left out (the others answer null). */
  metrics?: AbandonedCheckoutMetric[];
  statuses?: AbandonedCheckoutStatus[];
}
const elevated = { elevated: true } as const;

/** Counts and amounts (decimal strings) of abandoned and recovered checkouts over UTC days, both ends included. */
export const getAbandonedCheckoutAnalytics = /* @__PURE__ */ defineMethod<
  [startDate: string, options?: GetAbandonedCheckoutAnalyticsOptions],
  GetAbandonedCheckoutAnalyticsResponse
>(abandonedCheckoutsEndpoints.getAbandonedCheckoutAnalytics, {
  args: ['startDate', 'options'],
  payload: {
    startDate: 'startDate',
    endDate: 'options.endDate',
    metrics: 'options.metrics',
    statuses: 'options.statuses',
  },
  ...elevated,
});

/** `queryAbandonedCheckouts()` returns a query builder; `queryAbandonedCheckouts(query)` resolves to the page. */
export const queryAbandonedCheckouts = /* @__PURE__ */ defineQueryForms<
  AbandonedCheckout,
  Record<string, never>,
  AbandonedCheckoutsPage
>(abandonedCheckoutsEndpoints.queryAbandonedCheckouts, {
  args: ['options'],
  items: 'abandonedCheckouts',
  pagingMetadata: 'metadata',
  ...elevated,
});

/** Filter, sort, offset or cursor paging, and free text over the buyer's email and names. */
export const searchAbandonedCheckouts = /* @__PURE__ */ defineMethod<
  [search: AbandonedCheckoutSearch],
  SearchAbandonedCheckoutsResponse
>(abandonedCheckoutsEndpoints.searchAbandonedCheckouts, { args: ['search'], ...elevated });

export const deleteAbandonedCheckout = /* @__PURE__ */ defineMethod<[abandonedCheckoutId: string], void>(
  abandonedCheckoutsEndpoints.deleteAbandonedCheckout,
  { args: ['abandonedCheckoutId'], returns: null, ...elevated },
);

export const getAbandonedCheckout = /* @__PURE__ */ defineMethod<
  [abandonedCheckoutId: string],
  AbandonedCheckout
>(abandonedCheckoutsEndpoints.getAbandonedCheckout, {
  args: ['abandonedCheckoutId'],
  returns: 'abandonedCheckout',
  ...elevated,
});

/**
 * The redirect a browser following the recovery mail's link gets (`statusCode` 302 and its `Location`: the
 * checkout's page); `body` arrives base64 and is decoded to bytes.
 */
export const redirectToCheckout = /* @__PURE__ */ defineMethod<
  [abandonedCheckoutId: string, metasiteId: string],
  RawHttpResponse
>(abandonedCheckoutsEndpoints.redirectToCheckout, {
  args: ['abandonedCheckoutId', 'metasiteId'],
  payload: { abandonedCheckoutId: 'abandonedCheckoutId', metasiteId: 'metasiteId' },
  transform: decodeRawHttpBody,
});

/** Records what the site did about an abandoned checkout (role ADMIN); answers the checkout with it. */
export const addAbandonedCheckoutActivity = /* @__PURE__ */ defineMethod<
  [abandonedCheckoutId: string, options: { activityType: AbandonedCheckoutActivityType }],
  { abandonedCheckout: AbandonedCheckout }
>(abandonedCheckoutsEndpoints.addAbandonedCheckoutActivity, {
  args: ['abandonedCheckoutId', 'options'],
  payload: { abandonedCheckoutId: 'abandonedCheckoutId', activityType: 'options.activityType' },
  ...elevated,
});

export const bulkDeleteAbandonedCheckouts = /* @__PURE__ */ defineMethod<
  [abandonedCheckoutIds: string[]],
  BulkDeleteAbandonedCheckoutsResponse
>(abandonedCheckoutsEndpoints.bulkDeleteAbandonedCheckouts, { args: ['abandonedCheckoutIds'], ...elevated });

/** Atrium: the site's recovery settings (on or off, the delay, the mail schedule, in minutes). */
export const getAbandonedCheckoutSettings = /* @__PURE__ */ defineMethod<[], AbandonedCheckoutSettings>(
  abandonedCheckoutsEndpoints.getAbandonedCheckoutSettings,
  { returns: 'settings', ...elevated },
);

/** Changes the settings sent; the rest stay. */
export const updateAbandonedCheckoutSettings = /* @__PURE__ */ defineMethod<
  [settings: Partial<AbandonedCheckoutSettings>],
  AbandonedCheckoutSettings
>(abandonedCheckoutsEndpoints.updateAbandonedCheckoutSettings, {
  args: ['settings'],
  returns: 'settings',
  ...elevated,
});
