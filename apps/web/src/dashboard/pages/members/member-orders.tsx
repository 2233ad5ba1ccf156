import { ordersQueries } from '@atrium/react';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { statusColor, statusWord } from '../orders/order-labels';

const SHOWN = 20;

/** The member's latest orders (those they placed signed in), newest first. */
export function MemberOrders({ memberId }: { memberId: string }) {
  const client = useSiteClient();
  const { siteId = '' } = useParams();
  const orders = useQuery(
    ordersQueries.search(client, {
      filter: { 'buyerInfo.memberId': memberId },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: SHOWN },
    }),
  );
  return (
    <QueryState query={orders}>
      {({ orders: found, metadata }) =>
        found.length === 0 ? (
          <Text size="sm" c="dimmed">
            No orders yet.
          </Text>
        ) : (
          <>
            <DataTable minWidth={480} columns={['Order', 'Date', 'Total', 'Payment']}>
              {found.map((order) => (
                <Table.Tr key={order._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/sites/${siteId}/orders/${order._id}`}>
                      #{order.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(order._createdDate)}</Table.Td>
                  <Table.Td>{order.priceSummary.total?.formattedAmount ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor(order.paymentStatus)}>{statusWord(order.paymentStatus)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            {metadata.hasNext && (
              <Text size="xs" c="dimmed">
                The latest {SHOWN} are shown.
              </Text>
            )}
          </>
        )
      }
    </QueryState>
  );
}
