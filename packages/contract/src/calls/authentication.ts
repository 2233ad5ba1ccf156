import { withSchemas } from '../calls.js';
import { authenticationEndpoints } from '../endpoints/index.js';
import {
  ChangePasswordRequest,
  LoginRequest,
  LogoutRequest,
  RegisterRequest,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
  ValidateEmailRequest,
  ValidateEmailResponse,
  VerifyFactorRequest,
} from '../identity.js';
import { EmptyResponse } from '../owners.js';
import { PageAnswer } from '../pages.js';

export const authenticationCalls = /* @__PURE__ */ withSchemas(authenticationEndpoints, {
  logout: { input: LogoutRequest, output: PageAnswer },
  changePassword: {
    input: ChangePasswordRequest,
    output: EmptyResponse,
    errors: ['WRONG_PASSWORD', 'MEMBER_NOT_FOUND'],
  },
  loginV2: {
    input: LoginRequest,
    output: StateMachineResponse,
    errors: ['-19970', '-19971', '-19973', '-19976', 'MEMBER_BLOCKED', 'INVALID_STATE_TOKEN'],
  },
  registerV2: {
    input: RegisterRequest,
    output: StateMachineResponse,
    errors: ['-19970', '-19971', '-19995'],
  },
  signOn: { input: SignOnRequest, output: SignOnResponse, errors: ['MEMBER_BLOCKED'] },
  validateEmail: { input: ValidateEmailRequest, output: ValidateEmailResponse },
  verifyFactor: {
    input: VerifyFactorRequest,
    output: StateMachineResponse,
    errors: [
      'FACTOR_NOT_AVAILABLE',
      'UNKNOWN_FACTOR',
      'INVALID_CODE',
      'CODE_EXPIRED',
      'INVALID_CREDENTIALS',
      'INVALID_STATE_TOKEN',
      'MEMBER_BLOCKED',
    ],
  },
});
