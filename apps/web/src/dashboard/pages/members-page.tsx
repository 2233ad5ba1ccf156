import { siteMembersMutations, siteMembersQueries } from '@atrium/react';
import { Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../components/confirm-button';
import { DataTable } from '../components/data-table';
import { formatDate } from '../components/dates';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ErrorNotice, QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { MemberSettingsPanel } from './member-settings';

const PAGE = 25;
const STATUS_COLOR = { ACTIVE: 'teal', PENDING: 'yellow', BLOCKED: 'red' } as Record<string, string>;
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
            <DataTable minWidth={640} columns={['Email', 'Name', 'Status', 'Sign-in', 'Joined']} actions>
              {members.map((member) => {
                const name = [member.identityProfile.firstName, member.identityProfile.lastName]
                  .filter(Boolean)
                  .join(' ');
                const waiting = member.status.reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED');
                return (
                  <Table.Tr key={member._id}>
                    <Table.Td>{member.email.address}</Table.Td>
                    <Table.Td>{name || '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[member.status.name] ?? 'gray'}>
                        {waiting ? 'waiting for approval' : member.status.name.toLowerCase()}
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
            <Pager offset={offset} pageSize={PAGE} hasNext={pagingMetadata.hasNext} onChange={setOffset} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

const FACTOR_NAMES: Record<string, string> = {
  PASSWORD: 'password',
  TOTP: 'authenticator app',
  WEBAUTHN: 'passkey',
  EMAIL: 'email code',
  SMS: 'text message',
  CALL: 'phone call',
  RECOVERY_CODE: 'recovery codes',
};

/** How the member signs in: their active factors, in words ("password, passkey, recovery codes"). */
function signInFactors(factors: { type: string; status: string }[]): string {
  const active = factors.filter((factor) => factor.status === 'ACTIVE');
  const names = [...new Set(active.map((factor) => FACTOR_NAMES[factor.type] ?? factor.type.toLowerCase()))];
  return names.join(', ') || '—';
}

const hasSecondFactor = (factors: { type: string }[]) => factors.some((factor) => factor.type !== 'PASSWORD');
