import type { StateMachineResponse } from '../modules/authentication.js';
import { isApplicationError, isValidationError } from '../errors/errors.js';

/** The login states of specification 000 section 3. */
export type LoginStateName =
  | 'INITIAL'
  | 'SUCCESS'
  | 'FAILURE'
  | 'OWNER_APPROVAL_REQUIRED'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED'
  | 'SILENT_CAPTCHA_REQUIRED';

export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'emailAlreadyExists';

export interface LoginState {
  loginState: LoginStateName;
  data?: { sessionToken?: string; stateToken?: string };
  error?: string;
  errorCode?: LoginErrorCode;
}

/** The server's state to the client's login state (specification 000 section 4, "Auth response to login state"). */
export function toLoginState(response: StateMachineResponse): LoginState {
  switch (response.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken ?? undefined } };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return {
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: response.stateToken ?? undefined },
      };
    default:
      return { loginState: 'FAILURE', error: 'Unknown _state' };
  }
}

const CAPTCHA_CODES: Record<string, LoginErrorCode> = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
};

const codeOf = (error: unknown): string | undefined => (isApplicationError(error) ? error.code : undefined);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Registration failures (specification 000 section 8, "Registration"). */
export function registrationFailure(error: unknown): LoginState {
  if (isValidationError(error)) {
    const email = error.fieldViolations.find((v) => v.field.includes('email'));
    if (email) return { loginState: 'FAILURE', error: email.description, errorCode: 'invalidEmail' };
  }
  const code = codeOf(error);
  const errorCode = code === '-19995' ? 'emailAlreadyExists' : code ? CAPTCHA_CODES[code] : undefined;
  return { loginState: 'FAILURE', error: messageOf(error), ...(errorCode ? { errorCode } : {}) };
}

/** Sign-in failures (specification 000 section 8, "Login"): anything unnamed counts as an invalid email. */
export function loginFailure(error: unknown): LoginState {
  const code = codeOf(error) ?? '';
  const named: Record<string, LoginErrorCode> = {
    ...CAPTCHA_CODES,
    '-19976': 'invalidPassword',
    '-19973': 'resetPassword',
  };
  return { loginState: 'FAILURE', error: messageOf(error), errorCode: named[code] ?? 'invalidEmail' };
}
