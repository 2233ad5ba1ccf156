import { ordersMutations, ordersQueries } from '@atrium/react';
import type { orders } from '@atrium/sdk';
import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';

const EMPTY = { trackingNumber: '', shippingProvider: '', trackingLink: '' };

/** The tracking fields of a new shipment, and what of them was written. */
function useTrackingFields() {
  const [tracking, setTracking] = useState(EMPTY);
  const field = (name: keyof typeof EMPTY) => ({
    value: tracking[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setTracking({ ...tracking, [name]: e.currentTarget.value }),
  });
  // Only what was written is sent: an empty field is no tracking detail, not an empty one.
  const given = () =>
    Object.fromEntries(
      Object.entries(tracking)
        .filter(([, value]) => value.trim() !== '')
        .map(([k, v]) => [k, v.trim()]),
    );
  return { field, given, reset: () => setTracking(EMPTY) };
}

/** The order's shipments, and a new one for what is left of every line, with how to follow it. */
export function FulfilPanel({ order }: { order: orders.Order }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const shipments = useQuery(ordersQueries.fulfillments(client, order._id));
  const { field, given: givenTracking, reset } = useTrackingFields();
  const fulfil = useMutation(ordersMutations.fulfil(client, queryClient, { onSuccess: reset }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = givenTracking();
    fulfil.mutate({
      orderId: order._id,
      fulfillment: Object.keys(given).length ? { trackingInfo: given } : {},
    });
  };
  const done = order.fulfillmentStatus === 'FULFILLED';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-fulfilment">
      <Stack>
        <Title order={2} size="h4" id="order-fulfilment">
          Fulfilment
        </Title>
        <QueryState query={shipments}>
          {(list) =>
            list.length === 0 ? (
              <Text>Nothing shipped yet.</Text>
            ) : (
              <DataTable minWidth={560} columns={['Shipped', 'Items', 'Carrier', 'Tracking']}>
                {list.map((shipment) => (
                  <Table.Tr key={shipment._id}>
                    <Table.Td>{formatDate(shipment._createdDate)}</Table.Td>
                    <Table.Td>{shipment.lineItems.reduce((n, line) => n + line.quantity, 0)}</Table.Td>
                    <Table.Td>{shipment.trackingInfo?.shippingProvider ?? '—'}</Table.Td>
                    <Table.Td>
                      {shipment.trackingInfo?.trackingLink ? (
                        <Anchor
                          href={shipment.trackingInfo.trackingLink}
                          target="_blank"
                          rel="noreferrer noopener"
                        >
                          {shipment.trackingInfo.trackingNumber ?? 'Follow the parcel'}
                        </Anchor>
                      ) : (
                        (shipment.trackingInfo?.trackingNumber ?? '—')
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            )
          }
        </QueryState>
        {!done && order.status !== 'CANCELED' && (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                Ships what is left of every line.
              </Text>
              <Group align="end" wrap="wrap">
                <TextInput label="Tracking number" maxLength={100} {...field('trackingNumber')} />
                <TextInput label="Carrier" maxLength={100} {...field('shippingProvider')} />
                <TextInput
                  label="Tracking link"
                  placeholder="https://"
                  type="url"
                  {...field('trackingLink')}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button type="submit" loading={fulfil.isPending}>
                  Fulfil
                </Button>
              </Group>
              {fulfil.error && <ErrorNotice error={fulfil.error} />}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
