// What both order benches need: a visitor's checkout ready to be charged, and a side's latencies summed up.
import { call, visitor } from '../cart/fixtures.js';

const ADDRESS = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

/** A new visitor's checkout of these lines (an email and an address given), and a sandbox card token for it. */
export async function paidCheckout(url: string, clientId: string, lineItems: object[]) {
  const authorization = await visitor(url, clientId);
  await call({ url, authorization }, '/ecom/v1/carts/current/add-to-cart', { lineItems });
  const { checkoutId } = await call<{ checkoutId: string }>(
    { url, authorization },
    '/ecom/v1/carts/current/create-checkout',
    { channelType: 'WEB', email: 'bench@example.com', shippingAddress: ADDRESS },
  );
  const { token } = await call<{ token: string }>(
    { url, authorization },
    '/atrium/v1/payments/sandbox/tokens',
    {
      card: CARD,
    },
  );
  return { authorization, checkoutId, paymentToken: token };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Requests per second over `elapsedMs`, and the p50, p95 and p99 of `times` (milliseconds). */
export function latencies(times: readonly number[], elapsedMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    rate: sorted.length / (elapsedMs / 1000),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}
