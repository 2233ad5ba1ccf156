import { taxMutations, taxQueries } from '@atrium/react';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { ErrorNotice, QueryState } from '../../components/states';
import type { FormProblem } from '../../errors';
import { needText, problemsOf } from '../../form-checks';
import { useSiteClient } from '../../site-client';
import { isDefaultGroup } from './rates';

/** Tax groups: the built-in ones and the site's own, which regions give rates to. */
export function GroupsSection() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const groups = useQuery(taxQueries.groups(client));
  const create = useMutation(taxMutations.createGroup(client, queryClient, { onSuccess: () => setName('') }));
  const remove = useMutation(taxMutations.removeGroup(client, queryClient));
  return (
    <Stack>
      <Title order={2} size="h3">
        Tax groups
      </Title>
      <Text c="dimmed">
        Items taxed alike. Every shop has the built-in groups; add your own for items with a rate of their
        own, such as books.
      </Text>
      <Group
        component="form"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          const found = problemsOf(needText(name, 'The group name', 200));
          setProblem(found);
          if (!found) create.mutate({ name: name.trim() });
        }}
      >
        <TextInput label="Group name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button type="submit" loading={create.isPending}>
          Add group
        </Button>
      </Group>
      {(problem ?? create.error) && <ErrorNotice error={problem ?? create.error} />}
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={groups}>
        {(list) => (
          <DataTable minWidth={420} columns={['Group', 'Kind']} actions>
            {list.map((group) => (
              <Table.Tr key={group._id}>
                <Table.Td>{group.name}</Table.Td>
                <Table.Td>
                  {isDefaultGroup(group) ? (
                    <Badge color="gray">Built in</Badge>
                  ) : (
                    <Badge color="indigo">Your own</Badge>
                  )}
                </Table.Td>
                <Table.Td align="right">
                  {!isDefaultGroup(group) && (
                    <ConfirmButton
                      title="Delete this tax group?"
                      message={`${group.name} goes; a group that regions still give a rate to cannot be deleted.`}
                      onConfirm={() => remove.mutate(group._id)}
                    >
                      Delete
                    </ConfirmButton>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </Stack>
  );
}
