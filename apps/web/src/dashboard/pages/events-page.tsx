import { webhooksQueries } from '@atrium/react';
import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../components/dates';
import { QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';

const PAGE = 25;

/** Everything that happened on the site, newest first, as webhooks receive it. */
export function EventsPage() {
  const client = useSiteClient();
  const [offset, setOffset] = useState(0);
  const events = useQuery({
    ...webhooksQueries.events(client, { paging: { limit: PAGE, offset } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <Title order={1} size="h2">
        Event log
      </Title>
      <QueryState query={events}>
        {({ events: list = [], pagingMetadata }) =>
          list.length === 0 ? (
            <Text>No events yet. Changes to the site's data appear here as they happen.</Text>
          ) : (
            <>
              <DataTable minWidth={560} columns={['Type', 'When', 'Data']}>
                {list.map((event) => (
                  <Table.Tr key={event._id}>
                    <Table.Td>{event.type}</Table.Td>
                    <Table.Td>{formatDate(event._createdDate)}</Table.Td>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{JSON.stringify(event.data)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <Pager
                offset={offset}
                pageSize={PAGE}
                hasNext={pagingMetadata?.hasNext ?? false}
                onChange={setOffset}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
