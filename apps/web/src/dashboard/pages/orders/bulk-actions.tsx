import { ordersMutations } from '@atrium/react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProblem } from '../../errors';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { bulkOutcome, isTagId } from './order-labels';

type Outcome = ReturnType<typeof bulkOutcome>;

/** What can be done to the chosen orders at once: tag or untag them, or record them as paid. */
export function BulkActions({ orderIds, onDone }: { orderIds: string[]; onDone: () => void }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [tag, setTag] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const finish = (done: string) => (answer: Parameters<typeof bulkOutcome>[1]) => {
    setOutcome(bulkOutcome(done, answer));
    onDone();
  };
  const retag = useMutation(ordersMutations.retag(client, queryClient));
  const markPaid = useMutation(
    ordersMutations.bulkMarkPaid(client, queryClient, { onSuccess: finish('Marked as paid:') }),
  );
  const change = (assign: boolean) => {
    setOutcome(null);
    if (!isTagId(tag)) {
      setProblem(new FormProblem(['A tag id is a GUID, such as 0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b']));
      return;
    }
    setProblem(null);
    retag.mutate(
      { orderIds, tagId: tag.trim().toLowerCase(), assign },
      { onSuccess: finish(assign ? 'Tag added to' : 'Tag removed from') },
    );
  };
  const failure = problem ?? retag.error ?? markPaid.error;
  const count = orderIds.length;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Bulk actions">
      <Stack gap="xs">
        <Text size="sm" fw={500} aria-live="polite">
          {count === 0 ? 'Choose orders to act on several at once.' : `${count} selected`}
        </Text>
        <Group align="end" wrap="wrap">
          <TextInput
            label="Tag for selected orders"
            placeholder="A tag's GUID"
            value={tag}
            onChange={(e) => setTag(e.currentTarget.value)}
            w={340}
          />
          <Button disabled={!count} loading={retag.isPending} onClick={() => change(true)}>
            Add tag
          </Button>
          <Button variant="default" disabled={!count} loading={retag.isPending} onClick={() => change(false)}>
            Remove tag
          </Button>
          <Button
            variant="light"
            disabled={!count}
            loading={markPaid.isPending}
            onClick={() => {
              setOutcome(null);
              markPaid.mutate(orderIds);
            }}
          >
            Mark as paid
          </Button>
        </Group>
        {failure && <ErrorNotice error={failure} />}
        {outcome && (
          <Alert
            color={outcome.failures.length ? 'yellow' : 'teal'}
            role={outcome.failures.length ? 'alert' : 'status'}
            title={outcome.message}
          >
            {outcome.failures.length > 0 && (
              <ul>
                {outcome.failures.map((failure, i) => (
                  <li key={i}>{failure}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
