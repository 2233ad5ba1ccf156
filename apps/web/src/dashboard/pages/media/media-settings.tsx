import { mediaMutations, mediaQueries } from '@atrium/react';
import { Button, Group, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { SaveStatus } from '../../components/save-status';

const MB = 1024 * 1024;

/** Whether visitors and members may upload (into the visitor uploads folder only), and how large a file. */
export function MediaSettingsPanel() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(mediaQueries.settings(client));
  const update = useMutation(mediaMutations.updateSettings(client, queryClient));
  const [limit, setLimit] = useState<number | string | undefined>(undefined);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          Media settings
        </Title>
        <SaveStatus mutation={update} />
        <QueryState query={settings}>
          {(current) => (
            <Stack>
              <Switch
                label="Visitors and members may upload files (into the visitor uploads folder only)"
                checked={current.visitorUploads}
                onChange={(event) => update.mutate({ visitorUploads: event.currentTarget.checked })}
              />
              <Group align="end">
                <NumberInput
                  label="Largest visitor upload, in MB"
                  min={1}
                  max={5120}
                  value={limit ?? Math.round(current.visitorUploadMaxBytes / MB)}
                  onChange={setLimit}
                />
                <Button
                  variant="default"
                  loading={update.isPending}
                  disabled={limit === undefined || Number(limit) < 1}
                  onClick={() => update.mutate({ visitorUploadMaxBytes: Math.round(Number(limit) * MB) })}
                >
                  Save
                </Button>
              </Group>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
