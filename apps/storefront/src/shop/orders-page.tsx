import { ordersQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../client';
import { Link, orderPath } from '../routing';

const STATUS: Record<string, string> = {
  NOT_PAID: 'Not paid',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  FULLY_REFUNDED: 'Refunded',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partly paid',
  AUTHORIZED: 'Payment held',
  VOIDED: 'Payment voided',
  CANCELED: 'Canceled',
};
export const paymentLabel = (status: string | null | undefined) => STATUS[status ?? ''] ?? status ?? '';

/** The shopper's own orders, newest first (the server shows a buyer only theirs). */
export function OrdersPage() {
  const client = useAtriumClient<StoreClient>();
  const orders = useQuery(
    ordersQueries.search(client, {
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: 50 },
    }),
  );
  if (orders.isPending) return <p className="muted">Loading your orders…</p>;
  if (orders.isError) return <p className="error">Your orders cannot be shown right now.</p>;
  const list = orders.data.orders ?? [];
  return (
    <section>
      <h1>Your orders</h1>
      {!list.length && <p className="muted">You have not placed an order yet.</p>}
      <ul className="order-list" data-testid="orders">
        {list.map((order) => (
          <li key={order._id}>
            <Link href={orderPath(order._id!)}>Order #{order.number}</Link>
            <span className="muted">{order._createdDate?.toLocaleDateString()}</span>
            <span>{order.priceSummary?.total?.formattedAmount}</span>
            <span data-testid="order-payment">{paymentLabel(order.paymentStatus)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
