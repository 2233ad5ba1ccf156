import { backInStockMutations, backInStockQueries } from '@atrium/react';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';

const STATUS_COLOR: Record<string, string> = {
  RECEIVED: 'blue',
  PROCESSING: 'yellow',
  NOTIFICATION_SENT: 'green',
  FAILED: 'red',
};

/** Back in stock: who waits for which item, a "notify now" per item, and the latest requests with their status. */
export function BackInStockPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const items = useQuery(backInStockQueries.waiting(client));
  const latest = useQuery(backInStockQueries.latest(client));
  const notify = useMutation(backInStockMutations.notify(client, queryClient));
  return (
    <Stack>
      <PageHeader
        title="Back in stock"
        description="Shoppers who asked to be emailed when a sold-out item returns. Restocking mails them once; “Notify now” mails them at once."
      />
      {notify.error && <ErrorNotice error={notify.error} />}
      <QueryState query={items}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>Nobody is waiting for an item.</Text>
          ) : (
            <DataTable minWidth={480} columns={['Item', 'Waiting']} actions>
              {rows.map((row) => (
                <Table.Tr key={row.catalogReference.catalogItemId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td data-testid="waiting-count">{row.count}</Table.Td>
                  <Table.Td align="right">
                    <Button
                      size="xs"
                      variant="light"
                      loading={
                        notify.isPending &&
                        notify.variables?.catalogItemId === row.catalogReference.catalogItemId
                      }
                      onClick={() => notify.mutate(row.catalogReference)}
                    >
                      Notify now
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Title order={3}>Latest requests</Title>
      <QueryState query={latest}>
        {({ requests, names }) =>
          requests.length === 0 ? (
            <Text>No requests yet.</Text>
          ) : (
            <DataTable minWidth={560} columns={['Email', 'Item', 'Status', 'Asked']}>
              {requests.map((request) => (
                <Table.Tr key={request._id}>
                  <Table.Td>{request.email}</Table.Td>
                  <Table.Td>
                    {names.get(request.catalogReference.catalogItemId) ??
                      request.catalogReference.catalogItemId}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[request.status] ?? 'gray'}>
                      {request.status.replace('_', ' ')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{request._createdDate?.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
