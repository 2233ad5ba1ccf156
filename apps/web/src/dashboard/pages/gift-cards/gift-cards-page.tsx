import { giftCardsMutations, giftCardsQueries } from '@atrium/react';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ShownOnce } from '../../components/shown-once';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';

/** Gift cards: issue one with a balance (its code is shown once), see balances, disable a card. */
export function GiftCardsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [balance, setBalance] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const list = useQuery(giftCardsQueries.list(client, { limit: 100 }));
  const issue = useMutation(
    giftCardsMutations.issue(client, queryClient, {
      onSuccess: (issued) => {
        setCode(issued.code);
        setBalance('');
      },
    }),
  );
  const disable = useMutation(giftCardsMutations.disable(client, queryClient));
  return (
    <Stack>
      <PageHeader title="Gift cards" description="Cards with a balance that shoppers spend at checkout." />
      {code && <ShownOnce label="The gift card's code" value={code} onDone={() => setCode(null)} />}
      <Group
        component="form"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          issue.mutate({ initialBalance: balance.trim() });
        }}
      >
        <TextInput
          label="Balance"
          placeholder="50.00"
          required
          value={balance}
          onChange={(event) => setBalance(event.currentTarget.value)}
        />
        <Button type="submit" loading={issue.isPending}>
          Issue gift card
        </Button>
      </Group>
      {issue.error && <ErrorNotice error={issue.error} />}
      {disable.error && <ErrorNotice error={disable.error} />}
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No gift cards yet.</Text>
          ) : (
            <DataTable minWidth={560} columns={['Code', 'Balance', 'Issued with', 'Status']} actions>
              {page.items.map((card) => (
                <Table.Tr key={card._id}>
                  <Table.Td>{card.obfuscatedCode}</Table.Td>
                  <Table.Td>
                    {card.balance} {card.currency}
                  </Table.Td>
                  <Table.Td>{card.initialBalance}</Table.Td>
                  <Table.Td>
                    <Badge color={card.status === 'ACTIVE' ? 'green' : 'gray'}>{card.status}</Badge>
                  </Table.Td>
                  <Table.Td align="right">
                    {card.status !== 'DISABLED' && (
                      <ConfirmButton
                        title="Disable this gift card?"
                        message={`${card.obfuscatedCode} will no longer pay for anything.`}
                        onConfirm={() => disable.mutate(card._id!)}
                      >
                        Disable
                      </ConfirmButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
