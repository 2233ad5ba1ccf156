import {
  authentication,
  createClient,
  loginFailure,
  OAuthStrategy,
  recovery,
  toLoginState,
  type BoundModule,
  type LoginErrorCode,
  type LoginState,
} from '@atrium/sdk';
import { MfaStep, type MfaChallenge } from './mfa-step';
import { useEffect, useState, type FormEvent } from 'react';
import { CaptchaField } from './captcha-field';
import { fetchHostedSession, type HostedSession } from './hosted-client';
import { Messages } from './messages';
import { passwordProblem, PasswordRule, PASSWORD_MIN_LENGTH } from './password-rule';
import { useCaptcha, type CaptchaTokens } from './use-captcha';

// Specification 000 section 8, as sentences a visitor can act on.
const ERRORS: Record<LoginErrorCode, string> = {
  invalidEmail: 'Enter a valid email address.',
  invalidPassword: 'The email or the password is not correct.',
  resetPassword: 'This account has no password yet. Reset your password to sign in.',
  missingCaptchaToken: 'Please complete the check that you are not a robot.',
  invalidCaptchaToken: 'The check that you are not a robot failed. Try it again.',
  emailAlreadyExists: 'An account with this email already exists. Sign in instead.',
};

const TITLES = {
  signin: 'Sign in',
  register: 'Create an account',
  forgot: 'Reset your password',
  code: 'Confirm your email',
};

const SUBMIT = { signin: 'Sign in', register: 'Create account', forgot: 'Email me a link', code: 'Confirm' };

const NOTICES: Partial<Record<LoginState['loginState'], string>> = {
  OWNER_APPROVAL_REQUIRED: 'Thank you. The site owner approves new accounts; you can sign in once they have.',
  EMAIL_VERIFICATION_REQUIRED: 'Check your email: we sent you a code to confirm your address.',
};

function useHostedSession(sessionId: string | null) {
  const [session, setSession] = useState<HostedSession | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!sessionId) return setFailed(true);
    fetchHostedSession(sessionId).then(setSession, () => setFailed(true));
  }, [sessionId]);
  return { session, failed };
}

/** The hosted sign-in and registration page that redirect sessions send visitors to. */
export default function LoginPage() {
  const sessionId = new URLSearchParams(window.location.search).get('session');
  const { session, failed } = useHostedSession(sessionId);
  if (failed)
    return (
      <main className="hosted-card">
        <h1>This link cannot be used</h1>
        <p>It has expired or is not complete. Go back to the site and try again.</p>
      </main>
    );
  if (!session) return <p className="hosted-loading">Loading…</p>;
  return <SignInCard session={session} />;
}

type Mode = 'signin' | 'register' | 'forgot' | 'code';
type Outcome = { error?: string; notice?: string };
type SignInClient = ReturnType<typeof signInClient>;

const signInClient = (clientId: string) =>
  createClient({ modules: { authentication, recovery }, auth: OAuthStrategy({ clientId }) });

/** Asks for a recovery email; the same words whether or not the address has an account. */
async function recoveryOutcome(client: SignInClient, email: string): Promise<Outcome> {
  const sent = await client.recovery.sendRecoveryEmail(email).then(
    () => true,
    () => false,
  );
  return sent
    ? { notice: 'If an account uses this address, we have emailed it a link to choose a new password.' }
    : { error: 'That did not work. Check the address and try again.' };
}

/** What the page says after an attempt that neither signed the visitor in nor asked for a second step. */
function outcomeOf(mode: Mode, result: SignInResult): Outcome {
  if (mode === 'code' && result.loginState === 'FAILURE')
    return { error: 'That code is not right, or has expired. Check the latest email and try again.' };
  const notice = NOTICES[result.loginState];
  return notice
    ? { notice }
    : { error: (result.errorCode && ERRORS[result.errorCode]) ?? 'That did not work. Try again.' };
}

