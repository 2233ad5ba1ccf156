import { endpointTable } from './endpoint.js';

/** Atrium: the sandbox payment provider's card tokens. */
export const sandboxPaymentsEndpoints = /* @__PURE__ */ endpointTable('sandboxPayments', {
  createSandboxToken: { method: 'POST', path: '/atrium/v1/payments/sandbox/tokens' },
});
