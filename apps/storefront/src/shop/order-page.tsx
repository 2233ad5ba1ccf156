import { ordersQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../client';
import { Link, ORDERS_PATH } from '../routing';
import { paymentLabel } from './orders-page';

/** One of the shopper's orders: what was bought, what was paid and refunded, and its shipments. */
export function OrderPage({ id }: { id: string }) {
  const client = useAtriumClient<StoreClient>();
  const order = useQuery(ordersQueries.detail(client, id));
  if (order.isPending) return <p className="muted">Loading the order…</p>;
  if (order.isError) return <p className="error">This order cannot be shown.</p>;
  const { data } = order;
  const balance = data.balanceSummary;
  const refunded = balance?.refunded?.amount && Number(balance.refunded.amount) > 0;
  return (
    <section>
      <h1>Order #{data.number}</h1>
      <p>
        Placed {data._createdDate?.toLocaleString()} ·{' '}
        <span data-testid="order-payment">{paymentLabel(data.paymentStatus)}</span>
      </p>
      <ul className="cart-lines">
        {(data.lineItems ?? []).map((line) => (
          <li key={line._id}>
            <span className="name">
              {line.productName?.original} <small className="muted">× {line.quantity}</small>
            </span>
            <span className="price">{line.totalPriceAfterTax?.formattedAmount}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <dt>Total</dt>
        <dd>{data.priceSummary?.total?.formattedAmount}</dd>
        <dt>Paid</dt>
        <dd>{balance?.paid?.formattedAmount}</dd>
        {refunded && (
          <>
            <dt>Refunded</dt>
            <dd data-testid="order-refunded">{balance?.refunded?.formattedAmount}</dd>
          </>
        )}
      </dl>
      <p>
        <Link href={ORDERS_PATH}>All your orders</Link>
      </p>
    </section>
  );
}
