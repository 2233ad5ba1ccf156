import { sitesMutations, sitesQueries } from '@atrium/react';
import { Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CopyValue } from '../components/copy-value';
import { formatDate } from '../components/dates';
import { SaveStatus } from '../components/save-status';
import { QueryState } from '../components/states';
import { useRefreshSession } from '../session';
import { useSiteClient } from '../site-client';
import { GettingStarted } from './overview/getting-started';
import { KeyFigures } from './overview/key-figures';
import { SalesPanel } from './sales/sales-panel';

export function OverviewPage() {
  const client = useSiteClient();
  const site = useQuery(sitesQueries.site(client));
  return (
    <Stack>
      <Title order={1} size="h2">
        Overview
      </Title>
      <QueryState query={site}>
        {(data) => (
          <Stack>
            <GettingStarted base={`/sites/${data._id}`} />
            <KeyFigures base={`/sites/${data._id}`} />
            <SalesPanel />
            <Paper withBorder p="md">
              <Table variant="vertical" layout="fixed">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={140}>Site id</Table.Th>
                    <Table.Td>
                      <CopyValue value={data._id} label="the site id" />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Created</Table.Th>
                    <Table.Td>{formatDate(data._createdDate)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
            <RenameForm name={data.name} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function RenameForm({ name: current }: { name: string }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const [name, setName] = useState(current);
  // The session lists site names too (the site switcher), so it is refreshed as well.
  const rename = useMutation(
    sitesMutations.updateSite(client, queryClient, {
      onSuccess: refreshSession,
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ name });
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Group align="end">
          <TextInput
            label="Site name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={rename.isPending} disabled={name === current}>
            Rename
          </Button>
        </Group>
        <SaveStatus mutation={rename} />
      </Stack>
    </Paper>
  );
}
