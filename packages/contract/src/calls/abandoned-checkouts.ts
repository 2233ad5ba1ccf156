import {
  AbandonedCheckoutIdRequest,
  AbandonedCheckoutResponse,
  AbandonedCheckoutSettingsResponse,
  AddAbandonedCheckoutActivityRequest,
  BulkDeleteAbandonedCheckoutsRequest,
  BulkDeleteAbandonedCheckoutsResponse,
  GetAbandonedCheckoutAnalyticsRequest,
  GetAbandonedCheckoutAnalyticsResponse,
  GetAbandonedCheckoutSettingsRequest,
  QueryAbandonedCheckoutsRequest,
  QueryAbandonedCheckoutsResponse,
  RedirectToCheckoutRequest,
  SearchAbandonedCheckoutsRequest,
  SearchAbandonedCheckoutsResponse,
  UpdateAbandonedCheckoutSettingsRequest,
} from '../abandoned-checkouts.js';
import { withSchemas } from '../calls.js';
import { abandonedCheckoutsEndpoints } from '../endpoints/index.js';
import { RawHttpResponse } from '../hosted-checkout.js';
import { EmptyResponse } from '../owners.js';

const NOT_FOUND = ['ABANDONED_CHECKOUT_NOT_FOUND'] as const;
/** The mail's link is public, so its route resolves credentials itself when a caller sends them. */
const GIVEN_CREDENTIALS = [
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_API_KEY',
  'SITE_MISMATCH',
  'MISSING_PERMISSION',
] as const;

export const abandonedCheckoutsCalls = /* @__PURE__ */ withSchemas(abandonedCheckoutsEndpoints, {
  getAbandonedCheckoutAnalytics: {
    input: GetAbandonedCheckoutAnalyticsRequest,
    output: GetAbandonedCheckoutAnalyticsResponse,
  },
  queryAbandonedCheckouts: { input: QueryAbandonedCheckoutsRequest, output: QueryAbandonedCheckoutsResponse },
  searchAbandonedCheckouts: {
    input: SearchAbandonedCheckoutsRequest,
    output: SearchAbandonedCheckoutsResponse,
  },
  deleteAbandonedCheckout: { input: AbandonedCheckoutIdRequest, output: EmptyResponse, errors: NOT_FOUND },
  getAbandonedCheckout: {
    input: AbandonedCheckoutIdRequest,
    output: AbandonedCheckoutResponse,
    errors: NOT_FOUND,
  },
  /** A browser is redirected (302) to the checkout's page; any other caller is told the redirect. */
  redirectToCheckout: {
    input: RedirectToCheckoutRequest,
    output: RawHttpResponse,
    errors: [...NOT_FOUND, 'ABANDONED_CHECKOUT_RECOVERED', 'CHECKOUT_NOT_REOPENABLE', ...GIVEN_CREDENTIALS],
  },
  addAbandonedCheckoutActivity: {
    input: AddAbandonedCheckoutActivityRequest,
    output: AbandonedCheckoutResponse,
    errors: [...NOT_FOUND, 'ABANDONED_CHECKOUT_ACTIVITIES_FULL'],
  },
  bulkDeleteAbandonedCheckouts: {
    input: BulkDeleteAbandonedCheckoutsRequest,
    output: BulkDeleteAbandonedCheckoutsResponse,
  },
  getAbandonedCheckoutSettings: {
    input: GetAbandonedCheckoutSettingsRequest,
    output: AbandonedCheckoutSettingsResponse,
  },
  updateAbandonedCheckoutSettings: {
    input: UpdateAbandonedCheckoutSettingsRequest,
    output: AbandonedCheckoutSettingsResponse,
  },
});
