import { algorithmsOfTypes, productsQueries, recommendationsQueries, useAtriumClient } from '@atrium/react';
import type { products } from '@atrium/sdk';
import { useQueries, useQuery } from '@tanstack/react-query';
import { STORE_APP_ID, type StoreClient } from '../client';
import { ProductGrid } from './product-card';

/** Cards shown: a row, not a catalogue. */
const SHOWN = 4;

/**
 * "You may also like": what was bought with these products, or, when the shop has too few orders of them, its
 * best sellers. The server shows only products a visitor can buy, and never the given ones; with nothing to
 * recommend the section stays away.
 */
export function YouMayAlsoLike({ productIds, host }: { productIds: string[]; host: string }) {
  const client = useAtriumClient<StoreClient>();
  const available = useQuery(recommendationsQueries.algorithms(client));
  const algorithms = algorithmsOfTypes(available.data?.availableAlgorithms ?? [], [
    'RELATED_ITEMS',
    'GLOBAL',
  ]);
  const items = [...new Set(productIds)].map((catalogItemId) => ({ appId: STORE_APP_ID, catalogItemId }));
  const recommended = useQuery({
    ...recommendationsQueries.get(client, { algorithms, items, minimumRecommendedItems: 1 }),
    enabled: algorithms.length > 0,
    // NOT_ENOUGH_RECOMMENDED_ITEMS is an answer (nothing to show), not a failure worth retrying.
    retry: false,
  });
  const ids = (recommended.data?.recommendation.items ?? [])
    .map((item) => item.catalogItemId)
    .filter((id): id is string => Boolean(id))
    .slice(0, SHOWN);
  const cards = useQueries({ queries: ids.map((id) => productsQueries.get(client, id)) });
  const shown = cards.map((card) => card.data).filter((p): p is products.Product => p !== undefined);
  if (!ids.length || shown.length < ids.length) return null;
  return (
    <section className="also-like" data-testid="also-like" aria-labelledby="also-like-title">
      <h2 id="also-like-title">You may also like</h2>
      <ProductGrid items={shown} host={host} />
    </section>
  );
}
