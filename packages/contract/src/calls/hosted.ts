import { withSchemas } from '../calls.js';
import { hostedEndpoints } from '../endpoints/index.js';
import {
  AccountTokenRequest,
  AccountTokenResponse,
  HostedSessionRequest,
  HostedSessionResponse,
  LookUpRecoveryLinkRequest,
  LookUpRecoveryLinkResponse,
} from '../redirects.js';
import { CheckoutPageTokenRequest, CheckoutPageTokenResponse } from '../hosted-checkout.js';

export const hostedCalls = /* @__PURE__ */ withSchemas(hostedEndpoints, {
  getRedirectSession: {
    input: HostedSessionRequest,
    output: HostedSessionResponse,
    errors: ['REDIRECT_SESSION_NOT_FOUND'],
  },
  createAccountToken: {
    input: AccountTokenRequest,
    output: AccountTokenResponse,
    errors: ['REDIRECT_SESSION_NOT_FOUND', 'NOT_SIGNED_IN', 'FORBIDDEN', 'MEMBER_NOT_FOUND'],
  },
  createCheckoutPageToken: {
    input: CheckoutPageTokenRequest,
    output: CheckoutPageTokenResponse,
    errors: [
      'REDIRECT_SESSION_NOT_FOUND',
      'FORBIDDEN',
      'CHECKOUT_LINK_IN_USE',
      'CHECKOUT_NOT_FOUND',
      'CHECKOUT_ALREADY_COMPLETED',
    ],
  },
  lookUpRecoveryLink: {
    input: LookUpRecoveryLinkRequest,
    output: LookUpRecoveryLinkResponse,
    errors: ['INVALID_RECOVERY_TOKEN'],
  },
});
