import type {
  Algorithm,
  AlgorithmInfo,
  GetRecommendationRequest,
  GetRecommendationResponse,
  RecommendationShortfall,
} from '@atrium/contract';
import { appError } from '../../core/wire/errors.js';
import { ALGORITHMS } from './algorithms.js';
import type { RecommendationsContext } from './context.js';
import { reconcileOrder } from './counting.js';
import { bestSellers, relatedItems } from './ranking.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The algorithm a request names: the same id (in any case) from the same app, or a clear error. */
function algorithmOf(asked: Algorithm): AlgorithmInfo {
  const found = ALGORITHMS.find(
    (known) => known.config.algorithmId === asked.id.toLowerCase() && known.appId === asked.appId,
  );
  if (!found)
    throw appError(
      'RECOMMENDATION_ALGORITHM_NOT_FOUND',
      { algorithmId: asked.id, appId: asked.appId },
      `No recommendation algorithm ${asked.id} is provided by app ${asked.appId}`,
    );
  return found;
}

export function createRecommendationsService(ctx: RecommendationsContext) {
  /** The algorithm's list for these items: up to MAX_RECOMMENDED_ITEMS, never one of the items. */
  function run(algorithm: AlgorithmInfo, siteId: string, asked: readonly string[]) {
    return algorithm.config.algorithmType === 'GLOBAL'
      ? bestSellers(ctx, siteId, asked)
      : relatedItems(ctx, siteId, asked);
  }

  return {
    listAvailableAlgorithms: () => ({ availableAlgorithms: [...ALGORITHMS] }),

    /**
     * The algorithms are tried in the order given; the first whose list holds at least
     * `minimumRecommendedItems` answers. If none does, the error says how many items each could give.
     */
    async getRecommendation(
      siteId: string,
      request: GetRecommendationRequest,
    ): Promise<GetRecommendationResponse> {
      const algorithms = request.algorithms.map((asked) => ({ asked, info: algorithmOf(asked) }));
      const items = request.items ?? [];
      for (const { asked, info } of algorithms) {
        const unsupported = items.find((item) => !info.catalogAppIds.includes(item.appId));
        if (unsupported)
          throw appError(
            'CATALOG_NOT_SUPPORTED',
            { appId: unsupported.appId, algorithmId: asked.id, catalogAppIds: info.catalogAppIds },
            `Algorithm ${asked.id} does not recommend from catalogue ${unsupported.appId}`,
          );
      }
      // An id that is no product of this site relates to nothing, and is left out of the answer all the same.
      const asked = [
        ...new Set(items.map((item) => item.catalogItemId.toLowerCase()).filter((id) => UUID.test(id))),
      ];
      const minimum = request.minimumRecommendedItems ?? 0;
      const tried: RecommendationShortfall['algorithms'] = [];
      for (const { asked: algorithm, info } of algorithms) {
        const ids = await run(info, siteId, asked);
        if (ids.length >= minimum)
          return {
            recommendation: {
              items: ids.map((catalogItemId) => ({ catalogItemId, appId: ctx.catalog.appId })),
              algorithm: { id: algorithm.id, appId: algorithm.appId },
            },
          };
        tried.push({ algorithmId: algorithm.id, appId: algorithm.appId, itemCount: ids.length });
      }
      const shortfall: RecommendationShortfall = { minimumRecommendedItems: minimum, algorithms: tried };
      throw appError(
        'NOT_ENOUGH_RECOMMENDED_ITEMS',
        shortfall,
        `No algorithm asked could recommend ${minimum} items: ${tried.map((t) => t.itemCount).join(', ')}`,
      );
    },

    /** The order-events job: one order's counts brought in line with the order as it is now. */
    reconcileOrder: (siteId: string, orderId: string) =>
      reconcileOrder({ ...ctx, appId: ctx.catalog.appId }, siteId, orderId),
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
