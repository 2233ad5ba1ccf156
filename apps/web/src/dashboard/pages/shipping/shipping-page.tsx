import { shippingOptionsMutations, shippingOptionsQueries } from '@atrium/react';
import type { shippingOptions } from '@atrium/sdk';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { CarriersSection } from './carriers-section';
import { LogisticsForm } from './logistics-form';

const rateText = (option: shippingOptions.ShippingOption) =>
  option.rates.length === 1 && !option.rates[0]!.conditions?.length
    ? `${option.rates[0]!.amount} flat${option.rates[0]!.multiplyByQuantity ? ' per item' : ''}`
    : `${option.rates.length} rates`;

type Option = shippingOptions.ShippingOption;

/** The options, with what they cost and how long they take, each with its logistics and a delete. */
function OptionsTable(props: {
  options: Option[];
  onEdit: (option: Option) => void;
  onRemove: (id: Option['_id']) => void;
}) {
  const { options, onEdit, onRemove } = props;
  return (
    <DataTable minWidth={520} columns={['Option', 'Price', 'Delivery time']} actions>
      {options.map((option) => (
        <Table.Tr key={option._id}>
          <Table.Td>{option.title}</Table.Td>
          <Table.Td>{rateText(option)}</Table.Td>
          <Table.Td>{option.estimatedDeliveryTime ?? '—'}</Table.Td>
          <Table.Td align="right">
            <Button variant="subtle" size="xs" onClick={() => onEdit(option)}>
              Pickup and slots
            </Button>
            <ConfirmButton
              title="Delete this shipping option?"
              message={`${option.title} is no longer offered.`}
              onConfirm={() => onRemove(option._id)}
            >
              Delete
            </ConfirmButton>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** A new option with a flat price: its fields, emptied once it is created. */
function NewOptionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [time, setTime] = useState('');
  const create = useMutation(
    shippingOptionsMutations.create(client, queryClient, {
      onSuccess: () => {
        onClose();
        setTitle('');
        setPrice('');
        setTime('');
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="New shipping option">
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({
            title: title.trim(),
            rates: [{ amount: price.trim() }],
            ...(time.trim() ? { estimatedDeliveryTime: time.trim() } : {}),
          });
        }}
      >
        {create.error && <ErrorNotice error={create.error} />}
        <TextInput label="Name" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <TextInput
          label="Price"
          description="A flat price for every order, such as 4.99"
          required
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
        />
        <TextInput
          label="Delivery time"
          placeholder="3–5 days"
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create option
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Shipping options: what a cart pays to be delivered, everywhere unless the API limits it to regions. */
export function ShippingPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Option | null>(null);
  const list = useQuery(shippingOptionsQueries.list(client, { limit: 100 }));
  const remove = useMutation(shippingOptionsMutations.remove(client, queryClient));
  return (
    <Stack>
      <PageHeader
        title="Shipping"
        description="The delivery options shoppers choose from, and what each costs."
        action={<Button onClick={() => setCreating(true)}>New shipping option</Button>}
      />
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No shipping options yet: carts cannot be shipped until there is one.</Text>
          ) : (
            <OptionsTable options={page.items} onEdit={setEditing} onRemove={(id) => remove.mutate(id)} />
          )
        }
      </QueryState>
      <CarriersSection />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `${editing.title}: pickup and time slots` : ''}
        size="lg"
      >
        {editing && <LogisticsForm shippingOptionId={editing._id!} onSaved={() => setEditing(null)} />}
      </Modal>
      <NewOptionModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
