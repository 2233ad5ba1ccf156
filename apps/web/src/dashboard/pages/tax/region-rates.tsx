import { taxMutations } from '@atrium/react';
import type { manualTaxMappings, taxGroups, taxRegions } from '@atrium/sdk';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components/states';
import type { FormProblem } from '../../errors';
import { problemsOf } from '../../form-checks';
import { useSiteClient } from '../../site-client';
import { percentOf, RATE_HINT, rateOf } from './rates';

type Mapping = manualTaxMappings.ManualTaxMapping;

export const regionName = (region: taxRegions.TaxRegion) =>
  region.subdivision ? `${region.country}-${region.subdivision}` : region.country;

interface RegionRatesProps {
  region: taxRegions.TaxRegion;
  groups: taxGroups.TaxGroup[];
  mappings: Mapping[];
  onDone: () => void;
}

/** Each group's rate in the region as a percent to edit; '' where it has none. */
function initialPercents(groups: taxGroups.TaxGroup[], mappingOf: (groupId: string) => Mapping | undefined) {
  return Object.fromEntries(
    groups.map((g) => {
      const mapping = mappingOf(g._id);
      return [g._id, mapping ? percentOf(mapping.taxRate) : ''];
    }),
  );
}

/**
 * The rate of every tax group in one region (its manual tax mappings): a rate typed is created or changed, a
 * rate emptied is removed, so that items of that group are not taxed there.
 */
export function RegionRates({ region, groups, mappings, onDone }: RegionRatesProps) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const create = useMutation(taxMutations.createMapping(client, queryClient));
  const update = useMutation(taxMutations.updateMapping(client, queryClient));
  const remove = useMutation(taxMutations.removeMapping(client, queryClient));
  const mappingOf = (groupId: string) =>
    mappings.find((m) => m.taxRegionId === region._id && m.taxGroupId === groupId);
  const [percents, setPercents] = useState<Record<string, string>>(() => initialPercents(groups, mappingOf));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const found = problemsOf(
      ...groups.map(
        (g) =>
          !!percents[g._id]?.trim() && !rateOf(percents[g._id]!) && `The rate of ${g.name} is ${RATE_HINT}.`,
      ),
    );
    setProblem(found);
    if (found) return;
    setSaving(true);
    setFailure(null);
    try {
      // One call per changed group, one after the other: a failure stops there and says which.
      for (const group of groups) {
        const typed = percents[group._id]?.trim() ?? '';
        const mapping = mappingOf(group._id);
        if (!typed && mapping) await remove.mutateAsync(mapping._id);
        const rate = typed ? rateOf(typed)! : undefined;
        if (rate && !mapping)
          await create.mutateAsync({ taxGroupId: group._id, taxRegionId: region._id, taxRate: rate });
        if (rate && mapping && rate !== rateOf(percentOf(mapping.taxRate)))
          await update.mutateAsync({
            _id: mapping._id,
            manualTaxMapping: { taxRate: rate, revision: mapping.revision },
          });
      }
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Rates as percentages; leave a group empty for no tax on its items in {regionName(region)}.
        </Text>
        {(problem ?? failure) != null && <ErrorNotice error={problem ?? failure} />}
        {groups.map((group) => (
          <TextInput
            key={group._id}
            label={`${group.name} (%)`}
            value={percents[group._id] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setPercents((old) => ({ ...old, [group._id]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save rates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
