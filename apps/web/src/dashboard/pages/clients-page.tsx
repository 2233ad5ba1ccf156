import { sitesMutations, sitesQueries } from '@atrium/react';
import type { sites } from '@atrium/sdk';
import { Badge, Button, Group, Modal, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../components/confirm-button';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { ClientForm } from './client-form';
import { CopyValue } from '../components/copy-value';

type Editing = { mode: 'create' } | { mode: 'edit'; client: sites.OAuthClient } | null;

export function ClientsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const clients = useQuery(sitesQueries.clients(client));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const create = useMutation(sitesMutations.createClient(client, queryClient, { onSuccess: close }));
  const update = useMutation(sitesMutations.updateClient(client, queryClient, { onSuccess: close }));
  const remove = useMutation(sitesMutations.deleteClient(client, queryClient));
  const active = editing?.mode === 'edit' ? update : create;

  return (
    <Stack>
      <PageHeader
        title="OAuth clients"
        description="Each headless site or app signs visitors in through a client: its id goes in the SDK's OAuthStrategy."
        action={<Button onClick={() => setEditing({ mode: 'create' })}>New client</Button>}
      />
      {remove.isError && <ErrorNotice error={remove.error} />}
      <QueryState query={clients}>
        {(list) => (
          <DataTable
            minWidth={760}
            columns={['Name', 'Client id', 'Allowed origins', 'Redirect URIs', 'Rotation']}
            actions
          >
            {list.map((c) => (
              <ClientRow
                key={c._id}
                client={c}
                deleting={remove.isPending && remove.variables === c._id}
                onEdit={() => setEditing({ mode: 'edit', client: c })}
                onDelete={() => remove.mutate(c._id)}
              />
            ))}
          </DataTable>
        )}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.mode === 'edit' ? 'Edit client' : 'New OAuth client'}
        size="lg"
      >
        {editing && (
          <ClientForm
            key={editing.mode === 'edit' ? editing.client._id : 'new'}
            initial={editing.mode === 'edit' ? editing.client : undefined}
            submitLabel={editing.mode === 'edit' ? 'Save' : 'Create client'}
            pending={active.isPending}
            error={active.error}
            onCancel={close}
            onSubmit={(values) =>
              editing.mode === 'edit'
                ? update.mutate({ _id: editing.client._id, client: values })
                : create.mutate(values)
            }
          />
        )}
      </Modal>
    </Stack>
  );
}

/** One client: its ids and settings, with edit and delete. */
function ClientRow(props: {
  client: sites.OAuthClient;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const c = props.client;
  return (
    <Table.Tr>
      <Table.Td>{c.name}</Table.Td>
      <Table.Td>
        <CopyValue value={c._id} label={`the client id of ${c.name}`} />
      </Table.Td>
      <Table.Td>{c.allowedOrigins.join(', ') || '—'}</Table.Td>
      <Table.Td>
        {c.redirectUris.length === 0
          ? '—'
          : c.redirectUris.map((uri) => (
              <CopyValue key={uri} value={uri} label={`the redirect URI ${uri}`} />
            ))}
      </Table.Td>
      <Table.Td>{c.rotateRefreshTokens ? <Badge>On</Badge> : <Badge color="gray">Off</Badge>}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" onClick={props.onEdit}>
            Edit
          </Button>
          <ConfirmButton
            title="Delete this client?"
            message={`Sites using "${c.name}" can no longer sign visitors in, and its sessions stop renewing.`}
            loading={props.deleting}
            onConfirm={props.onDelete}
          >
            Delete
          </ConfirmButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
