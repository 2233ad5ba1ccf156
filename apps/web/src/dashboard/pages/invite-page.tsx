import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ownerSessionMutations, ownerSessionQueries } from '@atrium/react';
import type { ownerSession } from '@atrium/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { AccountCard } from '../components/account-card';
import { ErrorNotice, Loading } from '../components/states';
import { hasCode } from '../errors';
import { useOwnerApi } from '../session';
import { OWNER_PASSWORD_RULE } from './account/owner-password-rule';
import { tokenFromFragment } from './setup-page';

export function InvitePage() {
  const [token] = useState(tokenFromFragment);
  const { client, queryClient } = useOwnerApi();
  const invitation = useQuery(
    { ...ownerSessionQueries.invite(client, token), enabled: token !== '' },
    queryClient,
  );
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
  return <AcceptInvitation token={token} invitation={invitation.data} />;
}

/** The invitation's form: a new account's name and password, or the existing account's password (and code). */
function AcceptInvitation({ token, invitation }: { token: string; invitation: ownerSession.Invitation }) {
  const { email, siteName, accountExists } = invitation;
  const { client, queryClient } = useOwnerApi();
  const accept = useMutation(ownerSessionMutations.acceptInvite(client, queryClient), queryClient);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // An account with two-factor sign-in: asked for once the password was right, as the sign-in page does.
  const [needsCode, setNeedsCode] = useState(false);
  if (accept.isSuccess) return <Navigate to="/" replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      accountExists
        ? { token, password, ...(needsCode ? { code: code.trim() } : {}) }
        : { token, name, password },
      {
        onError: (error) => {
          if (hasCode(error, 'SECOND_FACTOR_REQUIRED')) setNeedsCode(true);
        },
      },
    );
  };
  const askingForCode = hasCode(accept.error, 'SECOND_FACTOR_REQUIRED');
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
