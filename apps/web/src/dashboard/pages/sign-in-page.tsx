import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account-card';
import { ErrorNotice, Loading } from '../components/states';
import { ownerSessionMutations } from '@atrium/react';
import { useMutation } from '@tanstack/react-query';
import { hasCode } from '../errors';
import { useOwnerApi, useSession } from '../session';

/** Only same-app paths: `next` comes from the address bar, and an open redirect would be a phishing aid. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const { client, queryClient } = useOwnerApi();
  const signIn = useMutation(ownerSessionMutations.signIn(client, queryClient), queryClient);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // Asked for only once the password was right: the server says so with SECOND_FACTOR_REQUIRED.
  const [needsCode, setNeedsCode] = useState(false);

  if (session.isPending) return <Loading />;
  if (session.data) return <Navigate to={safeNext(params.get('next'))} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email, password, ...(needsCode ? { code: code.trim() } : {}) },
      {
        onError: (error) => {
          if (hasCode(error, 'SECOND_FACTOR_REQUIRED')) setNeedsCode(true);
        },
      },
    );
  };
  const askingForCode = hasCode(signIn.error, 'SECOND_FACTOR_REQUIRED');
  return (
    <AccountCard title="Sign in" intro="Sign in to manage your sites.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {signIn.isError && !askingForCode && <ErrorNotice error={signIn.error} />}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
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
          <Button type="submit" loading={signIn.isPending}>
            Sign in
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </AccountCard>
  );
}
