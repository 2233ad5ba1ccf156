import { webhooksQueries } from '@atrium/react';
import { Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../components/dates';
import { QueryState } from '../components/states';
import { useSiteClient } from '../site-client';

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
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Data</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((event) => (
                      <Table.Tr key={event._id}>
                        <Table.Td>{event.type}</Table.Td>
                        <Table.Td>{formatDate(event._createdDate)}</Table.Td>
                        <Table.Td>
                          <Code style={{ wordBreak: 'break-all' }}>{JSON.stringify(event.data)}</Code>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE))}
                >
                  Newer
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!pagingMetadata?.hasNext}
                  onClick={() => setOffset(offset + PAGE)}
                >
                  Older
                </Button>
              </Group>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
