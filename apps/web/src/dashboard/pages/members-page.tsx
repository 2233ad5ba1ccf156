import { siteMembersMutations, siteMembersQueries } from '@atrium/react';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../components/confirm-button';
import { DataTable } from '../components/data-table';
import { formatDate } from '../components/dates';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { MemberSettingsPanel } from './member-settings';
import {
  fullName,
  hasSecondFactor,
  isWaiting,
  signInFactors,
  STATUS_COLOR,
  statusLabel,
} from './members/member-labels';

const PAGE = 25;
type Status = 'PENDING' | 'ACTIVE' | 'BLOCKED';

export function MembersPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<Status | null>(null);
  const [offset, setOffset] = useState(0);
  const options = {
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status } : {}),
    limit: PAGE,
    offset,
  };
  const list = useQuery({ ...siteMembersQueries.list(client, options), placeholderData: keepPreviousData });
  const approve = useMutation(siteMembersMutations.approve(client, queryClient));
  const reject = useMutation(siteMembersMutations.reject(client, queryClient));
  const block = useMutation(siteMembersMutations.block(client, queryClient));
  const unblock = useMutation(siteMembersMutations.unblock(client, queryClient));
  const resetFactors = useMutation(siteMembersMutations.resetFactors(client, queryClient));
  const filtered = debounced !== '' || status !== null;
  const failure = approve.error ?? reject.error ?? block.error ?? unblock.error ?? resetFactors.error;

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
      {failure && <ErrorNotice error={failure} />}
      <QueryState query={list}>
        {({ members, pagingMetadata }) => (
          <>
            {members.length === 0 ? (
              <Text>{filtered || offset > 0 ? 'No member matches.' : 'No members yet.'}</Text>
            ) : (
              <DataTable minWidth={640} columns={['Email', 'Name', 'Status', 'Sign-in', 'Joined']} actions>
                {members.map((member) => {
                  const name = fullName(member);
                  const waiting = isWaiting(member);
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
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {waiting && (
                            <Button
                              size="xs"
                              onClick={() => approve.mutate(member._id)}
                              aria-label={`Approve ${member.email.address}`}
                            >
                              Approve
                            </Button>
                          )}
                          {waiting && (
                            <ConfirmButton
                              title="Reject this member?"
                              message={`${member.email.address} will not get an account.`}
                              onConfirm={() => reject.mutate(member._id)}
                            >
                              Reject
                            </ConfirmButton>
                          )}
                          {hasSecondFactor(member.factors) && (
                            <ConfirmButton
                              title="Reset second factors?"
                              message={`${member.email.address}'s authenticator apps, passkeys and recovery codes are removed; their password alone signs them in until they add new ones.`}
                              onConfirm={() => resetFactors.mutate(member._id)}
                            >
                              Reset factors
                            </ConfirmButton>
                          )}
                          {member.status.name === 'BLOCKED' ? (
                            <Button size="xs" variant="default" onClick={() => unblock.mutate(member._id)}>
                              Unblock
                            </Button>
                          ) : (
                            !waiting && (
                              <ConfirmButton
                                title="Block this member?"
                                message={`${member.email.address} is signed out everywhere and cannot sign in until unblocked.`}
                                onConfirm={() => block.mutate(member._id)}
                              >
                                Block
                              </ConfirmButton>
                            )
                          )}
                        </Group>
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
