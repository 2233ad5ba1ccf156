import { taxMutations, taxQueries } from '@atrium/react';
import { Group, Select, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { GroupsSection } from './groups-section';
import { RegionsSection } from './regions-section';
import { SaveStatus } from '../../components/save-status';

/** Tax: the settings, the regions with the rate of each tax group in them, and the tax groups. */
export function TaxPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(taxQueries.settings(client));
  const saveSettings = useMutation(taxMutations.updateSettings(client, queryClient));
  return (
    <Stack>
      <PageHeader
        title="Tax"
        description="Where the shop charges tax, at which rate for each group of items, and on which address."
      />
      {settings.isError && <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <Group align="flex-end">
          <Select
            label="Tax follows the buyer's"
            w={220}
            data={[
              { value: 'SHIPPING', label: 'shipping address' },
              { value: 'BILLING', label: 'billing address' },
            ]}
            value={settings.data.taxableAddress === 'BILLING' ? 'BILLING' : 'SHIPPING'}
            allowDeselect={false}
            onChange={(value) =>
              value && saveSettings.mutate({ taxableAddress: value as 'SHIPPING' | 'BILLING' })
            }
          />
          <Switch
            label="Tax shipping"
            checked={settings.data.taxShipping}
            onChange={(event) => saveSettings.mutate({ taxShipping: event.currentTarget.checked })}
          />
        </Group>
      )}
      <SaveStatus mutation={saveSettings} />
      <RegionsSection />
      <GroupsSection />
    </Stack>
  );
}
