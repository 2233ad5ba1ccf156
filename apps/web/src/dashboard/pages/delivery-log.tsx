import { webhooksMutations, webhooksQueries } from '@atrium/react';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../components/dates';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';

const PAGE = 20;
const STATUS_COLOR = { PENDING: 'yellow', SUCCEEDED: 'teal', FAILED: 'red' } as const;

/** The latest deliveries, newest first, with their outcome and a way to send one again. */
export function DeliveryLog() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const deliveries = useQuery({
    ...webhooksQueries.deliveries(client, {
      sort: [{ field: '_createdDate', order: 'DESC' }],
      limit: PAGE,
      offset,
    }),
    placeholderData: keepPreviousData,
  });
  const redeliver = useMutation(webhooksMutations.redeliver(client, queryClient));
  return (
    <Stack mt="lg">
      <Title order={2} size="h3">
        Delivery log
      </Title>
      {redeliver.isError && <ErrorNotice error={redeliver.error} />}
      <QueryState query={deliveries}>
        {(result) =>
          result.items.length === 0 ? (
            <Text>Nothing has been delivered yet.</Text>
          ) : (
            <>
              <DataTable
                minWidth={640}
                columns={['Event', 'Status', 'Attempts', 'Last answer', 'Last attempt']}
                actions
              >
                {result.items.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>{d.eventType}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[d.status]}>{d.status.toLowerCase()}</Badge>
                    </Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td>{d.lastStatusCode ?? d.lastError ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(d.lastAttemptDate)}</Table.Td>
                    <Table.Td align="right">
                      <Button
                        size="xs"
                        variant="default"
                        loading={redeliver.isPending && redeliver.variables === d._id}
                        onClick={() => redeliver.mutate(d._id)}
                      >
                        Redeliver
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <Pager offset={offset} pageSize={PAGE} hasNext={result.hasNext()} onChange={setOffset} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
