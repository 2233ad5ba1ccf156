/**
 * Commerce: subscription contracts. A contract is made when a member's order buys a product's subscription
 * option, and renewed by the server on each billing date. A member reads their own and may cancel one whose
 * option lets customers cancel; the site (owner, API key with `ecom.manage`) reads all, cancels, pauses and
 * resumes. ENDPOINTS.md "Commerce: subscription contracts" (query, get), then Atrium's own calls.
 */
import type { PagingMetadata, SubscriptionContract as WireContract } from '@atrium/contract';
import { subscriptionContractsEndpoints as endpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type SubscriptionContract = FromWire<WireContract>;
export interface SubscriptionContractsPage {
  subscriptionContracts: SubscriptionContract[];
  pagingMetadata: PagingMetadata;
}

/** `querySubscriptionContracts()` returns a query builder; with a query it resolves to the whole page. */
export const querySubscriptionContracts = /* @__PURE__ */ defineQueryForms<
  SubscriptionContract,
  Record<string, never>,
  SubscriptionContractsPage
>(endpoints.querySubscriptionContracts, {
  args: ['options'],
  items: 'subscriptionContracts',
  pagingMetadata: 'pagingMetadata',
});

export const getSubscriptionContract = /* @__PURE__ */ defineMethod<
  [subscriptionContractId: string],
  SubscriptionContract
>(endpoints.getSubscriptionContract, { args: ['subscriptionContractId'], returns: 'subscriptionContract' });

/** Atrium's own: the site always; a member their own, when its option lets customers cancel. */
export const cancelSubscriptionContract = /* @__PURE__ */ defineMethod<
  [subscriptionContractId: string],
  SubscriptionContract
>(endpoints.cancelSubscriptionContract, {
  args: ['subscriptionContractId'],
  returns: 'subscriptionContract',
});

/** Atrium's own, the site's: no renewal until resumed. */
export const pauseSubscriptionContract = /* @__PURE__ */ defineMethod<
  [subscriptionContractId: string],
  SubscriptionContract
>(endpoints.pauseSubscriptionContract, {
  args: ['subscriptionContractId'],
  returns: 'subscriptionContract',
  elevated: true,
});

/** Atrium's own, the site's: billing dates passed while paused are skipped; a suspended one is tried now. */
export const resumeSubscriptionContract = /* @__PURE__ */ defineMethod<
  [subscriptionContractId: string],
  SubscriptionContract
>(endpoints.resumeSubscriptionContract, {
  args: ['subscriptionContractId'],
  returns: 'subscriptionContract',
  elevated: true,
});
