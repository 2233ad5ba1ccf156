/**
 * Commerce: recommendations (ENDPOINTS.md "Commerce: recommendations"): items recommended by algorithm, from
 * what was really bought: RELATED_ITEMS (bought together with the given items) and GLOBAL (best sellers of the
 * last 30 days). Any caller of the site may ask; only shown, in-stock items are recommended.
 */
import type {
  AlgorithmInfo as WireAlgorithmInfo,
  AlgorithmType,
  CatalogReference,
  Recommendation as WireRecommendation,
  RecommendationShortfall,
} from '@atrium/contract';
import { recommendationsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type AlgorithmInfo = FromWire<WireAlgorithmInfo>;
export type Recommendation = FromWire<WireRecommendation>;
export type { AlgorithmType, CatalogReference, RecommendationShortfall };
/** An algorithm as a request names it: its id and the app that provides it. */
export interface Algorithm {
  _id: string;
  appId: string;
}
export interface GetRecommendationOptions {
  /** The items to base the recommendation on (RELATED_ITEMS); never recommended themselves. */
  items?: CatalogReference[];
  /**
   * The first algorithm (in the order given) that recommends at least this many items answers; when none does,
   * the call fails with `NOT_ENOUGH_RECOMMENDED_ITEMS`, whose data gives each algorithm's count.
   */
  minimumRecommendedItems?: number;
}

export const listAvailableAlgorithms = /* @__PURE__ */ defineMethod<
  [],
  { availableAlgorithms: AlgorithmInfo[] }
>(recommendationsEndpoints.listAvailableAlgorithms, {});

export const getRecommendation = /* @__PURE__ */ defineMethod<
  [algorithms: Algorithm[], options?: GetRecommendationOptions],
  { recommendation: Recommendation }
>(recommendationsEndpoints.getRecommendation, { args: ['algorithms', 'options'] });
