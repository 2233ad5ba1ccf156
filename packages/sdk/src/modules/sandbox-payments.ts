/**
 * Atrium: the sandbox payment provider's card tokens, for a checkout page in development. Only test numbers
 * are taken (4242424242424242 approves, 4000000000000002 is declined...); the token is single-use and expires.
 */
import type {
  CreateSandboxTokenResponse,
  OpenSandboxChargebackRequest,
  SandboxCard,
  SandboxChargeback as WireSandboxChargeback,
} from '@atrium/contract';
import { sandboxPaymentsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type { CreateSandboxTokenResponse, SandboxCard };

export const createSandboxToken = /* @__PURE__ */ defineMethod<
  [card: SandboxCard],
  CreateSandboxTokenResponse
>(sandboxPaymentsEndpoints.createSandboxToken, { args: ['card'] });

export type { OpenSandboxChargebackRequest };
export type SandboxChargeback = FromWire<WireSandboxChargeback>;

/** Opens a chargeback on a captured sandbox payment (the site's, in development). */
export const openSandboxChargeback = /* @__PURE__ */ defineMethod<
  [request: OpenSandboxChargebackRequest],
  SandboxChargeback
>(sandboxPaymentsEndpoints.openSandboxChargeback, {
  args: ['request'],
  payload: { orderId: 'request.orderId', paymentId: 'request.paymentId', amount: 'request.amount' },
  returns: 'chargeback',
  elevated: true,
});

/** The money goes back to the buyer's bank: the payment counts it as given back. */
export const approveSandboxChargeback = /* @__PURE__ */ defineMethod<
  [chargebackId: string],
  SandboxChargeback
>(sandboxPaymentsEndpoints.approveSandboxChargeback, {
  args: ['chargebackId'],
  payload: { chargebackId: 'chargebackId' },
  returns: 'chargeback',
  elevated: true,
});

/** The merchant keeps the money (an approved chargeback is undone). */
export const reverseSandboxChargeback = /* @__PURE__ */ defineMethod<
  [chargebackId: string],
  SandboxChargeback
>(sandboxPaymentsEndpoints.reverseSandboxChargeback, {
  args: ['chargebackId'],
  payload: { chargebackId: 'chargebackId' },
  returns: 'chargeback',
  elevated: true,
});
