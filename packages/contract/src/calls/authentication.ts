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
  changePassword: { input: ChangePasswordRequest, output: EmptyResponse },
  loginV2: { input: LoginRequest, output: StateMachineResponse },
  registerV2: { input: RegisterRequest, output: StateMachineResponse },
  signOn: { input: SignOnRequest, output: SignOnResponse },
  validateEmail: { input: ValidateEmailRequest, output: ValidateEmailResponse },
  verifyFactor: { input: VerifyFactorRequest, output: StateMachineResponse },
});
