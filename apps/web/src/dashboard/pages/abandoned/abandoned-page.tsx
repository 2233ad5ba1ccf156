import { abandonedCheckoutsMutations, abandonedCheckoutsQueries, type AbandonedSearch } from '@atrium/react';
import { Badge, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { RecoveryChart } from './recovery-chart';
import { RecoverySettings } from './recovery-settings';

const PAGE = 25;

/** The list's search and status filter. */
function AbandonedFilters(props: {
  text: string;
  status: string;
  onText: (text: string) => void;
  onStatus: (status: string) => void;
}) {
  const { text, status, onText, onStatus } = props;
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Email or name"
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
      />
      <NativeSelect
        label="Status"
        data={[
          { value: '', label: 'Any status' },
          { value: 'ABANDONED', label: 'Abandoned' },
          { value: 'RECOVERED', label: 'Recovered' },
        ]}
        value={status}
        onChange={(e) => onStatus(e.currentTarget.value)}
      />
    </Group>
  );
}

/** Abandoned checkouts: the recovery settings, abandoned against recovered, and the list, newest first. */
export function AbandonedCheckoutsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [offset, setOffset] = useState(0);
  const search: AbandonedSearch = {
    ...(status ? { filter: { status } } : {}),
    ...(debounced.trim() ? { search: { expression: debounced.trim() } } : {}),
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    paging: { limit: PAGE, offset },
  };
  const list = useQuery({
    ...abandonedCheckoutsQueries.search(client, search),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(abandonedCheckoutsMutations.remove(client, queryClient));
  return (
    <Stack>
      <PageHeader
        title="Abandoned checkouts"
        description="Checkouts with a buyer's email and no order after the delay, and the mails that bring buyers back."
      />
      <RecoverySettings />
      <RecoveryChart />
      <AbandonedFilters
        text={text}
        status={status}
        onText={(next) => (setText(next), setOffset(0))}
        onStatus={(next) => (setStatus(next), setOffset(0))}
      />
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={list}>
        {({ abandonedCheckouts, pagingMetadata }) =>
          abandonedCheckouts.length === 0 ? (
            <Text>No abandoned checkout{status || debounced ? ' matches' : ' yet'}.</Text>
          ) : (
            <>
              <DataTable
                minWidth={760}
                columns={['Abandoned', 'Buyer', 'Total', 'Status', 'Mails sent']}
                actions
              >
                {abandonedCheckouts.map((record) => (
                  <Table.Tr key={record._id}>
                    <Table.Td>{formatDate(record._createdDate)}</Table.Td>
                    <Table.Td>{record.buyerInfo.email ?? '—'}</Table.Td>
                    <Table.Td>{record.totalPrice.formattedAmount}</Table.Td>
                    <Table.Td>
                      <Badge color={record.status === 'RECOVERED' ? 'green' : 'orange'}>
                        {record.status === 'RECOVERED'
                          ? `Recovered ${formatDate(record.checkoutRecoveredDate)}`
                          : 'Abandoned'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{record.activities.filter((a) => a.type === 'EMAIL_SENT').length}</Table.Td>
                    <Table.Td align="right">
                      <ConfirmButton
                        title="Delete this abandoned checkout?"
                        message="The buyer's email and cart are erased from it; the checkout itself stays."
                        onConfirm={() => remove.mutate(record._id)}
                      >
                        Delete
                      </ConfirmButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <Pager offset={offset} pageSize={PAGE} hasNext={pagingMetadata.hasNext} onChange={setOffset} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
