import { abandonedCheckoutsMutations, abandonedCheckoutsQueries } from '@atrium/react';
import { Button, Group, NumberInput, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { abandonedCheckouts } from '@atrium/sdk';
import { useEffect, useState } from 'react';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { minutesLabel, parseSchedule } from './abandoned-figures';
import { SaveStatus } from '../../components/save-status';

/** The site's recovery settings: on or off, the delay before a checkout counts as abandoned, the mails. */
export function RecoverySettings() {
  const client = useSiteClient();
  const settings = useQuery(abandonedCheckoutsQueries.settings(client));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recovery-title">
      <Stack>
        <Title order={2} size="h4" id="recovery-title">
          Recovery settings
        </Title>
        <QueryState query={settings}>{(current) => <SettingsForm current={current} />}</QueryState>
      </Stack>
    </Paper>
  );
}

type Settings = abandonedCheckouts.AbandonedCheckoutSettings;

function SettingsForm({ current }: { current: Settings }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(current.enabled);
  const [delay, setDelay] = useState<number | string>(current.abandonAfterMinutes);
  const [schedule, setSchedule] = useState(current.mailAfterMinutes.join(', '));
  useEffect(() => {
    setEnabled(current.enabled);
    setDelay(current.abandonAfterMinutes);
    setSchedule(current.mailAfterMinutes.join(', '));
  }, [current]);
  const save = useMutation(abandonedCheckoutsMutations.updateSettings(client, queryClient));
  const mails = parseSchedule(schedule);
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (mails) save.mutate({ enabled, abandonAfterMinutes: Number(delay), mailAfterMinutes: mails });
      }}
    >
      <Switch
        label="Mark abandoned checkouts and send recovery mails"
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label="Abandoned after (minutes)"
          description={`A checkout with an email and no order, unchanged for ${minutesLabel(Number(delay) || 0)}`}
          min={1}
          max={43200}
          allowDecimal={false}
          value={delay}
          onChange={setDelay}
        />
        <TextInput
          label="Recovery mails (minutes after abandonment)"
          description={mails?.length ? mails.map(minutesLabel).join(', then ') : 'No mails'}
          placeholder="60, 1440"
          value={schedule}
          onChange={(event) => setSchedule(event.currentTarget.value)}
          error={mails ? undefined : 'Whole minutes, separated by commas'}
          style={{ flex: 1, minWidth: 240 }}
        />
      </Group>
      <Group>
        <Button type="submit" loading={save.isPending} disabled={!mails}>
          Save settings
        </Button>
      </Group>
      <SaveStatus mutation={save} />
    </Stack>
  );
}
