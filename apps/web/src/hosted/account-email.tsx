import { useState, type FormEvent } from 'react';
import type { AccountApi, MemberAccount } from './account-api';
import { Section, useOutcome } from './account-section';
import { CodeForm } from './code-form';

interface EmailSectionProps {
  api: AccountApi;
  account: MemberAccount;
  onChange: (account: MemberAccount) => void;
}

/** Moving the account to another address: a code goes to the new one, and confirming it switches. */
export function EmailSection(props: EmailSectionProps) {
  const { account } = props;
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(account.pendingEmail ?? null);
  const outcome = useOutcome();

  const start = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      const sent = await props.api.startEmailChange(newEmail.trim(), password ? { password } : {});
      setSentTo(sent.sentTo);
      setPassword('');
      setCode('');
      return `We sent a code to ${sent.sentTo}. Enter it below to confirm the new address.`;
    });
  };
  const confirm = () =>
    void outcome.run(async () => {
      const changed = await props.api.confirmEmailChange(code.trim());
      props.onChange(changed);
      setSentTo(null);
      setNewEmail('');
      return `Your email address is now ${changed.email.address}.`;
    });

  return (
    <Section id="email" title="Email address" outcome={outcome}>
      <p>
        <span data-testid="current-email">{account.email.address}</span>{' '}
        <small>{account.email.isVerified ? '(confirmed)' : '(not confirmed yet)'}</small>
      </p>
      {sentTo ? (
        <>
          <p>Waiting for the code sent to {sentTo}.</p>
          <CodeForm
            label="Code from the email"
            value={code}
            onChange={setCode}
            onSubmit={confirm}
            submitLabel="Confirm new email"
            pending={outcome.pending}
          />
          <button type="button" className="hosted-link" onClick={() => setSentTo(null)}>
            Use another address
          </button>
        </>
      ) : (
        <form aria-label="Change email" onSubmit={start} noValidate>
          <label>
            New email
            <input
              type="email"
              autoComplete="email"
              required
              value={newEmail}
              onChange={(event) => setNewEmail(event.currentTarget.value)}
            />
          </label>
          {account.hasPassword && (
            <label>
              Password
              <input
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            </label>
          )}
          <button type="submit" disabled={outcome.pending}>
            Send code
          </button>
        </form>
      )}
    </Section>
  );
}
