import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account-card';
import { ErrorNotice, Loading } from '../components/states';
import { useSession, useStartSession } from '../session';
import { ownerSessionEndpoints } from '@atrium/contract/endpoints';

/** Only same-app paths: `next` comes from the address bar, and an open redirect would be a phishing aid. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const signIn = useStartSession<{ email: string; password: string }>(ownerSessionEndpoints.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (session.isPending) return <Loading />;
  if (session.data) return <Navigate to={safeNext(params.get('next'))} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <AccountCard title="Sign in" intro="Sign in to manage your sites.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {signIn.isError && <ErrorNotice error={signIn.error} />}
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
          <Button type="submit" loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
