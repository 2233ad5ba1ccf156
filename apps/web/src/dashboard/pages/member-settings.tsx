import { siteMembersMutations, siteMembersQueries } from '@atrium/react';
import { NativeSelect, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { SaveStatus } from '../components/save-status';

type Captcha = 'OFF' | 'INVISIBLE' | 'VISIBLE';

const CAPTCHA_HELP: Record<Captcha, string> = {
  OFF: 'Anyone may try to sign in or register; repeated guesses are still slowed down.',
  INVISIBLE:
    'The browser quietly solves a small puzzle before signing in or registering; people see nothing.',
  VISIBLE:
    'People type the characters they read in a picture: stops more bots, but shuts out people who cannot see it.',
};

/** How people become members: open or by approval, with or without a verified address, with or without a captcha. */
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
        <SaveStatus mutation={update} />
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
              <NativeSelect
                label="Captcha at sign-in and registration"
                description={CAPTCHA_HELP[current.captcha]}
                value={current.captcha}
                onChange={(event) => update.mutate({ captcha: event.currentTarget.value as Captcha })}
                data={[
                  { value: 'OFF', label: 'Off' },
                  { value: 'INVISIBLE', label: 'Invisible check' },
                  { value: 'VISIBLE', label: 'Visible challenge' },
                ]}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
