import { siteMembersMutations, siteMembersQueries } from '@atrium/react';
import { Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';

/** How people become members: open or by approval, with or without a verified address. */
export function MemberSettingsPanel() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(siteMembersQueries.settings(client));
  const update = useMutation(siteMembersMutations.updateSettings(client, queryClient));
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          Sign-in settings
        </Title>
        {update.isError && <ErrorNotice error={update.error} />}
        <QueryState query={settings}>
          {(current) => (
            <Stack>
              <div>
                <Text id="registration-label" fw={500} size="sm" mb={4}>
                  New members
                </Text>
                <SegmentedControl
                  aria-labelledby="registration-label"
                  value={current.registration}
                  onChange={(value) => update.mutate({ registration: value as 'OPEN' | 'APPROVAL' })}
                  data={[
                    { value: 'OPEN', label: 'Anyone can register' },
                    { value: 'APPROVAL', label: 'An owner approves each' },
                  ]}
                />
              </div>
              <Switch
                label="New members must confirm their email address with a code"
                checked={current.requireEmailVerification}
                onChange={(event) => update.mutate({ requireEmailVerification: event.currentTarget.checked })}
              />
              <Switch
                label="Members must prove a second factor at sign-in (an emailed code unless they use an authenticator app)"
                checked={current.requireMfa}
                onChange={(event) => update.mutate({ requireMfa: event.currentTarget.checked })}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
