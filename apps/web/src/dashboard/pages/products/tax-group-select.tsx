import { taxQueries } from '@atrium/react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSiteClient } from '../../site-client';

/** A product's tax group: the site's groups, or none to be taxed as its type says (physical or digital). */
export function TaxGroupSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (taxGroupId: string | null) => void;
}) {
  const client = useSiteClient();
  const groups = useQuery(taxQueries.groups(client));
  return (
    <Select
      label="Tax group"
      placeholder="As its type (physical or digital)"
      data={(groups.data ?? []).map((group) => ({ value: group._id!, label: group.name }))}
      value={value}
      onChange={onChange}
      clearable
      disabled={groups.isPending}
    />
  );
}
