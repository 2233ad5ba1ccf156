import { withSchemas } from '../calls.js';
import { subscriptionContractsEndpoints } from '../endpoints/index.js';
import {
  QuerySubscriptionContractsRequest,
  QuerySubscriptionContractsResponse,
  SubscriptionContractIdRequest,
  SubscriptionContractResponse,
} from '../subscription-contracts.js';

const NOT_FOUND = ['SUBSCRIPTION_CONTRACT_NOT_FOUND'] as const;
const CHANGE = [...NOT_FOUND, 'SUBSCRIPTION_CONTRACT_STATUS_CONFLICT'] as const;

export const subscriptionContractsCalls = /* @__PURE__ */ withSchemas(subscriptionContractsEndpoints, {
  /** The site's contracts for the owner and API keys; a member's own for a member. */
  querySubscriptionContracts: {
    input: QuerySubscriptionContractsRequest,
    output: QuerySubscriptionContractsResponse,
  },
  getSubscriptionContract: {
    input: SubscriptionContractIdRequest,
    output: SubscriptionContractResponse,
    errors: NOT_FOUND,
  },
  /** The site always; a member their own, when the contract lets customers cancel. */
  cancelSubscriptionContract: {
    input: SubscriptionContractIdRequest,
    output: SubscriptionContractResponse,
    errors: [...CHANGE, 'SUBSCRIPTION_CANCELLATION_NOT_ALLOWED'],
  },
  pauseSubscriptionContract: {
    input: SubscriptionContractIdRequest,
    output: SubscriptionContractResponse,
    errors: CHANGE,
  },
  resumeSubscriptionContract: {
    input: SubscriptionContractIdRequest,
    output: SubscriptionContractResponse,
    errors: CHANGE,
  },
});
