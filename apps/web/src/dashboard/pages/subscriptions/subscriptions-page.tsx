import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionsMutations, subscriptionsQueries, type SubscriptionAction } from '@atrium/react';
import type { subscriptionContracts } from '@atrium/sdk';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';

const COLOR: Record<string, string> = {
  ACTIVE: 'green',
  PAUSED: 'yellow',
  SUSPENDED: 'red',
  CANCELED: 'gray',
  ENDED: 'gray',
};
const HISTORY: Record<string, string> = {
  CREATED: 'Started',
  RENEWED: 'Renewed',
  RENEWAL_DECLINED: 'Renewal declined',
  SUSPENDED: 'Suspended',
  PAUSED: 'Paused',
  RESUMED: 'Resumed',
  CANCELED: 'Canceled',
  ENDED: 'Ended',
};

type Contract = subscriptionContracts.SubscriptionContract;

function History({ contract }: { contract: Contract }) {
  return (
    <DataTable minWidth={480} columns={['When', 'What', 'Cycle', 'By']}>
      {contract.history.map((entry, i) => (
        <Table.Tr key={i}>
          <Table.Td>{formatDate(entry._createdDate)}</Table.Td>
          <Table.Td>
            {HISTORY[entry.type] ?? entry.type}
            {entry.declineCode ? ` (${entry.declineCode}, next try ${formatDate(entry.retryDate)})` : ''}
          </Table.Td>
          <Table.Td>{entry.cycleNumber ?? '—'}</Table.Td>
          <Table.Td>{entry.actor.toLowerCase()}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** A contract's history toggle, and what its status allows: pause, resume, cancel. */
function ContractActions(props: {
  contract: Contract;
  onHistory: () => void;
  onAct: (action: SubscriptionAction) => void;
}) {
  const { contract, onHistory, onAct } = props;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="subtle" onClick={onHistory}>
        History
      </Button>
      {contract.status === 'ACTIVE' && (
        <Button size="xs" variant="light" onClick={() => onAct('pause')}>
          Pause
        </Button>
      )}
      {(contract.status === 'PAUSED' || contract.status === 'SUSPENDED') && (
        <Button size="xs" variant="light" onClick={() => onAct('resume')}>
          Resume
        </Button>
      )}
      {contract.status !== 'CANCELED' && contract.status !== 'ENDED' && (
        <ConfirmButton
          size="xs"
          color="red"
          variant="light"
          title="Cancel this subscription?"
          message="It will not renew again. Orders already made stay as they are."
          onConfirm={() => onAct('cancel')}
        >
          Cancel
        </ConfirmButton>
      )}
    </Group>
  );
}

/** Subscriptions: every contract with its status, next billing date and history; pause, resume or cancel. */
export function SubscriptionsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(subscriptionsQueries.list(client));
  const act = useMutation(subscriptionsMutations.act(client, queryClient));
  return (
    <Stack>
      <PageHeader
        title="Subscriptions"
        description="Members' subscriptions: each renews on its billing date with the saved card; a declined renewal is retried after 1, 3 and 7 days, then suspended."
      />
      {act.error && <ErrorNotice error={act.error} />}
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No subscriptions yet.</Text>
          ) : (
            <DataTable
              minWidth={720}
              columns={['Subscription', 'Member', 'Status', 'Next billing', 'Cycles']}
              actions
            >
              {page.items.map((contract) => (
                <Table.Tr key={contract._id}>
                  <Table.Td>{contract.title ?? contract.lineItems[0]?.productName?.original}</Table.Td>
                  <Table.Td>{contract.buyerInfo?.email}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOR[contract.status] ?? 'gray'}>{contract.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {contract.status === 'ACTIVE' ? formatDate(contract.nextBillingDate) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {contract.cyclesCompleted}
                    {contract.subscriptionSettings.billingCycles
                      ? ` of ${contract.subscriptionSettings.billingCycles}`
                      : ''}
                  </Table.Td>
                  <Table.Td align="right">
                    <ContractActions
                      contract={contract}
                      onHistory={() => setOpen(open === contract._id ? null : contract._id)}
                      onAct={(action) => act.mutate({ id: contract._id, action })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      {open && byId(list.data?.items, open) && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            History
          </Title>
          <History contract={byId(list.data?.items, open)!} />
        </Stack>
      )}
    </Stack>
  );
}

const byId = (items: Contract[] | undefined, id: string) => items?.find((c) => c._id === id);
