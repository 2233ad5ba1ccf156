import { Anchor, Button, Container, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ownerSessionMutations } from '@atrium/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SaveStatus } from '../../components/save-status';
import { useOwnerApi, useSignedIn } from '../../session';
import { OWNER_PASSWORD_RULE } from './owner-password-rule';
import { Section } from './account-section';
import { TwoFactorSection } from './two-factor-section';

function NameSection() {
  const { owner } = useSignedIn();
  const [name, setName] = useState(owner.name);
  const { client, queryClient } = useOwnerApi();
  const rename = useMutation(ownerSessionMutations.updateAccount(client, queryClient), queryClient);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ name });
  };
  return (
    <Section title="Your name">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <SaveStatus mutation={rename} />
          <Button type="submit" loading={rename.isPending} w="fit-content">
            Save the name
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' });
  const { client, queryClient } = useOwnerApi();
  const change = useMutation(ownerSessionMutations.changePassword(client, queryClient), queryClient);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(form, { onSuccess: () => setForm({ currentPassword: '', newPassword: '' }) });
  };
  return (
    <Section title="Password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={form.currentPassword}
            onChange={(e) => setForm({ ...form, currentPassword: e.currentTarget.value })}
          />
          <PasswordInput
            label="New password"
            description={OWNER_PASSWORD_RULE}
            autoComplete="new-password"
            required
            value={form.newPassword}
            onChange={(e) => setForm({ ...form, newPassword: e.currentTarget.value })}
          />
          {change.isSuccess ? (
            <Text size="sm" c="teal.8" role="status">
              Your password is changed. Your other sessions have ended.
            </Text>
          ) : (
            <SaveStatus mutation={change} />
          )}
          <Button type="submit" loading={change.isPending} w="fit-content">
            Change the password
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

/** The signed-in owner's own account: name, password and two-factor sign-in. */
export function AccountPage() {
  const { owner, sites } = useSignedIn();
  return (
    <Container size={560} py="xl" component="main">
      <Stack>
        <Anchor component={Link} to={sites[0] ? `/sites/${sites[0]._id}` : '/'} size="sm">
          ← Back to your sites
        </Anchor>
        <Title order={1} size="h2">
          Your account
        </Title>
        <Text c="dimmed">Signed in as {owner.email}</Text>
        <NameSection />
        <PasswordSection />
        <TwoFactorSection />
      </Stack>
    </Container>
  );
}
