import { sitesMutations, sitesQueries } from '@atrium/react';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton } from '../components/confirm-button';
import { formatDate } from '../components/dates';
import { ShownOnce } from '../components/shown-once';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { DataTable } from '../components/data-table';

/** An invitation by email; the link it makes is shown once, by the page. */
function InviteForm({ onInvited }: { onInvited: (inviteUrl: string) => void }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const invite = useMutation(
    sitesMutations.inviteOwner(client, queryClient, {
      onSuccess: ({ inviteUrl }) => {
        onInvited(inviteUrl);
        setEmail('');
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email);
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        {invite.isError && <ErrorNotice error={invite.error} />}
        <Group align="end">
          <TextInput
            label="Invite by email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={invite.isPending}>
            Create invitation
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function OwnersPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const owners = useQuery(sitesQueries.owners(client));
  const [link, setLink] = useState<string | null>(null);
  const withdraw = useMutation(sitesMutations.revokeOwnerInvite(client, queryClient));

  return (
    <Stack>
      <Title order={1} size="h2">
        Owners
      </Title>
      <Text c="dimmed">Owners can change everything on this site. Invite only people you trust.</Text>
      <InviteForm onInvited={setLink} />
      {link && (
        <ShownOnce
          label="The invitation link (send it to them; it works for 7 days)"
          value={link}
          onDone={() => setLink(null)}
        />
      )}
      {withdraw.isError && <ErrorNotice error={withdraw.error} />}
      <QueryState query={owners}>
        {({ owners: people, invites }) => (
          <DataTable minWidth={520} columns={['Name', 'Email', 'Status']} actions>
            {people.map((owner) => (
              <Table.Tr key={owner._id}>
                <Table.Td>{owner.name}</Table.Td>
                <Table.Td>{owner.email}</Table.Td>
                <Table.Td>Owner since {formatDate(owner._createdDate)}</Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
            {invites.map((pending) => (
              <Table.Tr key={pending._id}>
                <Table.Td>—</Table.Td>
                <Table.Td>{pending.email}</Table.Td>
                <Table.Td>Invited, until {formatDate(pending.expiresDate)}</Table.Td>
                <Table.Td align="right">
                  <ConfirmButton
                    title="Withdraw this invitation?"
                    message={`The link sent to ${pending.email} will stop working.`}
                    onConfirm={() => withdraw.mutate(pending._id)}
                  >
                    Withdraw
                  </ConfirmButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </Stack>
  );
}
