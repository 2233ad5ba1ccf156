import { withSchemas } from '../calls.js';
import { recoveryEndpoints } from '../endpoints/index.js';
import {
  RecoverRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  StateMachineResponse,
} from '../identity.js';
import { EmptyResponse } from '../owners.js';

export const recoveryCalls = /* @__PURE__ */ withSchemas(recoveryEndpoints, {
  sendActivationEmail: {
    input: SendActivationEmailRequest,
    output: EmptyResponse,
    errors: ['MEMBER_NOT_FOUND', 'ALREADY_VERIFIED'],
  },
  recover: { input: RecoverRequest, output: StateMachineResponse, errors: ['INVALID_RECOVERY_TOKEN'] },
  sendRecoveryEmail: { input: SendRecoveryEmailRequest, output: EmptyResponse },
});
