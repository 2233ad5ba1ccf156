import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ownerSessionMutations, ownerSessionQueries } from '@atrium/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { AccountCard } from '../components/account-card';
import { ErrorNotice, Loading } from '../components/states';
import { hasCode } from '../errors';
import { useOwnerApi } from '../session';
import { OWNER_PASSWORD_RULE } from './account/owner-password-rule';

/** The one-time token travels in the fragment (`#token=…`), which never reaches a server. */
export function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

export function SetupPage() {
  const [token] = useState(tokenFromFragment);
  const { client, queryClient } = useOwnerApi();
  const setup = useMutation(ownerSessionMutations.setUp(client, queryClient), queryClient);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
  });

  // A used link says so on opening, rather than after the whole form is filled in.
  const link = useQuery(
    { ...ownerSessionQueries.setupLink(client, token), enabled: Boolean(token) },
    queryClient,
  );

  if (setup.isSuccess) return <Navigate to="/" replace />;
  if (link.isPending && token) return <Loading />;
  if (hasCode(link.error, 'INVALID_SETUP_LINK'))
    return (
      <AccountCard
        title="This setup link has been used"
        intro="The first owner account exists already. Sign in with it, or ask its owner for an invitation."
      >
        <Button component={Link} to="/sign-in">
          Sign in
        </Button>
      </AccountCard>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setup.mutate({ token, ...form });
  };
  return (
    <AccountCard
      title="Create the first owner account"
      intro="This account will own every site on this Atrium server, and can invite other owners."
    >
      {!token && (
        <Alert color="yellow" role="alert">
          This page needs the one-time link that the server printed when it started. Open that link instead.
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          {setup.isError && <ErrorNotice error={setup.error} />}
          <TextInput label="Your name" autoComplete="name" required {...field('name')} />
          <TextInput label="Email" type="email" autoComplete="username" required {...field('email')} />
          <PasswordInput
            label="Password"
            description={OWNER_PASSWORD_RULE}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <Button type="submit" loading={setup.isPending} disabled={!token}>
            Create account
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
