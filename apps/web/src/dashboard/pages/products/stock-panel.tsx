import { productsMutations, productsQueries } from '@atrium/react';
import type { products } from '@atrium/sdk';
import { Button, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';

const REASONS: Record<string, string> = {
  MANUAL: 'Adjusted by hand',
  ORDER_PLACED: 'Order placed',
  ORDER_PAID: 'Order paid',
  ORDER_CANCELED: 'Order canceled',
  REFUND_RESTOCK: 'Restocked on refund',
};

/** Stock adjustments with a note, and the product's inventory log. */
export function StockPanel({ product }: { product: products.Product }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const adjust = useMutation(productsMutations.updateInventory(client, queryClient));
  const log = useQuery(
    productsQueries.inventoryLog(client, {
      eq: { productId: product._id },
      sort: [{ field: '_createdDate', order: 'DESC' }],
      limit: 50,
    }),
  );
  const hasVariants = product.variants.length > 0;
  const [variantId, setVariantId] = useState<string | null>(hasVariants ? product.variants[0]!._id : null);
  const [change, setChange] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const send = (kind: 'incrementBy' | 'decrementBy' | 'setQuantity') =>
    adjust.mutate([{ productId: product._id, variantId, [kind]: Number(change), note: note || null }], {
      onSuccess: () => setNote(''),
    });
  const failed = adjust.data?.results.find((r) => !r.itemMetadata.success)?.itemMetadata.error;
  const name = (id: string | null | undefined) =>
    Object.values(product.variants.find((v) => v._id === id)?.choices ?? {}).join(' / ');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Stock
      </Title>
      <Group align="flex-end" wrap="wrap">
        {hasVariants && (
          <Select
            label="Variant"
            data={product.variants.map((v) => ({ value: v._id, label: name(v._id) }))}
            value={variantId}
            onChange={setVariantId}
            allowDeselect={false}
          />
        )}
        <NumberInput label="Quantity" min={0} w={110} value={change} onChange={setChange} />
        <TextInput
          label="Reason"
          placeholder="Delivery, count, damage…"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Button variant="default" onClick={() => send('incrementBy')} loading={adjust.isPending}>
          Add
        </Button>
        <Button variant="default" onClick={() => send('decrementBy')} loading={adjust.isPending}>
          Remove
        </Button>
        <Button variant="default" onClick={() => send('setQuantity')} loading={adjust.isPending}>
          Set
        </Button>
      </Group>
      {adjust.error && <ErrorNotice error={adjust.error} />}
      {failed && <Text c="red">{failed.description}</Text>}
      {log.data && log.data.items.length > 0 && (
        <DataTable
          minWidth={520}
          columns={['When', hasVariants ? 'Variant' : 'Item', 'Change', 'After', 'Reason']}
        >
          {log.data.items.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td>{formatDate(entry._createdDate)}</Table.Td>
              <Table.Td>{hasVariants ? name(entry.variantId) : product.name}</Table.Td>
              <Table.Td>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</Table.Td>
              <Table.Td>{entry.quantityAfter}</Table.Td>
              <Table.Td>
                {entry.note ? `${REASONS[entry.reason]}: ${entry.note}` : REASONS[entry.reason]}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
