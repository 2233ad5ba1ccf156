import { createClient } from '../core/create-client.js';
import { TokenError } from '../errors/errors.js';
import * as authentication from '../modules/authentication.js';
import * as recovery from '../modules/recovery.js';
import * as redirects from '../modules/redirects.js';
import * as verification from '../modules/verification.js';
import type { AuthEnvironment, AuthStrategy } from './auth-strategy.js';
import { waitForFrameMessage } from './hidden-frame.js';
import { loginFailure, registrationFailure, toLoginState, type LoginState } from './login-state.js';
import { generateOAuthData, type OAuthData } from './pkce.js';
import { requestTokens } from './token-endpoint.js';
import { nowInSeconds, type Tokens } from './tokens.js';
import type { Logger } from '../helpers/logger.js';

export interface Credentials {
  email: string;
  password: string;
  captchaTokens?: { invisibleRecaptchaToken?: string; recaptchaToken?: string };
}

export interface PrewarmOptions {
  /** Where the time of the last pre-warm is kept; the browser's localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  logger?: Pick<Logger, 'warn'>;
}

const PREWARM_KEY = 'atrium-redirect-prewarm';
/** Specification 000 section 9: pre-warming is skipped if it ran within the last 7 days. */
export const PREWARM_INTERVAL_MS = 604_800_000;

export interface AuthUrlOptions {
  prompt?: 'login' | 'none';
  responseMode?: 'query' | 'fragment' | 'web_message';
}

const captcha = (tokens: Credentials['captchaTokens']) =>
  tokens
    ? [
        {
          Recaptcha: tokens.recaptchaToken ?? null,
          InvisibleRecaptcha: tokens.invisibleRecaptchaToken ?? null,
        },
      ]
    : undefined;

export interface MemberFlowsOptions {
  clientId: string;
  strategy: AuthStrategy;
  environment: () => AuthEnvironment;
  setTokens: (tokens: Tokens) => Promise<void>;
}

// Calls go out with the strategy's own visitor tokens, to the server of the client the strategy serves.
function api(options: MemberFlowsOptions) {
  const { host, fetch } = options.environment();
  return createClient({
    modules: { authentication, recovery, redirects, verification },
    auth: options.strategy,
    host,
    fetch,
  });
}

async function authUrl(
  options: MemberFlowsOptions,
  data: OAuthData,
  settings: AuthUrlOptions & { sessionToken?: string },
): Promise<string> {
  const { redirectSession } = await api(options).redirects.createRedirectSession({
    auth: {
      authRequest: {
        clientId: options.clientId,
        responseType: 'code',
        redirectUri: data.redirectUri,
        scope: 'offline_access',
        state: data.state,
        responseMode: settings.responseMode ?? 'fragment',
        codeChallenge: data.codeChallenge,
        codeChallengeMethod: 'S256',
        ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}),
      },
      ...(settings.prompt ? { prompt: settings.prompt } : {}),
    },
  });
  return redirectSession.fullUrl;
}

/** What the authorize page sent back (its `code` and `state`), and the OAuth data the flow started with. */
interface AuthorizationAnswer {
  code: string | undefined;
  state: string | undefined;
  data: OAuthData;
}

async function exchangeCode(
  options: MemberFlowsOptions,
  { code, state, data }: AuthorizationAnswer,
): Promise<Tokens> {
  if (!code || !state) throw new Error('Missing code or _state');
  if (state !== data.state) throw new Error('Invalid _state');
  const answer = await requestTokens(options.environment(), {
    clientId: options.clientId,
    grantType: 'authorization_code',
    code,
    codeVerifier: data.codeVerifier,
    redirectUri: data.redirectUri,
  });
  return {
    accessToken: { value: answer.access_token, expiresAt: nowInSeconds() + answer.expires_in },
    refreshToken: { value: answer.refresh_token, role: 'member' },
  };
}

async function inFrame(options: MemberFlowsOptions, sessionToken?: string): Promise<Tokens | null> {
  if (typeof window === 'undefined') throw new Error('Signing in through a hidden frame needs a browser');
  const data = await generateOAuthData(window.location.origin);
  const url = await authUrl(options, data, { sessionToken, prompt: 'none', responseMode: 'web_message' });
  const message = await waitForFrameMessage(url);
  if (message.error === 'login_required') return null;
  if (message.error) throw new TokenError({ statusText: message.error_description ?? message.error });
  return exchangeCode(options, { code: message.code, state: message.state, data });
}

async function signIn(
  options: MemberFlowsOptions,
  { email, password, captchaTokens }: Credentials,
): Promise<LoginState> {
  try {
    return toLoginState(
      await api(options).authentication.loginV2(
        { email },
        { password, captchaTokens: captcha(captchaTokens) },
      ),
    );
  } catch (error) {
    return loginFailure(error);
  }
}

type Registration = Credentials & { profile?: authentication.IdentityProfile };

