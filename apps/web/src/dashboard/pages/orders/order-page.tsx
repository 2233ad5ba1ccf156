import { ordersMutations, ordersQueries } from '@atrium/react';
import type { orders } from '@atrium/sdk';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../components/dates';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { CancelOrderButton } from './cancel-order-button';
import { FulfilPanel } from './fulfil-panel';
import { addressLines, statusColor, statusWord } from './order-labels';
import { OrderLines } from './order-lines';
import { OrderTimeline } from './order-timeline';
import { TagList } from './orders-page';
import { PaymentsPanel } from './payments-panel';

const UNPAID = ['NOT_PAID', 'PARTIALLY_PAID', 'PENDING', 'UNSPECIFIED'];

/** One order: what was bought and by whom, its money, shipments and timeline, and what the owner can do to it. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const client = useSiteClient();
  const order = useQuery(ordersQueries.detail(client, orderId));
  return (
    <Stack>
      <Anchor component={Link} to=".." relative="path" size="sm">
        ← All orders
      </Anchor>
      <QueryState query={order}>{(data) => <OrderView order={data} />}</QueryState>
    </Stack>
  );
}

function OrderView({ order }: { order: orders.Order }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const markPaid = useMutation(ordersMutations.markPaid(client, queryClient));
  const open = order.status !== 'CANCELED' && order.status !== 'REJECTED';
  const facts: Array<[string, ReactNode]> = [
    ['Date', formatDate(order._createdDate)],
    ['Status', <Badge color={statusColor(order.status)}>{statusWord(order.status)}</Badge>],
    ['Payment', <Badge color={statusColor(order.paymentStatus)}>{statusWord(order.paymentStatus)}</Badge>],
    [
      'Fulfilment',
      <Badge color={statusColor(order.fulfillmentStatus)} variant="light">
        {statusWord(order.fulfillmentStatus)}
      </Badge>,
    ],
    ['Tags', <TagList tagIds={order.tags?.tags?.tagIds ?? []} />],
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Order #{order.number}
        </Title>
        <Group gap="xs">
          {open && UNPAID.includes(order.paymentStatus) && (
            <Button size="xs" loading={markPaid.isPending} onClick={() => markPaid.mutate(order._id)}>
              Mark as paid
            </Button>
          )}
          {open && <CancelOrderButton orderId={order._id} number={order.number} />}
        </Group>
      </Group>
      {markPaid.error && <ErrorNotice error={markPaid.error} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Table variant="vertical" layout="fixed" aria-label="Order">
            <Table.Tbody>
              {facts.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={120}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="order-buyer">
          <Title order={2} size="h4" id="order-buyer">
            Buyer
          </Title>
          <Text>{order.buyerInfo.email ?? 'No email given'}</Text>
          <Text size="sm" c="dimmed">
            {order.buyerInfo.memberId ? 'A member of the site' : 'A visitor'}
          </Text>
          {order.buyerNote && <Text size="sm">Note: {order.buyerNote}</Text>}
          <SimpleGrid cols={2} mt="sm">
            <Address
              title="Shipping address"
              lines={addressLines(order.recipientInfo ?? order.shippingInfo?.logistics?.shippingDestination)}
              extra={order.shippingInfo?.title}
            />
            <Address title="Billing address" lines={addressLines(order.billingInfo)} />
          </SimpleGrid>
        </Paper>
      </SimpleGrid>
      <OrderLines order={order} />
      <PaymentsPanel orderId={order._id} />
      <FulfilPanel order={order} />
      <OrderTimeline order={order} />
    </Stack>
  );
}

function Address({ title, lines, extra }: { title: string; lines: string[]; extra?: string | null }) {
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }} aria-label={title}>
      <Text fw={500} size="sm">
        {title}
      </Text>
      {lines.length ? (
        lines.map((line, i) => (
          <Text key={i} size="sm">
            {line}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
      {extra && (
        <Text size="sm" c="dimmed">
          {extra}
        </Text>
      )}
    </Stack>
  );
}
