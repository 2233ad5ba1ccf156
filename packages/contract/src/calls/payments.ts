import { withSchemas } from '../calls.js';
import { sandboxPaymentsEndpoints } from '../endpoints/index.js';
import { CreateSandboxTokenRequest, CreateSandboxTokenResponse } from '../payments.js';

export const sandboxPaymentsCalls = /* @__PURE__ */ withSchemas(sandboxPaymentsEndpoints, {
  createSandboxToken: {
    input: CreateSandboxTokenRequest,
    output: CreateSandboxTokenResponse,
    errors: ['RATE_LIMITED'],
  },
});
