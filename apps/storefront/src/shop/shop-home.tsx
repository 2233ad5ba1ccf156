import { productsQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../client';
import { ProductGrid } from './product-card';

/** The shop's front page: every visible product, newest first. */
export function ShopHome({ host }: { host: string }) {
  const client = useAtriumClient<StoreClient>();
  const list = useQuery(productsQueries.list(client, { limit: 100 }));
  if (list.isPending) return <p className="muted">Loading products…</p>;
  if (list.isError) return <p className="error">The products cannot be shown right now.</p>;
  return (
    <section aria-labelledby="products">
      <h2 id="products">Products</h2>
      <ProductGrid items={list.data.items} host={host} />
    </section>
  );
}
