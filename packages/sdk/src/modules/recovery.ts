/** Password recovery (ENDPOINTS.md, "Identity: recovery"). */
import { defineMethod } from '../core/define-method.js';
import type { StateMachineResponse } from './authentication.js';
import { recoveryEndpoints } from '@atrium/contract/endpoints';

export interface RecoveryRedirect {
  url: string;
  clientId?: string;
}

export const sendRecoveryEmail = /* @__PURE__ */ defineMethod<
  [email: string, options?: { language?: string; redirect?: RecoveryRedirect }],
  void
>(recoveryEndpoints.sendRecoveryEmail, {
  args: ['email', 'options'],
  returns: null,
});

export const recover = /* @__PURE__ */ defineMethod<
  [recoveryToken: string, options: { password: string }],
  StateMachineResponse
>(recoveryEndpoints.recover, {
  args: ['recoveryToken', 'options'],
});

export const sendActivationEmail = /* @__PURE__ */ defineMethod<
  [identityId: string, options?: { emailOptions?: { language?: string; redirect?: RecoveryRedirect } }],
  void
>(recoveryEndpoints.sendActivationEmail, {
  args: ['identityId', 'options'],
  returns: null,
  elevated: true,
});