/** The sign-in card's state, and its submit: sign in, register, confirm an email or ask for a reset link. */
function useSignIn(session: HostedSession, captcha: ReturnType<typeof useCaptcha>) {
  const [mode, setMode] = useState<Mode>('signin');
  const [waiting, setWaiting] = useState<LoginState | undefined>();
  const [mfa, setMfa] = useState<MfaChallenge | undefined>();
  const [form, setForm] = useState({ email: '', password: '', firstName: '', code: '' });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({});

  const continueWith = (sessionToken: string) =>
    window.location.assign(`${session.continueUrl}&sessionToken=${encodeURIComponent(sessionToken)}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setOutcome({});
    const client = signInClient(session.clientId);
    const { email, password, firstName } = form;
    if (mode === 'forgot') {
      const said = await recoveryOutcome(client, email);
      setPending(false);
      return setOutcome(said);
    }
    const tooWeak = mode === 'register' ? passwordProblem(password) : null;
    if (tooWeak) {
      setPending(false);
      return setOutcome({ error: tooWeak });
    }
    const captchaTokens = mode === 'code' ? undefined : await captcha.take();
    const result: SignInResult =
      mode === 'code'
        ? await client.auth.processVerification({ verificationCode: form.code }, waiting)
        : mode === 'signin'
          ? await signIn(client, { email, password, captchaTokens })
          : await client.auth.register({
              email,
              password,
              profile: firstName ? { firstName } : undefined,
              captchaTokens,
            });
    if (result.loginState === 'SUCCESS' && result.data?.sessionToken)
      return continueWith(result.data.sessionToken);
    if (result.mfa) {
      setPending(false);
      return setMfa(result.mfa);
    }
    setPending(false);
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
      setWaiting(result);
      setMode('code');
    }
    setOutcome(outcomeOf(mode, result));
  };
  return { mode, setMode, mfa, form, setForm, pending, outcome, submit, continueWith };
}

interface FieldsProps {
  mode: Mode;
  field: (name: 'email' | 'password' | 'firstName' | 'code') => {
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  };
  captcha: ReturnType<typeof useCaptcha>;
}

/** The fields the current mode asks for. */
function SignInFields({ mode, field, captcha }: FieldsProps) {
  return (
    <>
      {mode === 'register' && (
        <label>
          First name
          <input autoComplete="given-name" {...field('firstName')} />
        </label>
      )}
      {mode === 'code' ? (
        <label>
          The six-digit code from the email
          <input inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...field('code')} />
        </label>
      ) : (
        <label>
          Email
          <input type="email" autoComplete="username" required {...field('email')} />
        </label>
      )}
      {(mode === 'signin' || mode === 'register') && (
        <label>
          Password
          <input
            type="password"
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'register' ? PASSWORD_MIN_LENGTH : undefined}
            aria-describedby={mode === 'register' ? 'password-rule' : undefined}
            {...field('password')}
          />
        </label>
      )}
      {mode === 'register' && <PasswordRule id="password-rule" />}
      {(mode === 'signin' || mode === 'register') && <CaptchaField captcha={captcha} />}
    </>
  );
}

/** Links between signing in, registering and asking for a reset link. */
function ModeLinks({ mode, setMode }: { mode: Mode; setMode: (mode: Mode) => void }) {
  return (
    <p className="hosted-links">
      <button
        type="button"
        className="hosted-link"
        onClick={() => setMode(mode === 'signin' ? 'register' : 'signin')}
      >
        {mode === 'signin' ? 'New here? Create an account' : 'Have an account? Sign in'}
      </button>
      {mode === 'signin' && (
        <button type="button" className="hosted-link" onClick={() => setMode('forgot')}>
          Forgot your password?
        </button>
      )}
    </p>
  );
}

function SignInCard({ session }: { session: HostedSession }) {
  const captcha = useCaptcha(session.captcha, session.clientId);
  const { mode, setMode, mfa, form, setForm, pending, outcome, submit, continueWith } = useSignIn(
    session,
    captcha,
  );

  if (mfa)
    return (
      <main className="hosted-card">
        <p className="hosted-site">{session.siteName}</p>
        <h1>Confirm it is you</h1>
        <MfaStep clientId={session.clientId} challenge={mfa} onSignedIn={continueWith} />
      </main>
    );

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  return (
    <main className="hosted-card">
      <p className="hosted-site">{session.siteName}</p>
      <h1>{TITLES[mode]}</h1>
      <Messages error={outcome.error} notice={outcome.notice} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SignInFields mode={mode} field={field} captcha={captcha} />
        <button type="submit" disabled={pending}>
          {pending ? 'Please wait…' : SUBMIT[mode]}
        </button>
      </form>
      {mode !== 'code' && <ModeLinks mode={mode} setMode={setMode} />}
    </main>
  );
}

type SignInResult = LoginState & { mfa?: MfaChallenge };

/**
 * Signing in reads the server's answer itself: specification 000's login-state table has no MFA state (it
 * maps REQUIRE_MFA to FAILURE), and this page must offer the second step.
 */
async function signIn(
  client: { authentication: BoundModule<typeof authentication> },
  { email, password, captchaTokens }: { email: string; password: string; captchaTokens?: CaptchaTokens },
): Promise<SignInResult> {
  const tokens = captchaTokens && [
    {
      Recaptcha: captchaTokens.recaptchaToken ?? null,
      InvisibleRecaptcha: captchaTokens.invisibleRecaptchaToken ?? null,
    },
  ];
  try {
    const answer = await client.authentication.loginV2({ email }, { password, captchaTokens: tokens });
    if (answer.state === 'REQUIRE_MFA' && answer.stateToken && answer.mfaChallengeData)
      return {
        loginState: 'FAILURE',
        mfa: {
          stateToken: answer.stateToken,
          factors: answer.mfaChallengeData.factors,
          webauthn: answer.mfaChallengeData.webauthn,
        },
      };
    return toLoginState(answer);
  } catch (error) {
    return loginFailure(error);
  }
}
