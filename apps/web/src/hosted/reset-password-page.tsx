import { isApplicationError, isHttpError, isValidationError } from '@atrium/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { hostedClient, isStatus, type RecoveryLinkSite } from './hosted-client';
import { Messages } from './messages';
import { passwordProblem, PasswordRule, PASSWORD_MIN_LENGTH } from './password-rule';

// The token is read once and taken out of the address bar, so it is not left in history or shared by copy.
function takeParams(): { token: string; redirect: string | null } {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token') ?? '';
  window.history.replaceState(null, '', window.location.pathname);
  return { token, redirect: params.get('redirect') };
}

type LinkSite = RecoveryLinkSite;

/** The site the link is for, or null when the link is spent, expired or not a link at all (a 400). */
async function lookUpLink(recoveryToken: string): Promise<LinkSite | null> {
  if (!recoveryToken) return null;
  try {
    return await hostedClient().hosted.lookUpRecoveryLink(recoveryToken);
  } catch (error) {
    if (isStatus(error, 400)) return null;
    throw error;
  }
}

/** Why the new password was refused, as a sentence. */
function refusal(error: unknown): string {
  if (isValidationError(error) && error.fieldViolations[0])
    return `The password ${error.fieldViolations[0].description}.`;
  // A 4xx without the server's own words (HttpError) says no more than an unreachable server.
  const text =
    isHttpError(error) || !isApplicationError(error)
      ? 'The server cannot be reached. Try again.'
      : error.description || 'The server cannot be reached. Try again.';
  return text.endsWith('.') ? text : `${text}.`;
}

/** The page a recovery email links to: choose a new password, then go back to the site. */
export default function ResetPasswordPage() {
  const [{ token, redirect }] = useState(takeParams);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<{ pending?: boolean; error?: string; done?: boolean }>({});
  // undefined while asking; the page still works if the look-up fails, it only names the site less.
  const [site, setSite] = useState<LinkSite | null | undefined>(token ? undefined : null);
  useEffect(() => {
    lookUpLink(token).then(setSite, () => setSite({ siteName: '', siteUrl: null }));
  }, [token]);

  if (site === undefined) return <main className="hosted-card" aria-busy="true" />;
  if (site === null && !state.done)
    return (
      <main className="hosted-card">
        <h1>This link cannot be used</h1>
        <p>
          It has expired or has already been used. Ask the site for a new one from its sign-in page (“Forgot
          your password?”).
        </p>
        {redirect && <a href={redirect}>Go back to the site</a>}
      </main>
    );
  const siteName = site?.siteName || 'the site';
  const wayBack = redirect ?? site?.siteUrl ?? null;
  if (state.done)
    return (
      <main className="hosted-card">
        <h1>Your password has been changed</h1>
        <p>You can sign in to {siteName} with it now.</p>
        {wayBack ? <a href={wayBack}>Go back to {siteName}</a> : <p>You can close this page.</p>}
      </main>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooWeak = passwordProblem(password);
    if (tooWeak) return setState({ error: tooWeak });
    if (password !== confirm) return setState({ error: 'The two passwords are not the same.' });
    setState({ pending: true });
    try {
      await hostedClient().recovery.recover(token, { password });
      setState({ done: true });
    } catch (error) {
      setState({ error: refusal(error) });
    }
  };

  return (
    <main className="hosted-card">
      <h1>Choose a new password</h1>
      {site?.siteName && <p>For your account on {site.siteName}.</p>}
      <Messages error={state.error} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label>
          New password
          <input
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby="password-rule"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <PasswordRule id="password-rule" />
        <label>
          The same password again
          <input
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={state.pending}>
          {state.pending ? 'Please wait…' : 'Change password'}
        </button>
      </form>
    </main>
  );
}
