import { webhooksMutations, webhooksQueries } from '@atrium/react';
import { Button, Group, Modal, Stack, Switch, Table, TagsInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton } from '../components/confirm-button';
import { ShownOnce } from '../components/shown-once';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { DeliveryLog } from './delivery-log';

interface HookActionsProps {
  url: string;
  pinging: boolean;
  onPing: () => void;
  onDelete: () => void;
}

/** A webhook's test delivery, and its deletion once confirmed. */
function HookActions({ url, pinging, onPing, onDelete }: HookActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" loading={pinging} onClick={onPing}>
        Send test
      </Button>
      <ConfirmButton
        title="Delete this webhook?"
        message={`Events will no longer be sent to ${url}.`}
        onConfirm={onDelete}
      >
        Delete
      </ConfirmButton>
    </Group>
  );
}

export function WebhooksPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const list = useQuery(webhooksQueries.list(client, { sort: [{ field: '_createdDate', order: 'ASC' }] }));
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation(
    webhooksMutations.create(client, queryClient, {
      onSuccess: (created) => {
        setCreating(false);
        setSecret(created.secret);
      },
    }),
  );
  const update = useMutation(webhooksMutations.update(client, queryClient));
  const remove = useMutation(webhooksMutations.remove(client, queryClient));
  const ping = useMutation(webhooksMutations.ping(client, queryClient));
  const failure = update.error ?? remove.error ?? ping.error;

  return (
    <Stack>
      <PageHeader
        title="Webhooks"
        description="Atrium POSTs each matching event to your URL, signed with the subscription's secret, and retries failures."
        action={<Button onClick={() => setCreating(true)}>New webhook</Button>}
      />
      {secret && <ShownOnce label="The signing secret" value={secret} onDone={() => setSecret(null)} />}
      {failure && <ErrorNotice error={failure} />}
      <QueryState query={list}>
        {(result) =>
          result.items.length === 0 ? (
            <Text>No webhooks yet.</Text>
          ) : (
            <DataTable minWidth={640} columns={['URL', 'Events', 'Enabled']} actions>
              {result.items.map((hook) => (
                <Table.Tr key={hook._id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{hook.url}</Table.Td>
                  <Table.Td>{hook.eventTypes.join(', ')}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Deliver to ${hook.url}`}
                      checked={hook.enabled}
                      onChange={(e) =>
                        update.mutate({
                          _id: hook._id,
                          webhook: { enabled: e.currentTarget.checked },
                          options: { fieldMask: ['enabled'] },
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td align="right">
                    <HookActions
                      url={hook.url}
                      pinging={ping.isPending && ping.variables === hook._id}
                      onPing={() => ping.mutate(hook._id)}
                      onDelete={() => remove.mutate(hook._id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <DeliveryLog />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New webhook" size="lg">
        <NewWebhookForm
          pending={create.isPending}
          error={create.error}
          onSubmit={(hook) => create.mutate(hook)}
        />
      </Modal>
    </Stack>
  );
}

function NewWebhookForm(props: {
  pending: boolean;
  error: unknown;
  onSubmit: (hook: { url: string; eventTypes: string[] }) => void;
}) {
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<string[]>(['*']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ url, eventTypes });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {props.error != null && <ErrorNotice error={props.error} />}
        <TextInput
          label="URL"
          type="url"
          placeholder="https://example.com/hooks/atrium"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          data-autofocus
        />
        <TagsInput
          label="Event types"
          description="Such as order.paid, a family such as order.*, or * for every event. Press Enter after each."
          value={eventTypes}
          onChange={setEventTypes}
        />
        <Button type="submit" loading={props.pending}>
          Create webhook
        </Button>
      </Stack>
    </form>
  );
}
