/** Codes that confirm a member's email address (ENDPOINTS.md, "Identity: verification"). */
import { defineMethod } from '../core/define-method.js';
import type { StateMachineResponse } from './authentication.js';

export interface StartOptions {
  identityId?: string;
  target?: 'EMAIL';
}

export const start = /* @__PURE__ */ defineMethod<[options?: StartOptions], { verificationId: string }>({
  method: 'POST',
  path: '/_api/iam/verification/v1/start',
  args: ['options'],
});

export const verifyDuringAuthentication = /* @__PURE__ */ defineMethod<
  [code: string, options: { stateToken: string }],
  StateMachineResponse
>({
  method: 'POST',
  path: '/_api/iam/verification/v1/auth/verify',
  args: ['code', 'options'],
});
