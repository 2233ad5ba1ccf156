import { useState, type FormEvent } from 'react';
import type { AuthenticationApi, MemberAccount } from './account-api';
import { Refusal } from './account-reason';
import { Section, useOutcome } from './account-section';
import { PasswordRule, passwordProblem } from './password-rule';

/** A new password, after the current one; the member's other sessions end (the server does it). */
export function PasswordSection(props: { api: AuthenticationApi; account: MemberAccount }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const outcome = useOutcome();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      const problem = passwordProblem(next);
      if (problem) throw new Refusal(problem);
      await props.api.changePassword(next, props.account.hasPassword ? { currentPassword: current } : {});
      setCurrent('');
      setNext('');
      return 'Your password is changed. Every session has ended: sign in again with the new one.';
    });
  };
  return (
    <Section id="password" title="Password" outcome={outcome}>
      {!props.account.hasPassword && <p>You have no password yet: set one to sign in with your email.</p>}
      <form aria-label="Change password" onSubmit={save} noValidate>
        {props.account.hasPassword && (
          <label>
            Current password
            <input
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
            />
          </label>
        )}
        <label>
          New password
          <input
            type="password"
            autoComplete="new-password"
            required
            aria-describedby="new-password-rule"
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
          />
          <PasswordRule id="new-password-rule" />
        </label>
        <button type="submit" disabled={outcome.pending}>
          Change password
        </button>
      </form>
    </Section>
  );
}
