import type { orders } from '@atrium/sdk';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { parseDecimal } from './decimal';
import { RefundDialog } from './refund-dialog';
import { leftToRefund } from './refund-form';

type Order = orders.Order;
type Price = { formattedAmount: string } | null | undefined;

const shown = (price: Price) => price?.formattedAmount ?? '—';

type Line = Order['lineItems'][number];

/** The order's totals, in the order the owner reads them; fees only when there are any. */
function orderTotals(order: Order): Array<[string, Price]> {
  const { priceSummary: sum, balanceSummary: balance } = order;
  return [
    ['Subtotal', sum.subtotal],
    ['Shipping', sum.shipping],
    ['Tax', sum.tax],
    ['Discount', sum.discount],
    ...(parseDecimal(sum.totalAdditionalFees?.amount ?? '')?.units
      ? [['Fees', sum.totalAdditionalFees] as [string, Price]]
      : []),
    ['Total', sum.total],
    ['Paid', balance.paid],
    ['Refunded', balance.refunded],
    ['Balance', balance.balance],
  ];
}

/** One bought line, with a refund of what of it is left. */
function LineRow({ line, onRefund }: { line: Line; onRefund: (initial: Record<string, number>) => void }) {
  const name = line.productName.original;
  const left = leftToRefund(line);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{name}</Text>
        {line.descriptionLines.map((d, i) => (
          <Text key={i} size="xs" c="dimmed">
            {[d.name?.original, d.plainText?.original ?? d.colorInfo?.original].filter(Boolean).join(': ')}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>{line.quantity}</Table.Td>
      <Table.Td>{shown(line.price)}</Table.Td>
      <Table.Td>{shown(line.totalPriceAfterTax)}</Table.Td>
      <Table.Td>{line.refundQuantity ?? 0}</Table.Td>
      <Table.Td align="right">
        <Button
          size="xs"
          variant="default"
          disabled={left === 0}
          aria-label={`Refund ${name}`}
          onClick={() => onRefund({ [line._id]: left })}
        >
          Refund
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The totals beside the lines; the total and the balance stand out. */
function TotalsTable({ totals }: { totals: Array<[string, Price]> }) {
  return (
    <Table variant="vertical" layout="fixed" maw={420} ml="auto" aria-label="Totals">
      <Table.Tbody>
        {totals.map(([label, price]) => (
          <Table.Tr key={label}>
            <Table.Th w={160}>{label}</Table.Th>
            <Table.Td ta="right" fw={label === 'Total' || label === 'Balance' ? 700 : undefined}>
              {shown(price)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What was bought, what it came to, what was paid and refunded; a refund from the order or from one line. */
export function OrderLines({ order }: { order: Order }) {
  const [refunding, setRefunding] = useState<Record<string, number> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-lines">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="order-lines">
            Lines and totals
          </Title>
          <Button size="xs" color="red" variant="light" onClick={() => setRefunding({})}>
            Refund
          </Button>
        </Group>
        {done && (
          <Alert color="teal" role="status" title={done} withCloseButton onClose={() => setDone(null)} />
        )}
        <DataTable
          minWidth={640}
          columns={['Product', 'Quantity', 'Unit price', 'Total', 'Refunded']}
          actions
        >
          {order.lineItems.map((line) => (
            <LineRow key={line._id} line={line} onRefund={setRefunding} />
          ))}
        </DataTable>
        <TotalsTable totals={orderTotals(order)} />
      </Stack>
      {refunding && (
        <RefundDialog
          order={order}
          initial={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(message) => {
            setRefunding(null);
            setDone(message);
          }}
        />
      )}
    </Paper>
  );
}
