import { carrierSettingsMutations, carrierSettingsQueries } from '@atrium/react';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { SaveStatus } from '../../components/save-status';

/** The carriers installed on the server, each switched on or off for this site's carts. */
export function CarriersSection() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(carrierSettingsQueries.get(client));
  const update = useMutation(carrierSettingsMutations.update(client, queryClient));
  return (
    <Stack gap="xs">
      <Title order={3}>Carriers</Title>
      <SaveStatus mutation={update} />
      <QueryState query={settings}>
        {({ availableCarriers, carrierSettings }) =>
          availableCarriers.length === 0 ? (
            <Text size="sm" c="dimmed">
              No carrier is installed on this server: shoppers are offered your own options only. The server's
              ATRIUM_CARRIERS setting installs them.
            </Text>
          ) : (
            availableCarriers.map((carrier) => {
              const enabled = carrierSettings.enabledCarrierIds.includes(carrier.carrierId);
              return (
                <Checkbox
                  key={carrier.carrierId}
                  label={`${carrier.name}: offer its live rates at checkout`}
                  checked={enabled}
                  disabled={update.isPending}
                  onChange={() =>
                    update.mutate({
                      enabledCarrierIds: enabled
                        ? carrierSettings.enabledCarrierIds.filter((id) => id !== carrier.carrierId)
                        : [...carrierSettings.enabledCarrierIds, carrier.carrierId],
                    })
                  }
                />
              );
            })
          )
        }
      </QueryState>
    </Stack>
  );
}
