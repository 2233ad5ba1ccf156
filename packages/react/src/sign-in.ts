import type { AuthUrlOptions, Credentials, LoginState, OAuthData, OAuthStrategy } from '@atrium/sdk';
import { mutationOptions } from '@tanstack/react-query';
import type { authentication } from '@atrium/sdk';
import type { CallerMutationOptions } from './mutations.js';
import { atriumKeys } from './query-keys.js';

/** The member flows of an OAuthStrategy that these actions call. */
export type SignInSource = Pick<
  OAuthStrategy,
  | 'login'
  | 'register'
  | 'processVerification'
  | 'getAuthUrl'
  | 'getMemberTokensForDirectLogin'
  | 'setTokens'
  | 'logout'
>;

export interface RegisterVariables extends Credentials {
  profile?: authentication.IdentityProfile;
}

const keys = atriumKeys.auth;

/**
 * Sign-in actions as mutation options. Their keys sit under `atriumKeys.auth.all`, so `useSignInProgress()`
 * shows any of them in flight. A successful `login` or `register` also signs the member in here (member
 * tokens through a hidden frame), unless `directLogin: false`.
 */
export const signInMutations = {
  login: (
    auth: SignInSource,
    options: CallerMutationOptions<LoginState, Credentials> & { directLogin?: boolean } = {},
  ) => {
    const { directLogin = true, ...caller } = options;
    return mutationOptions({
      ...caller,
      mutationKey: keys.login(),
      mutationFn: async (credentials: Credentials) => adopt(auth, await auth.login(credentials), directLogin),
    });
  },
  register: (
    auth: SignInSource,
    options: CallerMutationOptions<LoginState, RegisterVariables> & { directLogin?: boolean } = {},
  ) => {
    const { directLogin = true, ...caller } = options;
    return mutationOptions({
      ...caller,
      mutationKey: keys.register(),
      mutationFn: async (input: RegisterVariables) => adopt(auth, await auth.register(input), directLogin),
    });
  },
  verify: (
    auth: SignInSource,
    options: CallerMutationOptions<LoginState, { verificationCode: string }> = {},
  ) =>
    mutationOptions({
      ...options,
      mutationKey: keys.verify(),
      mutationFn: async (inputs: { verificationCode: string }) =>
        adopt(auth, await auth.processVerification(inputs), true),
    }),
  /** The hosted sign-in page instead of a form of the site's own: resolves with the URL to send the visitor to. */
  authUrl: (
    auth: SignInSource,
    options: CallerMutationOptions<{ authUrl: string }, { data: OAuthData; settings?: AuthUrlOptions }> = {},
  ) =>
    mutationOptions({
      ...options,
      mutationKey: keys.memberTokens(),
      mutationFn: ({ data, settings }: { data: OAuthData; settings?: AuthUrlOptions }) =>
        auth.getAuthUrl(data, settings),
    }),
  logout: (auth: SignInSource, options: CallerMutationOptions<{ logoutUrl: string }, string> = {}) =>
    mutationOptions({
      ...options,
      mutationKey: keys.logout(),
      mutationFn: (originalUrl: string) => auth.logout(originalUrl),
    }),
};

async function adopt(auth: SignInSource, state: LoginState, directLogin: boolean): Promise<LoginState> {
  if (directLogin && state.loginState === 'SUCCESS' && state.data?.sessionToken)
    await auth.setTokens(await auth.getMemberTokensForDirectLogin(state.data.sessionToken));
  return state;
}
