import { siteMembersQueries } from '@atrium/react';
import type { siteMembers } from '@atrium/sdk';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { formatDate } from '../../components/dates';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { MemberActions, useMemberActions } from './member-actions';
import { MemberOrders } from './member-orders';
import { factorName, fullName, STATUS_COLOR, statusLabel } from './member-labels';

/** One member: their profile, how they sign in and when they did, and what they ordered. */
export function MemberPage() {
  const { memberId = '' } = useParams();
  const client = useSiteClient();
  const member = useQuery(siteMembersQueries.get(client, memberId));
  return (
    <Stack>
      <Anchor component={Link} to=".." relative="path" size="sm">
        ← All members
      </Anchor>
      <QueryState query={member}>{(data) => <MemberView details={data} />}</QueryState>
    </Stack>
  );
}

/** The member's profile, as label and value rows. */
function factsOf(details: siteMembers.MemberDetails): Array<[string, ReactNode]> {
  const { member } = details;
  return [
    ['Name', fullName(member) || '—'],
    ['Email', `${member.email.address}${member.email.isVerified ? ' (verified)' : ' (not verified)'}`],
    ['Status', <Badge color={STATUS_COLOR[member.status.name] ?? 'gray'}>{statusLabel(member)}</Badge>],
    ['Joined', formatDate(member._createdDate)],
    ['Last sign-in', details.lastLoginDate ? formatDate(details.lastLoginDate) : 'Never'],
    ['Member id', <CopyValue value={member._id} label="the member id" />],
  ];
}

function MemberView({ details }: { details: siteMembers.MemberDetails }) {
  const { member } = details;
  const navigate = useNavigate();
  // A rejected member has no account left to show.
  const actions = useMemberActions({ onRejected: () => void navigate('..', { relative: 'path' }) });
  const facts = factsOf(details);
  const password = member.factors.some((factor) => factor.type === 'PASSWORD');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {fullName(member) || member.email.address}
        </Title>
        <MemberActions member={member} actions={actions} />
      </Group>
      {actions.failure && <ErrorNotice error={actions.failure} />}
      <Paper withBorder p="md" component="section" aria-label="Profile">
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Sign-in factors">
          <Text size="sm">{password ? 'Password set.' : 'No password (signed up through another app).'}</Text>
          {details.factors.length === 0 ? (
            <Text size="sm" c="dimmed">
              No second factors.
            </Text>
          ) : (
            <Table aria-label="Second factors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Factor</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Added</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.factors.map((factor) => (
                  <Table.Tr key={factor.factorId}>
                    <Table.Td>{factorName(factor.type)}</Table.Td>
                    <Table.Td>{factor.status === 'ACTIVE' ? 'active' : 'not yet confirmed'}</Table.Td>
                    <Table.Td>{formatDate(factor._createdDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section title="Recent sign-ins">
          {details.signIns.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sign-ins yet.
            </Text>
          ) : (
            <Stack component="ul" gap={2} m={0} pl="md" aria-label="Sign-ins">
              {details.signIns.map((signIn, index) => (
                <Text component="li" size="sm" key={index}>
                  {formatDate(signIn.signInDate)}
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
      <Section title="Orders">
        <MemberOrders memberId={member._id} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `member-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
