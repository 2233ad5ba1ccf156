import { withSchemas } from '../calls.js';
import { redirectsEndpoints } from '../endpoints/index.js';
import { CreateRedirectSessionRequest, CreateRedirectSessionResponse } from '../redirects.js';

export const redirectsCalls = /* @__PURE__ */ withSchemas(redirectsEndpoints, {
  createRedirectSession: {
    input: CreateRedirectSessionRequest,
    output: CreateRedirectSessionResponse,
    errors: [
      'INTENT_NOT_AVAILABLE',
      'UNKNOWN_CLIENT',
      'CHECKOUT_NOT_FOUND',
      'CHECKOUT_ALREADY_COMPLETED',
      'MISSING_PERMISSION',
    ],
  },
});
