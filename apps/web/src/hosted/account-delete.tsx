import { useState, type FormEvent } from 'react';
import type { AccountApi, MemberAccount } from './account-api';
import { Section, useOutcome } from './account-section';

/** Deleting the account: the password (or an emailed code without one) confirms it is the member. */
export function DeleteSection(props: { api: AccountApi; account: MemberAccount; onDeleted: () => void }) {
  const { hasPassword } = props.account;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const outcome = useOutcome();

  const sendCode = () =>
    void outcome.run(async () => {
      const { sentTo } = await props.api.sendDeletionCode();
      setCodeSent(true);
      return `We sent a code to ${sentTo}.`;
    });
  const remove = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      await props.api.deleteMyAccount(hasPassword ? { password } : { code: code.trim() });
      props.onDeleted();
    });
  };

  return (
    <Section id="delete" title="Delete account" outcome={outcome}>
      <p>
        Your profile, addresses, picture and sign-in methods are deleted for good. Orders you placed stay with
        the shop for its records, without your name or contact details.
      </p>
      {!hasPassword && !codeSent ? (
        <div className="hosted-actions">
          <button type="button" onClick={sendCode} disabled={outcome.pending}>
            Email me a code to confirm
          </button>
        </div>
      ) : (
        <form aria-label="Delete account" onSubmit={remove} noValidate>
          {hasPassword ? (
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
          ) : (
            <label>
              Code from the email
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            </label>
          )}
          <button type="submit" className="hosted-danger" disabled={outcome.pending}>
            Delete my account
          </button>
        </form>
      )}
    </Section>
  );
}
