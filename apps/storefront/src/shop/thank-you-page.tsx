import { ordersQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../client';
import { Link } from '../routing';

/** Where the hosted checkout sends the shopper once the order is paid (`?orderId=` names it). */
export function ThankYouPage() {
  const client = useAtriumClient<StoreClient>();
  const orderId = new URLSearchParams(window.location.search).get('orderId');
  const order = useQuery({ ...ordersQueries.detail(client, orderId ?? ''), enabled: !!orderId });
  return (
    <section>
      <h1>Thank you for your order</h1>
      {order.data ? (
        <p data-testid="order-placed">
          Order #{order.data.number} is placed: {order.data.priceSummary?.total?.formattedAmount} paid. A
          confirmation is on its way to {order.data.buyerInfo?.email}.
        </p>
      ) : (
        <p className="muted">Your order is placed. A confirmation is on its way to your inbox.</p>
      )}
      <p>
        <Link href="/">Continue shopping</Link>
      </p>
    </section>
  );
}
