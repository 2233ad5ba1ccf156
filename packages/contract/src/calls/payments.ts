import { withSchemas } from '../calls.js';
import { sandboxPaymentsEndpoints } from '../endpoints/index.js';
import {
  CreateSandboxTokenRequest,
  CreateSandboxTokenResponse,
  OpenSandboxChargebackRequest,
  SandboxChargebackIdRequest,
  SandboxChargebackResponse,
} from '../payments.js';

/** Why a chargeback move is refused: no such one, or one already decided. */
const DECIDE = ['CHARGEBACK_NOT_FOUND', 'CHARGEBACK_ALREADY_DECIDED'] as const;

export const sandboxPaymentsCalls = /* @__PURE__ */ withSchemas(sandboxPaymentsEndpoints, {
  createSandboxToken: {
    input: CreateSandboxTokenRequest,
    output: CreateSandboxTokenResponse,
    errors: ['RATE_LIMITED'],
  },
  openSandboxChargeback: {
    input: OpenSandboxChargebackRequest,
    output: SandboxChargebackResponse,
    errors: ['ORDER_NOT_FOUND', 'PAYMENT_NOT_FOUND', 'CHARGEBACK_NOT_ALLOWED'],
  },
  approveSandboxChargeback: {
    input: SandboxChargebackIdRequest,
    output: SandboxChargebackResponse,
    errors: DECIDE,
  },
  reverseSandboxChargeback: {
    input: SandboxChargebackIdRequest,
    output: SandboxChargebackResponse,
    errors: DECIDE,
  },
});
