import { cartItemCount, currentCartQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../client';
import { CART_PATH, Link } from '../routing';

/** The header's cart link with the number of items, which moves as soon as an add is made. */
export function CartBadge() {
  const client = useAtriumClient<StoreClient>();
  const cart = useQuery(currentCartQueries.cart(client));
  return (
    <Link href={CART_PATH} className="cart-link" data-testid="cart-count">
      Cart ({cartItemCount(cart.data)})
    </Link>
  );
}
