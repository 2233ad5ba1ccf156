import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { ownerSessionMutations } from '@atrium/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { ErrorNotice } from '../../components/states';
import { hasCode } from '../../errors';
import { useOwnerApi } from '../../session';
import { tokenFromFragment } from '../setup-page';
import { OWNER_PASSWORD_RULE } from './owner-password-rule';

/** The page a reset link opens: a new password, then sign-in (every session ended with the change). */
export function ResetPasswordPage() {
  const [token] = useState(tokenFromFragment);
  const [password, setPassword] = useState('');
  const { client, queryClient } = useOwnerApi();
  const reset = useMutation(ownerSessionMutations.resetPassword(client, queryClient), queryClient);
  const spent = hasCode(reset.error, 'INVALID_RESET_LINK');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ token, password });
  };
  if (reset.isSuccess)
    return (
      <AccountCard title="Your password is changed" intro="Every session of your account has ended.">
        <Button component={Link} to="/sign-in">
          Sign in with the new password
        </Button>
      </AccountCard>
    );
  return (
    <AccountCard title="Choose a new password">
      {(!token || spent) && (
        <Alert color="yellow" role="alert">
          {token
            ? 'This link has expired or has already been used.'
            : 'This page needs the link from the email.'}{' '}
          <Anchor component={Link} to="/forgot-password">
            Ask for a new link
          </Anchor>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          {reset.isError && !spent && <ErrorNotice error={reset.error} />}
          <PasswordInput
            label="New password"
            description={OWNER_PASSWORD_RULE}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={reset.isPending} disabled={!token}>
            Set the password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
