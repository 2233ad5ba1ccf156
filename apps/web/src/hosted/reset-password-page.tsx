import { hostedEndpoints, recoveryEndpoints } from '@atrium/contract/endpoints';
import { useEffect, useState, type FormEvent } from 'react';
import { Messages } from './messages';
import { passwordProblem, PasswordRule, PASSWORD_MIN_LENGTH } from './password-rule';

interface ErrorBody {
  details?: {
    applicationError?: { description: string };
    validationError?: { fieldViolations: { description: string }[] };
  };
}

// The token is read once and taken out of the address bar, so it is not left in history or shared by copy.
function takeParams(): { token: string; redirect: string | null } {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token') ?? '';
  window.history.replaceState(null, '', window.location.pathname);
  return { token, redirect: params.get('redirect') };
}

interface LinkSite {
  siteName: string;
  siteUrl: string | null;
}

/** The site the link is for, or null when the link is spent, expired or not a link at all. */
async function lookUpLink(recoveryToken: string): Promise<LinkSite | null> {
  if (!recoveryToken) return null;
  const response = await fetch(hostedEndpoints.lookUpRecoveryLink.path, {
    method: hostedEndpoints.lookUpRecoveryLink.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ recoveryToken }),
  });
  if (response.status === 400) return null;
  if (!response.ok) throw new Error(`look-up answered ${response.status}`);
  return (await response.json()) as LinkSite;
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
    const response = await fetch(recoveryEndpoints.recover.path, {
      method: recoveryEndpoints.recover.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recoveryToken: token, password }),
    }).catch(() => undefined);
    if (response?.ok) return setState({ done: true });
    const body = (await response?.json().catch(() => ({}))) as ErrorBody | undefined;
    const violation = body?.details?.validationError?.fieldViolations[0]?.description;
    const error = violation
      ? `The password ${violation}.`
      : (body?.details?.applicationError?.description ?? 'The server cannot be reached. Try again.');
    setState({ error: error.endsWith('.') ? error : `${error}.` });
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