async function registerMember(options: MemberFlowsOptions, input: Registration): Promise<LoginState> {
  try {
    const answer = await api(options).authentication.registerV2(
      { email: input.email },
      { password: input.password, profile: input.profile, captchaTokens: captcha(input.captchaTokens) },
    );
    return toLoginState(answer);
  } catch (error) {
    return registrationFailure(error);
  }
}

/** The verification's login state, and whether it is one that processVerification continues from. */
async function verify(
  options: MemberFlowsOptions,
  inputs: { verificationCode: string },
  state: LoginState | undefined,
): Promise<{ state: LoginState; remember: boolean }> {
  if (state?.loginState !== 'EMAIL_VERIFICATION_REQUIRED' || !state.data?.stateToken)
    throw new Error('processVerification needs the login state EMAIL_VERIFICATION_REQUIRED');
  try {
    const answer = await api(options).verification.verifyDuringAuthentication(inputs.verificationCode, {
      stateToken: state.data.stateToken,
    });
    return { state: toLoginState(answer), remember: true };
  } catch (error) {
    const failure: LoginState = {
      loginState: 'FAILURE',
      error: error instanceof Error ? error.message : String(error),
    };
    return { state: failure, remember: false };
  }
}

async function prewarm(options: MemberFlowsOptions, settings: PrewarmOptions): Promise<void> {
  const storage = settings.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const last = Number(storage?.getItem(PREWARM_KEY) ?? 0);
  if (Date.now() - last < PREWARM_INTERVAL_MS) return;
  const { redirectSession } = await api(options).redirects.createRedirectSession({ login: {} });
  if (!redirectSession?.fullUrl) return void (settings.logger ?? console).warn('No redirect URL found');
  await options
    .environment()
    .fetch(redirectSession.fullUrl, { mode: 'no-cors', credentials: 'omit' })
    .catch(() => undefined);
  storage?.setItem(PREWARM_KEY, String(Date.now()));
}

async function endSession(options: MemberFlowsOptions, originalUrl: string): Promise<{ logoutUrl: string }> {
  const { redirectSession } = await api(options).redirects.createRedirectSession({
    logout: { clientId: options.clientId },
    callbacks: { postFlowUrl: originalUrl },
  });
  await options.setTokens({
    accessToken: { value: '', expiresAt: 0 },
    refreshToken: { value: '', role: 'none' },
  });
  return { logoutUrl: redirectSession.fullUrl };
}

/** Sign-in, registration and the authorization-code flow of OAuthStrategy (specification 000 sections 4 and 8). */
export function createMemberFlows(options: MemberFlowsOptions) {
  // The state of the last sign-in or registration, for processVerification to continue.
  let lastState: LoginState | undefined;
  const remember = (state: LoginState): LoginState => (lastState = state);

  return {
    async login(credentials: Credentials): Promise<LoginState> {
      return signIn(options, credentials);
    },
    async register(input: Registration): Promise<LoginState> {
      return remember(await registerMember(options, input));
    },
    /** The emailed code, for a sign-in or registration waiting in EMAIL_VERIFICATION_REQUIRED. */
    async processVerification(
      inputs: { verificationCode: string },
      state: LoginState | undefined = lastState,
    ): Promise<LoginState> {
      const verified = await verify(options, inputs, state);
      return verified.remember ? remember(verified.state) : verified.state;
    },
    async getAuthUrl(data: OAuthData, settings: AuthUrlOptions = {}): Promise<{ authUrl: string }> {
      return { authUrl: await authUrl(options, data, settings) };
    },
    async getMemberTokens(
      code: string | undefined,
      state: string | undefined,
      data: OAuthData,
    ): Promise<Tokens> {
      return exchangeCode(options, { code, state, data });
    },
    /** A sessionToken from `login` or `register` turned into member tokens, silently, in a hidden frame. */
    async getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens> {
      const tokens = await inFrame(options, sessionToken);
      if (!tokens) throw new TokenError({ statusText: 'The session token was not accepted' });
      return tokens;
    },
    /**
     * Member tokens for a member still signed in on the hosted pages (a return visit), or null: a hidden
     * frame asks the authorize page with `prompt=none`, which never shows anything.
     */
    silentLogin: (): Promise<Tokens | null> => inFrame(options),
    /** Emails a reset link (if the address has an account); after the reset the member returns to `redirectUri`. */
    async sendPasswordResetEmail(email: string, redirectUri: string): Promise<void> {
      const redirect = { url: redirectUri, clientId: options.clientId };
      await api(options).recovery.sendRecoveryEmail(email, { redirect });
    },
    /**
     * Opens a hosted sign-in page once in the background, so that the first real visit finds it warm. Runs at
     * most once a week per browser; a missing URL is only logged.
     */
    async prewarmRedirectSession(settings: PrewarmOptions = {}): Promise<void> {
      return prewarm(options, settings);
    },
    /** Ends the member's session: tokens drop to none here, and the returned URL ends the hosted session. */
    async logout(originalUrl: string): Promise<{ logoutUrl: string }> {
      return endSession(options, originalUrl);
    },
  };
}

export type MemberFlows = ReturnType<typeof createMemberFlows>;
