import { withSchemas } from '../calls.js';
import { verificationEndpoints } from '../endpoints/index.js';
import {
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
} from '../identity.js';

export const verificationCalls = /* @__PURE__ */ withSchemas(verificationEndpoints, {
  verifyDuringAuthentication: {
    input: VerifyDuringAuthenticationRequest,
    output: StateMachineResponse,
    errors: ['INVALID_CODE', 'CODE_EXPIRED', 'INVALID_STATE_TOKEN'],
  },
  start: {
    input: StartVerificationRequest,
    output: StartVerificationResponse,
    errors: ['MEMBER_NOT_FOUND', 'ALREADY_VERIFIED'],
  },
});
