import { feeSettingsMutations, feeSettingsQueries } from '@atrium/react';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import type { FormProblem } from '../../errors';
import { useSiteClient } from '../../site-client';
import { FEE_TYPES, FeeForm, type Fee } from './fee-form';
import { SaveStatus } from '../../components/save-status';

/** The most fees a site may have (FeeSettings in the contract). */
const MAX_FEES = 10;

/** Which fee the form is for: a new one, or the one at an index of the list. */
type Editing = { index: number | null } | null;

const amountLabel = (fee: Fee) => `${fee.amount} ${fee.per === 'ITEM' ? 'per item' : 'per order'}`;

interface FeeActionsProps {
  name: string;
  pending: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A fee's edit button, and its removal once confirmed. */
function FeeActions({ name, pending, onEdit, onRemove }: FeeActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit}>
        Edit
      </Button>
      <ConfirmButton
        title="Remove this fee?"
        message={`Orders no longer pay ${name}.`}
        loading={pending}
        onConfirm={onRemove}
      >
        Remove
      </ConfirmButton>
    </Group>
  );
}

/** Additional fees: what every order pays on top (handling, insurance), per order or per item. */
export function FeesPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const settings = useQuery(feeSettingsQueries.get(client));
  const save = useMutation(
    feeSettingsMutations.update(client, queryClient, { onSuccess: () => setEditing(null) }),
  );
  const fees = settings.data?.fees ?? [];
  const open = (next: Editing) => {
    save.reset();
    setProblem(null);
    setEditing(next);
  };
  /** The whole list is the fee settings: every change saves it all. */
  const saveWith = (fee: Fee) =>
    save.mutate({
      fees: editing?.index == null ? [...fees, fee] : fees.map((old, i) => (i === editing.index ? fee : old)),
    });
  const current = editing?.index == null ? undefined : fees[editing.index];

  return (
    <Stack>
      <PageHeader
        title="Fees"
        description="Charges every order pays on top of its items and shipping, such as handling or insurance."
        action={
          <Button onClick={() => open({ index: null })} disabled={!settings.data || fees.length >= MAX_FEES}>
            New fee
          </Button>
        }
      />
      {/* The form shows its own refusals; once it closes, the outcome shows here. */}
      {!editing && <SaveStatus mutation={save} />}
      <QueryState query={settings}>
        {({ fees }) =>
          fees.length === 0 ? (
            <Text>No fees: orders pay for their items, shipping and tax only.</Text>
          ) : (
            <DataTable minWidth={600} columns={['Fee', 'Kind', 'Amount', 'Taxable']} actions>
              {fees.map((fee, index) => (
                <Table.Tr key={fee.code}>
                  <Table.Td>{fee.name}</Table.Td>
                  <Table.Td>{FEE_TYPES.find((t) => t.value === fee.type)?.label ?? fee.type}</Table.Td>
                  <Table.Td>{amountLabel(fee)}</Table.Td>
                  <Table.Td>{fee.taxable ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>
                    <FeeActions
                      name={fee.name}
                      pending={save.isPending}
                      onEdit={() => open({ index })}
                      onRemove={() => save.mutate({ fees: fees.filter((_, i) => i !== index) })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit ${current.name}` : 'New fee'}
      >
        <Stack>
          {(problem ?? save.error) && <ErrorNotice error={problem ?? save.error} />}
          <FeeForm
            key={editing?.index ?? 'new'}
            fee={current}
            takenCodes={fees.map((fee) => fee.code)}
            pending={save.isPending}
            onInvalid={setProblem}
            onSubmit={saveWith}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
