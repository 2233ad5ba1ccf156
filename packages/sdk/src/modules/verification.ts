/** Codes that confirm a member's email address (ENDPOINTS.md, "Identity: verification"). */
import { defineMethod } from '../core/define-method.js';
import type { StateMachineResponse } from './authentication.js';
import { verificationEndpoints } from '@atrium/contract/endpoints';

export interface StartOptions {
  identityId?: string;
  target?: 'EMAIL';
}

export const start = /* @__PURE__ */ defineMethod<[options?: StartOptions], { verificationId: string }>(
  verificationEndpoints.start,
  {
    args: ['options'],
  },
);

export const verifyDuringAuthentication = /* @__PURE__ */ defineMethod<
  [code: string, options: { stateToken: string }],
  StateMachineResponse
>(verificationEndpoints.verifyDuringAuthentication, {
  args: ['code', 'options'],
});
