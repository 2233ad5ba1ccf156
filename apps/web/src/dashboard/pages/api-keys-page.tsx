import { sitesMutations, sitesQueries } from '@atrium/react';
import type { Permission } from '@atrium/contract';
import { PERMISSION_SENTENCES } from '@atrium/contract/rules';
import { Button, Checkbox, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton } from '../components/confirm-button';
import { formatDate } from '../components/dates';
import { ShownOnce } from '../components/shown-once';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';

// The contract's one table of permissions (plain values: its schemas and zod stay out of the browser bundle).
const PERMISSION_OPTIONS = Object.entries(PERMISSION_SENTENCES).map(([value, sentence]) => ({
  value,
  label: value === '*' ? 'Everything' : value,
  sentence,
}));

export function ApiKeysPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const keys = useQuery(sitesQueries.apiKeys(client));
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const create = useMutation(
    sitesMutations.createApiKey(client, queryClient, {
      onSuccess: ({ key }) => {
        setCreating(false);
        setShown(key);
      },
    }),
  );
  const revoke = useMutation(sitesMutations.revokeApiKey(client, queryClient));

  return (
    <Stack>
      <PageHeader
        title="API keys"
        description="Keys act for the whole site from servers and scripts. Keep them out of browsers."
        action={<Button onClick={() => setCreating(true)}>New API key</Button>}
      />
      {shown && <ShownOnce label="The new API key" value={shown} onDone={() => setShown(null)} />}
      {revoke.isError && <ErrorNotice error={revoke.error} />}
      <QueryState query={keys}>
        {(list) =>
          list.length === 0 ? (
            <Text>No active API keys.</Text>
          ) : (
            <DataTable minWidth={600} columns={['Name', 'Permissions', 'Created', 'Last used']} actions>
              {list.map((key) => (
                <Table.Tr key={key._id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>{key.permissions.map((p) => (p === '*' ? 'Everything' : p)).join(', ')}</Table.Td>
                  <Table.Td>{formatDate(key._createdDate)}</Table.Td>
                  <Table.Td>{key.lastUsedDate ? formatDate(key.lastUsedDate) : 'Never'}</Table.Td>
                  <Table.Td align="right">
                    <ConfirmButton
                      title="Revoke this key?"
                      message={`Calls made with "${key.name}" will fail from now on. This cannot be undone.`}
                      loading={revoke.isPending && revoke.variables === key._id}
                      onConfirm={() => revoke.mutate(key._id)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New API key">
        <NewKeyForm pending={create.isPending} error={create.error} onSubmit={(key) => create.mutate(key)} />
      </Modal>
    </Stack>
  );
}

function NewKeyForm(props: {
  pending: boolean;
  error: unknown;
  onSubmit: (key: { name: string; permissions: Permission[] }) => void;
}) {
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>(['*']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ name, permissions: permissions as Permission[] });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {props.error != null && <ErrorNotice error={props.error} />}
        <TextInput
          label="Name"
          description="Say where it is used, e.g. “Order export”."
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <Checkbox.Group
          label="Permissions"
          description="What calls made with this key may do; give it only what it needs."
          value={permissions}
          onChange={setPermissions}
        >
          <Stack gap="xs" mt="xs">
            {PERMISSION_OPTIONS.map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.sentence}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button type="submit" loading={props.pending}>
          Create key
        </Button>
      </Stack>
    </form>
  );
}
