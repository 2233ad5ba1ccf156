import { webhooksQueries } from '@atrium/react';
import {
  Button,
  Code,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { webhooks } from '@atrium/sdk';
import { formatDate } from '../components/dates';
import { QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { Pager } from '../components/pager';
import { instantOf } from '../form-checks';
import { actorText } from './events/actor';
import { PayloadTree } from './events/payload-tree';

const PAGE = 25;

/** A day of a date field ("2026-03-01") as the instant it starts or ends in the owner's own time. */
const dayStart = (day: string) => (day ? (instantOf(`${day}T00:00`) ?? undefined) : undefined);
const dayEnd = (day: string) => (day ? (instantOf(`${day}T23:59:59.999`) ?? undefined) : undefined);

function EventCard({ event }: { event: webhooks.SiteEvent }) {
  const [open, setOpen] = useState(false);
  const when = formatDate(event._createdDate);
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${event.type}, ${when}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Code style={{ overflowWrap: 'anywhere' }}>{event.type}</Code>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          By {actorText(event.actor)}
        </Text>
        <div>
          <Button variant="subtle" size="compact-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide data' : 'Show data'}
          </Button>
        </div>
        {open && <PayloadTree data={event.data} label={`Data of ${event.type}`} />}
      </Stack>
    </Paper>
  );
}

/** One page of the log, filtered by types and days; `backwards` when the days are the wrong way round. */
function useEventLog(filter: { eventTypes: string[]; from: string; to: string; offset: number }) {
  const client = useSiteClient();
  const { eventTypes, offset } = filter;
  const createdFrom = dayStart(filter.from);
  const createdTo = dayEnd(filter.to);
  const backwards = !!createdFrom && !!createdTo && createdTo < createdFrom;
  const events = useQuery({
    ...webhooksQueries.events(client, {
      ...(eventTypes.length ? { eventTypes } : {}),
      ...(createdFrom ? { createdFrom } : {}),
      ...(createdTo && !backwards ? { createdTo } : {}),
      paging: { limit: PAGE, offset },
    }),
    placeholderData: keepPreviousData,
  });
  return { events, backwards };
}

/** Every change to the site, newest first, with who made it: the audit trail, as webhooks receive it. */
export function EventsPage() {
  const client = useSiteClient();
  const [offset, setOffset] = useState(0);
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const types = useQuery(webhooksQueries.eventTypes(client));
  const { events, backwards } = useEventLog({ eventTypes, from, to, offset });
  // A new filter starts again from the newest page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };
  const filtering = eventTypes.length > 0 || !!from || !!to;
  return (
    <Stack>
      <Title order={1} size="h2">
        Event log
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MultiSelect
          label="Event types"
          placeholder={eventTypes.length ? undefined : 'All types'}
          data={types.data ?? []}
          value={eventTypes}
          onChange={filtered(setEventTypes)}
          searchable
          clearable
        />
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(e) => filtered(setFrom)(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          error={backwards ? 'Must not be before From.' : undefined}
          onChange={(e) => filtered(setTo)(e.currentTarget.value)}
        />
      </SimpleGrid>
      <QueryState query={events}>
        {({ events: list = [], pagingMetadata }) =>
          list.length === 0 ? (
            <Text>
              {filtering
                ? 'No events match these filters.'
                : "No events yet. Changes to the site's data appear here as they happen."}
            </Text>
          ) : (
            <>
              <Stack gap="xs">
                {list.map((event) => (
                  <EventCard key={event._id} event={event} />
                ))}
              </Stack>
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
