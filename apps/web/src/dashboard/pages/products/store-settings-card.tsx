import { productsMutations, productsQueries } from '@atrium/react';
import { Button, Card, Group, Select, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSiteClient } from '../../site-client';
import { SaveStatus } from '../../components/save-status';

/** The shop's currency, weight unit and when orders take stock. */
export function StoreSettingsCard() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(productsQueries.settings(client));
  const save = useMutation(productsMutations.updateSettings(client, queryClient));
  const [currency, setCurrency] = useState<string | null>(null);
  if (!settings.data) return null;
  const current = settings.data;
  return (
    <Card withBorder>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Currency"
          description="ISO 4217 code"
          w={120}
          value={currency ?? current.currency}
          onChange={(e) => setCurrency(e.currentTarget.value.toUpperCase())}
        />
        <Button
          variant="default"
          disabled={currency === null || currency === current.currency}
          loading={save.isPending}
          onClick={() => currency && save.mutate({ currency }, { onSuccess: () => setCurrency(null) })}
        >
          Change currency
        </Button>
        <Select
          label="Weight unit"
          w={120}
          data={['KG', 'LB']}
          value={current.weightUnit}
          allowDeselect={false}
          onChange={(value) => value && save.mutate({ weightUnit: value as 'KG' | 'LB' })}
        />
        <Select
          label="Take stock when an order is"
          w={200}
          data={[
            { value: 'ON_ORDER_PLACED', label: 'placed' },
            { value: 'ON_ORDER_PAID', label: 'paid' },
          ]}
          value={current.inventoryTrigger}
          allowDeselect={false}
          onChange={(value) =>
            value && save.mutate({ inventoryTrigger: value as 'ON_ORDER_PLACED' | 'ON_ORDER_PAID' })
          }
        />
      </Group>
      <SaveStatus mutation={save} />
    </Card>
  );
}
