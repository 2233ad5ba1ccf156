import { endpointTable } from './endpoint.js';

const BASE = '/ecom/subscription-contracts/v1/subscription-contracts';
const OWN = '/atrium/v1/subscription-contracts';

// ENDPOINTS.md "Commerce: subscription contracts", then Atrium's own calls (cancel, pause, resume).
export const subscriptionContractsEndpoints = /* @__PURE__ */ endpointTable('subscriptionContracts', {
  querySubscriptionContracts: { method: 'GET', path: `${BASE}/query`, postFallback: 'same-path' },
  getSubscriptionContract: { method: 'GET', path: `${BASE}/{subscriptionContractId}` },
  cancelSubscriptionContract: { method: 'POST', path: `${OWN}/{subscriptionContractId}/cancel` },
  pauseSubscriptionContract: { method: 'POST', path: `${OWN}/{subscriptionContractId}/pause` },
  resumeSubscriptionContract: { method: 'POST', path: `${OWN}/{subscriptionContractId}/resume` },
});
