import { Select, Stack, Table, Text, Title } from '@mantine/core';
import { tipsQueries } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';

const PAGE = 20;
const SOURCES = [
  { value: 'WEB', label: 'Web checkout' },
  { value: 'DASHBOARD', label: 'Dashboard' },
  { value: 'POS', label: 'Point of sale' },
];

/** Who received which share of which order's tip, newest first, and the sum of what the filter matches. */
export function DistributionsReport({ team }: { team: ReadonlyArray<{ value: string; label: string }> }) {
  const client = useSiteClient();
  const [staff, setStaff] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const filter = {
    ...(staff ? { 'staff.staffMemberId': staff } : {}),
    ...(source ? { source } : {}),
  };
  const page = useQuery(tipsQueries.distributions(client, { filter, limit: PAGE, offset }));
  const sum = useQuery(tipsQueries.distributionsSum(client, filter));
  const pick = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    setOffset(0);
  };
  return (
    <Stack>
      <Title order={3}>Distributions</Title>
      <Stack gap="xs" maw={560}>
        <Select label="Staff member" data={[...team]} value={staff} onChange={pick(setStaff)} clearable />
        <Select label="Source" data={SOURCES} value={source} onChange={pick(setSource)} clearable />
      </Stack>
      {sum.data && <Text fw={600}>Total: {sum.data.totalAmount}</Text>}
      <QueryState query={page}>
        {(found) =>
          found.tipDistributions.length === 0 ? (
            <Text>No tip distributions yet.</Text>
          ) : (
            <>
              <DataTable minWidth={640} columns={['Date', 'Staff', 'Amount', 'Source', 'Order']}>
                {found.tipDistributions.map((share) => (
                  <Table.Tr key={share._id}>
                    <Table.Td>{new Date(share._createdDate).toLocaleString()}</Table.Td>
                    <Table.Td>{share.staff.name}</Table.Td>
                    <Table.Td>{share.amount}</Table.Td>
                    <Table.Td>
                      {SOURCES.find((s) => s.value === share.source)?.label ?? share.source}
                    </Table.Td>
                    <Table.Td>{share.orderId}</Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <Pager
                offset={offset}
                pageSize={PAGE}
                hasNext={found.pagingMetadata.hasNext ?? false}
                onChange={setOffset}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
