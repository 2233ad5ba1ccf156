/** Password recovery (ENDPOINTS.md, "Identity: recovery"). */
import { defineMethod } from '../core/define-method.js';
import type { StateMachineResponse } from './authentication.js';

export interface RecoveryRedirect {
  url: string;
  clientId?: string;
}

export const sendRecoveryEmail = /* @__PURE__ */ defineMethod<
  [email: string, options?: { language?: string; redirect?: RecoveryRedirect }],
  void
>({
  method: 'POST',
  path: '/_api/iam/recovery/v1/send-email',
  args: ['email', 'options'],
  returns: null,
});

export const recover = /* @__PURE__ */ defineMethod<
  [recoveryToken: string, options: { password: string }],
  StateMachineResponse
>({
  method: 'POST',
  path: '/_api/iam/recovery/v1/recover',
  args: ['recoveryToken', 'options'],
});

export const sendActivationEmail = /* @__PURE__ */ defineMethod<
  [identityId: string, options?: { emailOptions?: { language?: string; redirect?: RecoveryRedirect } }],
  void
>({
  method: 'POST',
  path: '/_api/iam/recovery/v1/activation-email',
  args: ['identityId', 'options'],
  returns: null,
  elevated: true,
});
