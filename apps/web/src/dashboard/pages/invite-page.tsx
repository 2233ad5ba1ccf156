import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { AccountCard } from '../components/account-card';
import { ErrorNotice, Loading } from '../components/states';
import { DashboardError } from '../errors';
import { ownerCall } from '../session-api';
import { useStartSession } from '../session';
import { OWNER_PASSWORD_RULE } from './account/owner-password-rule';
import { ownerSessionEndpoints } from '@atrium/contract/endpoints';
import { tokenFromFragment } from './setup-page';

interface Invitation {
  email: string;
  siteName: string;
  accountExists: boolean;
}

export function InvitePage() {
  const [token] = useState(tokenFromFragment);
  const invitation = useQuery({
    queryKey: ['dashboard', 'invite', token],
    queryFn: () => ownerCall<Invitation>(ownerSessionEndpoints.lookUpInvite, { body: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const accept = useStartSession<{ token: string; name?: string; password: string; code?: string }>(
    ownerSessionEndpoints.acceptInvite,
  );
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // An account with two-factor sign-in: asked for once the password was right, as the sign-in page does.
  const [needsCode, setNeedsCode] = useState(false);

  if (accept.isSuccess) return <Navigate to="/" replace />;
  if (!token)
    return (
      <AccountCard title="Accept an invitation">
        <Alert color="yellow" role="alert">
          This page needs the invitation link you were sent. Open that link instead.
        </Alert>
      </AccountCard>
    );
  if (invitation.isPending) return <Loading />;
  if (invitation.isError)
    return (
      <AccountCard title="Accept an invitation">
        <ErrorNotice error={invitation.error} />
      </AccountCard>
    );
  const { email, siteName, accountExists } = invitation.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      accountExists
        ? { token, password, ...(needsCode ? { code: code.trim() } : {}) }
        : { token, name, password },
      {
        onError: (error) => {
          if (error instanceof DashboardError && error.code === 'SECOND_FACTOR_REQUIRED') setNeedsCode(true);
        },
      },
    );
  };
  const askingForCode =
    accept.error instanceof DashboardError && accept.error.code === 'SECOND_FACTOR_REQUIRED';
  return (
    <AccountCard
      title={`Join ${siteName}`}
      intro={
        accountExists
          ? `You were invited as ${email}. Enter that account's password to accept.`
          : `You were invited as ${email}. Choose your name and a password to create your account.`
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {accept.isError && !askingForCode && <ErrorNotice error={accept.error} />}
          <TextInput label="Email" value={email} readOnly />
          {!accountExists && (
            <TextInput
              label="Your name"
              autoComplete="name"
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          )}
          <PasswordInput
            label="Password"
            autoComplete={accountExists ? 'current-password' : 'new-password'}
            description={accountExists ? undefined : OWNER_PASSWORD_RULE}
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {needsCode && (
            <TextInput
              label="Authentication code"
              description="The 6-digit code from your authenticator app, or one of your recovery codes."
              autoComplete="one-time-code"
              autoFocus
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          )}
          <Button type="submit" loading={accept.isPending}>
            Accept invitation
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
