import { taxMutations, taxQueries } from '@atrium/react';
import type { taxRegions } from '@atrium/sdk';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { ErrorNotice, QueryState } from '../../components/states';
import type { FormProblem } from '../../errors';
import { problemsOf } from '../../form-checks';
import { useSiteClient } from '../../site-client';
import { PHYSICAL, percentOf, RATE_HINT, rateOf } from './rates';
import { RegionRates, regionName } from './region-rates';

type Region = taxRegions.TaxRegion;

/** The regions, the rates of every region and the groups they tax, as loaded for this section. */
function useTaxData() {
  const client = useSiteClient();
  const regions = useQuery(taxQueries.regions(client, { limit: 100 }));
  const mappings = useQuery(taxQueries.mappings(client, { limit: 100 }));
  const groups = useQuery(taxQueries.groups(client));
  const groupName = (id: string) => groups.data?.find((g) => g._id === id)?.name ?? 'A removed group';
  return { regions, mappings, groups, groupName };
}

type TaxData = ReturnType<typeof useTaxData>;

/** The new region's fields, and adding it with its rate for physical products. */
function useAddRegion() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const createRegion = useMutation(taxMutations.createRegion(client, queryClient));
  const createMapping = useMutation(taxMutations.createMapping(client, queryClient));
  const [country, setCountry] = useState('');
  const [subdivision, setSubdivision] = useState('');
  const [percent, setPercent] = useState('');
  const [included, setIncluded] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function addRegion() {
    const rate = rateOf(percent);
    const found = problemsOf(
      !/^[A-Za-z]{2}$/.test(country.trim()) && 'The country is its two letters, such as DE.',
      !rate && `The rate is ${RATE_HINT}.`,
    );
    setProblem(found);
    if (found || !rate) return;
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

  const fields = {
    country,
    setCountry,
    subdivision,
    setSubdivision,
    percent,
    setPercent,
    included,
    setIncluded,
  };
  const pending = createRegion.isPending || createMapping.isPending;
  const error = problem ?? createRegion.error ?? createMapping.error;
  return { fields, addRegion, pending, error };
}

/** The form that adds a region, with its rate for physical products. */
function AddRegionForm({ adding }: { adding: ReturnType<typeof useAddRegion> }) {
  const { country, setCountry, subdivision, setSubdivision, percent, setPercent, included, setIncluded } =
    adding.fields;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void adding.addRegion().catch(() => undefined);
      }}
    >
      <Group align="flex-end">
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
        <Button type="submit" loading={adding.pending}>
          Add region
        </Button>
      </Group>
    </form>
  );
}

/** One region, the rate of every group it taxes, and its actions. */
function RegionRow(props: {
  region: Region;
  data: TaxData;
  onEdit: (region: Region) => void;
  onRemove: (id: Region['_id']) => void;
}) {
  const { region, data, onEdit, onRemove } = props;
  const { mappings, groups, groupName } = data;
  const rates = (mappings.data?.items ?? []).filter((m) => m.taxRegionId === region._id);
  return (
    <Table.Tr>
      <Table.Td>{regionName(region)}</Table.Td>
      <Table.Td>
        {rates.length === 0
          ? '—'
          : rates.map((m) => (
              <Text key={m._id} size="sm">
                {groupName(m.taxGroupId)}: {percentOf(m.taxRate)}%
              </Text>
            ))}
      </Table.Td>
      <Table.Td>{region.taxIncludedInPrice ? 'Yes' : 'No'}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            disabled={!groups.data || !mappings.data}
            onClick={() => onEdit(region)}
          >
            Rates
          </Button>
          <ConfirmButton
            title="Delete this tax region?"
            message="Its rates go with it: no tax is charged there any more."
            onConfirm={() => onRemove(region._id)}
          >
            Delete
          </ConfirmButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Tax regions: where the shop charges tax, each with the rate of every group it taxes. */
export function RegionsSection() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const data = useTaxData();
  const { regions, mappings, groups } = data;
  const adding = useAddRegion();
  const removeRegion = useMutation(taxMutations.removeRegion(client, queryClient));
  const [editing, setEditing] = useState<Region | null>(null);
  return (
    <Stack>
      <Title order={2} size="h3">
        Regions and rates
      </Title>
      <AddRegionForm adding={adding} />
      {adding.error && <ErrorNotice error={adding.error} />}
      {removeRegion.error && <ErrorNotice error={removeRegion.error} />}
      <QueryState query={regions}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No tax regions yet: no tax is charged anywhere.</Text>
          ) : (
            <DataTable minWidth={620} columns={['Region', 'Rates', 'Prices include tax']} actions>
              {page.items.map((region) => (
                <RegionRow
                  key={region._id}
                  region={region}
                  data={data}
                  onEdit={setEditing}
                  onRemove={(id) => removeRegion.mutate(id)}
                />
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Rates in ${regionName(editing)}` : ''}
      >
        {editing && groups.data && mappings.data && (
          <RegionRates
            region={editing}
            groups={groups.data}
            mappings={mappings.data.items}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
