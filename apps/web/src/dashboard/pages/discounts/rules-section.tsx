import { discountRulesMutations, discountRulesQueries } from '@atrium/react';
import type { discountRules } from '@atrium/sdk';
import { Badge, Button, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { ErrorNotice, QueryState } from '../../components/states';
import type { FormProblem } from '../../errors';
import { useSiteClient } from '../../site-client';
import { RuleForm, useStoreCategories } from './rule-form';

type Rule = discountRules.DiscountRule;

const STATUS_COLORS = { LIVE: 'green', PENDING: 'blue', EXPIRED: 'gray' } as const;

/** What a rule takes off, in a few words; rules made through the API may use kinds the form does not offer. */
function worth(rule: Rule, categoryName: (id: string) => string | undefined): string {
  const discount = rule.discounts.values[0];
  if (!discount) return '—';
  const off =
    discount.percentage != null
      ? `${discount.percentage}% off`
      : discount.fixedAmount != null
        ? `${discount.fixedAmount} off each item`
        : discount.fixedPrice != null
          ? `Each item for ${discount.fixedPrice}`
          : discount.quantityBased
            ? `${discount.quantityBased.configurations[0]?.quantity} for ${discount.quantityBased.configurations[0]?.price}`
            : 'A discount';
  const scopes = discount.specificItemsInfo?.scopes ?? [];
  const ids = scopes.flatMap(
    (scope) => (scope.customFilter?.params?.categoryIds as string[] | undefined) ?? [],
  );
  const where =
    scopes.length === 0
      ? ''
      : ids.length === 1 && scopes.length === 1
        ? ` in ${categoryName(ids[0]!) ?? 'one category'}`
        : ' on some items';
  const from = rule.trigger?.subtotalRange?.from;
  return `${off}${where}${from ? ` over ${from}` : ''}`;
}

/** Whether a rule applies while it is live: switched on or off at once. */
function RuleSwitch(props: { rule: Rule; pending: boolean; onChange: (active: boolean) => void }) {
  const { rule, pending, onChange } = props;
  return (
    <Switch
      aria-label={`${rule.name} is switched on`}
      checked={rule.active}
      disabled={pending}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** Discount rules: automatic discounts, with their status, an on-off switch and their usage. */
export function RulesSection() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const rules = useQuery(discountRulesQueries.list(client, { limit: 100 }));
  const categories = useStoreCategories();
  const create = useMutation(
    discountRulesMutations.create(client, queryClient, { onSuccess: () => setCreating(false) }),
  );
  const update = useMutation(discountRulesMutations.update(client, queryClient));
  const remove = useMutation(discountRulesMutations.remove(client, queryClient));
  const categoryName = (id: string) => categories.data?.categories.find((c) => c._id === id)?.name;
  // A fresh form: no refusal left from the last one.
  const open = () => (create.reset(), setProblem(null), setCreating(true));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Discount rules
        </Title>
        <Button onClick={open}>New discount rule</Button>
      </Group>
      <Text c="dimmed">
        Automatic discounts: they apply by themselves while they are live and switched on.
      </Text>
      {update.error && <ErrorNotice error={update.error} />}
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={rules}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No discount rules yet.</Text>
          ) : (
            <DataTable minWidth={720} columns={['Name', 'Discount', 'Status', 'Active', 'Used']} actions>
              {page.items.map((rule) => (
                <Table.Tr key={rule._id}>
                  <Table.Td>{rule.name}</Table.Td>
                  <Table.Td>{worth(rule, categoryName)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[rule.status]}>{rule.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <RuleSwitch
                      rule={rule}
                      pending={update.isPending && update.variables?._id === rule._id}
                      onChange={(active) =>
                        update.mutate({ _id: rule._id, discountRule: { active, revision: rule.revision } })
                      }
                    />
                  </Table.Td>
                  <Table.Td>{rule.usageCount}</Table.Td>
                  <Table.Td align="right">
                    <ConfirmButton
                      title="Delete this discount rule?"
                      message={`Carts no longer get ${rule.name}; orders that had it keep it.`}
                      onConfirm={() => remove.mutate(rule._id)}
                    >
                      Delete
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New discount rule">
        <Stack>
          {(problem ?? create.error) && <ErrorNotice error={problem ?? create.error} />}
          <RuleForm
            pending={create.isPending}
            onInvalid={setProblem}
            onSubmit={(rule) => create.mutate(rule)}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
