/**
 * Query options for the SDK's recommendations module: the site's algorithms, and the items one of them
 * recommends for the items a page shows (a product, a cart). Recommendations change as orders come in, so a
 * page reads them fresh and nothing invalidates them.
 */
import type { BoundModule, recommendations } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { atriumKeys } from '../query-keys.js';

export interface RecommendationsClient {
  recommendations: BoundModule<typeof recommendations>;
}

export interface RecommendationParams {
  /** In order of preference: the first that reaches `minimumRecommendedItems` answers. */
  algorithms: recommendations.Algorithm[];
  items?: recommendations.CatalogReference[];
  minimumRecommendedItems?: number;
}

const keys = atriumKeys.recommendations;

export const recommendationsQueries = {
  algorithms: (client: RecommendationsClient) =>
    queryOptions({
      queryKey: keys.algorithms(),
      queryFn: () => client.recommendations.listAvailableAlgorithms(),
      // The algorithms are the server's own: they do not change while a page is open.
      staleTime: Infinity,
    }),
  get: (client: RecommendationsClient, params: RecommendationParams) =>
    queryOptions({
      queryKey: keys.get(params),
      queryFn: () =>
        client.recommendations.getRecommendation(params.algorithms, {
          ...(params.items ? { items: params.items } : {}),
          ...(params.minimumRecommendedItems !== undefined
            ? { minimumRecommendedItems: params.minimumRecommendedItems }
            : {}),
        }),
    }),
};

/** The algorithms of these types, in this order (those the site has): what `get` takes. */
export function algorithmsOfTypes(
  available: readonly recommendations.AlgorithmInfo[],
  types: readonly recommendations.AlgorithmType[],
): recommendations.Algorithm[] {
  return types.flatMap((type) =>
    available
      .filter((info) => info.config?.algorithmType === type && info.config.algorithmId && info.appId)
      .map((info) => ({ _id: info.config!.algorithmId!, appId: info.appId! })),
  );
}
