import { siteMembersQueries } from '@atrium/react';
import { Anchor, Badge, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { formatDate } from '../components/dates';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { MemberSettingsPanel } from './member-settings';
import { MemberActions, useMemberActions } from './members/member-actions';
import { fullName, signInFactors, STATUS_COLOR, statusLabel } from './members/member-labels';

const PAGE = 25;
type Status = 'PENDING' | 'ACTIVE' | 'BLOCKED';

/** One page of the members, by email and status. */
function useMemberList({
  search,
  status,
  offset,
}: {
  search: string;
  status: Status | null;
  offset: number;
}) {
  const client = useSiteClient();
  const options = {
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    limit: PAGE,
    offset,
  };
  return useQuery({ ...siteMembersQueries.list(client, options), placeholderData: keepPreviousData });
}

export function MembersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<Status | null>(null);
  const [offset, setOffset] = useState(0);
  const list = useMemberList({ search: debounced, status, offset });
  const actions = useMemberActions();
  const filtered = debounced !== '' || status !== null;

  return (
    <Stack>
      <PageHeader title="Members" description="The people with an account on this site." />
      <MemberSettingsPanel />
      <Group align="end">
        <TextInput
          label="Search by email"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setOffset(0);
          }}
          style={{ flex: 1 }}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value as Status | null);
            setOffset(0);
          }}
          data={[
            { value: 'PENDING', label: 'Waiting' },
            { value: 'ACTIVE', label: 'Active' },
            { value: 'BLOCKED', label: 'Blocked' },
          ]}
        />
      </Group>
      {actions.failure && <ErrorNotice error={actions.failure} />}
      <QueryState query={list}>
        {({ members, pagingMetadata }) => (
          <>
            {members.length === 0 ? (
              <Text>{filtered || offset > 0 ? 'No member matches.' : 'No members yet.'}</Text>
            ) : (
              <DataTable minWidth={640} columns={['Email', 'Name', 'Status', 'Sign-in', 'Joined']} actions>
                {members.map((member) => {
                  const name = fullName(member);
                  return (
                    <Table.Tr key={member._id}>
                      <Table.Td>
                        <Anchor component={Link} to={member._id}>
                          {member.email.address}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{name || '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[member.status.name] ?? 'gray'}>
                          {statusLabel(member)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{signInFactors(member.factors)}</Table.Td>
                      <Table.Td>{formatDate(member._createdDate)}</Table.Td>
                      <Table.Td>
                        <MemberActions member={member} actions={actions} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </DataTable>
            )}
            <Pager offset={offset} pageSize={PAGE} hasNext={pagingMetadata.hasNext} onChange={setOffset} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
