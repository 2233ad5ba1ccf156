import { sitesQueries, tipsMutations, tipsQueries } from '@atrium/react';
import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { DistributionsReport } from './distributions-report';
import { TipSettingsForm } from './tip-settings-form';
import { SaveStatus } from '../../components/save-status';

/** Tips: whether buyers may tip at checkout and how, who receives them, and the distributions report. */
export function TipsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(tipsQueries.settings(client));
  const owners = useQuery(sitesQueries.owners(client));
  const save = useMutation(tipsMutations.updateSettings(client, queryClient));
  const team = (owners.data?.owners ?? []).map((owner) => ({ value: owner._id, label: owner.name }));
  return (
    <Stack>
      <PageHeader
        title="Tips"
        description="Let buyers add a tip at checkout, choose who receives tips, and see how they were shared."
      />
      <SaveStatus mutation={save} />
      <QueryState query={settings}>
        {(found) => (
          <TipSettingsForm
            key={found._updatedDate?.toISOString() ?? 'new'}
            settings={found}
            team={team}
            pending={save.isPending}
            onSubmit={(input) => save.mutate(input)}
          />
        )}
      </QueryState>
      <DistributionsReport team={team} />
    </Stack>
  );
}
