import { withSchemas } from '../calls.js';
import { verificationEndpoints } from '../endpoints/index.js';
import {
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
} from '../identity.js';

export const verificationCalls = /* @__PURE__ */ withSchemas(verificationEndpoints, {
  verifyDuringAuthentication: { input: VerifyDuringAuthenticationRequest, output: StateMachineResponse },
  start: { input: StartVerificationRequest, output: StartVerificationResponse },
});
