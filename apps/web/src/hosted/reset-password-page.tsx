import { recoveryEndpoints } from '@atrium/contract/endpoints';
import { useState, type FormEvent } from 'react';
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

/** The page a recovery email links to: choose a new password. */
export default function ResetPasswordPage() {
  const [{ token, redirect }] = useState(takeParams);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<{ pending?: boolean; error?: string; done?: boolean }>({});

  if (!token)
    return (
      <main className="hosted-card">
        <h1>This link cannot be used</h1>
        <p>Open the link from the email again, or ask the site for a new one.</p>
      </main>
    );
  if (state.done)
    return (
      <main className="hosted-card">
        <h1>Your password has been changed</h1>
        <p>You can sign in with it now.</p>
        {redirect && <a href={redirect}>Go back to the site</a>}
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
