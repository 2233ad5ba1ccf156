import { withSchemas } from '../calls.js';
import { hostedEndpoints } from '../endpoints/index.js';
import {
  AccountTokenRequest,
  AccountTokenResponse,
  HostedSessionRequest,
  HostedSessionResponse,
} from '../redirects.js';

export const hostedCalls = /* @__PURE__ */ withSchemas(hostedEndpoints, {
  getRedirectSession: { input: HostedSessionRequest, output: HostedSessionResponse },
  createAccountToken: { input: AccountTokenRequest, output: AccountTokenResponse },
});
