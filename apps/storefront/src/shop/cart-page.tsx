import { currentCartMutations, currentCartQueries, useAtriumClient } from '@atrium/react';
import { imageUrl } from '@atrium/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORE_APP_ID, type StoreClient } from '../client';
import { Link } from '../routing';
import { YouMayAlsoLike } from './also-like';
import { CartSummary } from './cart-summary';
import { CheckoutButton } from './checkout-button';

/** The visitor's (or member's) cart: change a quantity, remove a line, apply a coupon, see the totals. */
export function CartPage({ host }: { host: string }) {
  const client = useAtriumClient<StoreClient>();
  const queryClient = useQueryClient();
  const cart = useQuery(currentCartQueries.cart(client));
  const setQuantity = useMutation(currentCartMutations.setQuantity(client, queryClient));
  const remove = useMutation(currentCartMutations.remove(client, queryClient));
  if (cart.isPending) return <p className="muted">Loading your cart…</p>;
  if (cart.isError) return <p className="error">Your cart cannot be shown right now.</p>;
  const lines = cart.data?.lineItems ?? [];
  if (!lines.length)
    return (
      <section>
        <h1>Your cart</h1>
        <p className="muted">
          Your cart is empty. <Link href="/">See the products</Link>.
        </p>
      </section>
    );
  return (
    <section>
      <h1>Your cart</h1>
      <ul className="cart-lines" data-testid="cart-lines">
        {lines.map((line) => (
          <li key={line._id} data-testid="cart-line">
            {line.image && <img src={imageUrl(host, line.image, { width: 96 })} alt="" />}
            <span className="name">
              {line.productName?.original}
              {(line.descriptionLines ?? []).map((d, i) => (
                <small key={i} className="muted">
                  {' '}
                  {d.name?.original}: {d.plainText?.original ?? d.colorInfo?.original}
                </small>
              ))}
              {line.availability?.status === 'PARTIALLY_AVAILABLE' && (
                <small className="sold-out"> Only {line.availability.quantityAvailable} available</small>
              )}
              {line.availability?.status === 'NOT_AVAILABLE' && <small className="sold-out"> Sold out</small>}
            </span>
            <input
              aria-label={`Quantity of ${line.productName?.original ?? 'item'}`}
              type="number"
              min={1}
              value={line.quantity}
              disabled={line._id?.startsWith('optimistic-')}
              onChange={(event) => {
                const quantity = Number(event.target.value);
                if (quantity >= 1) setQuantity.mutate({ lineItemId: line._id!, quantity });
              }}
            />
            <span className="price">{line.lineItemPrice?.formattedAmount ?? '…'}</span>
            <button
              type="button"
              disabled={line._id?.startsWith('optimistic-')}
              onClick={() => remove.mutate({ lineItemIds: [line._id!] })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <CartSummary
        couponCode={cart.data?.appliedDiscounts?.find((discount) => discount.coupon)?.coupon?.code}
      />
      <CheckoutButton />
      <YouMayAlsoLike
        productIds={lines
          .filter(
            (line) => line.catalogReference?.appId === STORE_APP_ID && line.catalogReference.catalogItemId,
          )
          .map((line) => line.catalogReference!.catalogItemId!)}
        host={host}
      />
    </section>
  );
}
