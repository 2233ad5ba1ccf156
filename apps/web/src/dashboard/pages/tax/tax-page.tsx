import { taxMutations, taxQueries } from '@atrium/react';
import { Button, Checkbox, Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';

/** The built-in group of physical products, whose rate the region form sets. */
const PHYSICAL = '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f01';

/** A percentage as the owner types it ("20", "8.25") as the rate the server keeps ("0.2", "0.0825"), exactly. */
export function rateOf(percent: string): string | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return undefined;
  // Millionths: the percentage's digits with four decimals.
  const millionths = `${match[1]}${(match[2] ?? '').padEnd(4, '0')}`.padStart(7, '0');
  if (Number(millionths) > 1_000_000) return undefined;
  return (
    `${millionths.slice(0, -6)}.${millionths.slice(-6)}`.replace(/^0+(?=\d)/, '').replace(/\.?0+$/, '') || '0'
  );
}

/** A rate the server keeps ("0.0825") as a percentage ("8.25"), exactly. */
export function percentOf(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const shifted = fraction.padEnd(2, '0');
  const rest = shifted.slice(2);
  const percent = String(Number(whole + shifted.slice(0, 2)));
  return rest ? `${percent}.${rest}` : percent;
}

/** Tax: the settings, and the regions with the rate of physical products in each. */
export function TaxPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const settings = useQuery(taxQueries.settings(client));
  const regions = useQuery(taxQueries.regions(client, { limit: 100 }));
  const mappings = useQuery(taxQueries.mappings(client, { limit: 100 }));
  const saveSettings = useMutation(taxMutations.updateSettings(client, queryClient));
  const createRegion = useMutation(taxMutations.createRegion(client, queryClient));
  const createMapping = useMutation(taxMutations.createMapping(client, queryClient));
  const removeRegion = useMutation(taxMutations.removeRegion(client, queryClient));
  const [country, setCountry] = useState('');
  const [subdivision, setSubdivision] = useState('');
  const [percent, setPercent] = useState('');
  const [included, setIncluded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rateIn = (regionId: string) =>
    mappings.data?.items.find((m) => m.taxRegionId === regionId && m.taxGroupId === PHYSICAL)?.taxRate;

  async function addRegion() {
    const rate = rateOf(percent);
    if (!rate) return setProblem('The rate is a percentage from 0 to 100, such as 20 or 8.25.');
    setProblem(null);
    const region = await createRegion.mutateAsync({
      country: country.trim().toUpperCase(),
      ...(subdivision.trim() ? { subdivision: subdivision.trim().toUpperCase() } : {}),
      taxIncludedInPrice: included,
    });
    await createMapping.mutateAsync({ taxGroupId: PHYSICAL, taxRegionId: region._id, taxRate: rate });
    setCountry('');
    setSubdivision('');
    setPercent('');
  }

  return (
    <Stack>
      <PageHeader
        title="Tax"
        description="Where the shop charges tax, at which rate, and on which address."
      />
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
      {saveSettings.error && <ErrorNotice error={saveSettings.error} />}
      <Group
        component="form"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          void addRegion().catch(() => undefined);
        }}
      >
        <TextInput
          label="Country"
          description="Two letters, such as DE"
          w={130}
          required
          value={country}
          onChange={(e) => setCountry(e.currentTarget.value)}
        />
        <TextInput
          label="State or province"
          description="Optional, such as CA"
          w={150}
          value={subdivision}
          onChange={(e) => setSubdivision(e.currentTarget.value)}
        />
        <TextInput
          label="Rate (%)"
          description="For physical products"
          w={130}
          required
          value={percent}
          onChange={(e) => setPercent(e.currentTarget.value)}
        />
        <Checkbox
          label="Prices include tax"
          checked={included}
          onChange={(e) => setIncluded(e.currentTarget.checked)}
        />
        <Button type="submit" loading={createRegion.isPending || createMapping.isPending}>
          Add region
        </Button>
      </Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {(createRegion.error ?? createMapping.error) && (
        <ErrorNotice error={createRegion.error ?? createMapping.error} />
      )}
      {removeRegion.error && <ErrorNotice error={removeRegion.error} />}
      <QueryState query={regions}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No tax regions yet: no tax is charged anywhere.</Text>
          ) : (
            <DataTable minWidth={520} columns={['Region', 'Physical products', 'Prices include tax']} actions>
              {page.items.map((region) => {
                const rate = rateIn(region._id!);
                return (
                  <Table.Tr key={region._id}>
                    <Table.Td>
                      {region.subdivision ? `${region.country}-${region.subdivision}` : region.country}
                    </Table.Td>
                    <Table.Td>{rate === undefined ? '—' : `${percentOf(rate)}%`}</Table.Td>
                    <Table.Td>{region.taxIncludedInPrice ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td align="right">
                      <ConfirmButton
                        title="Delete this tax region?"
                        message="Its rates go with it: no tax is charged there any more."
                        onConfirm={() => removeRegion.mutate(region._id!)}
                      >
                        Delete
                      </ConfirmButton>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
