import { endpointTable } from './endpoint.js';

/** Atrium: the sandbox payment provider's card tokens, and the chargebacks the site plays out on its payments. */
export const sandboxPaymentsEndpoints = /* @__PURE__ */ endpointTable('sandboxPayments', {
  createSandboxToken: { method: 'POST', path: '/atrium/v1/payments/sandbox/tokens' },
  openSandboxChargeback: { method: 'POST', path: '/atrium/v1/payments/sandbox/chargebacks' },
  approveSandboxChargeback: {
    method: 'POST',
    path: '/atrium/v1/payments/sandbox/chargebacks/{chargebackId}/approve',
  },
  reverseSandboxChargeback: {
    method: 'POST',
    path: '/atrium/v1/payments/sandbox/chargebacks/{chargebackId}/reverse',
  },
});
