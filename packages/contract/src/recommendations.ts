import { z } from 'zod';
import { CatalogReference } from './cart-lines.js';

// "Commerce: recommendations" (wire/types/store-services.md, ecom recommendations): items recommended by an
// algorithm, from what was really bought, never at random.

/** Items one recommendation holds at most (Recommendation.items maxSize). */
export const MAX_RECOMMENDED_ITEMS = 100;
/** Items a request may base its recommendations on (GetRecommendationRequest.items maxSize). */
export const MAX_RECOMMENDATION_BASE_ITEMS = 300;
/** Algorithms one request may name, in order of preference. */
export const MAX_RECOMMENDATION_ALGORITHMS = 10;

export const AlgorithmType = z.enum(['UNSPECIFIED', 'RELATED_ITEMS', 'GLOBAL']);
export type AlgorithmType = z.infer<typeof AlgorithmType>;

/** An algorithm, named by its id and the app that provides it. */
export const Algorithm = z.object({
  id: z.uuid(),
  appId: z.string().min(1).max(36),
});
export type Algorithm = z.infer<typeof Algorithm>;

export const AlgorithmConfig = z.object({
  name: z.string().min(1).max(50),
  description: z.string().min(1).max(500),
  additionalInfo: z.string().min(1).max(300).nullish(),
  algorithmType: AlgorithmType,
  algorithmId: z.uuid(),
});
export type AlgorithmConfig = z.infer<typeof AlgorithmConfig>;

export const AlgorithmInfo = z.object({
  config: AlgorithmConfig,
  appId: z.string().min(1).max(36),
  catalogAppIds: z.array(z.string().min(1).max(36)).min(1).max(100),
});
export type AlgorithmInfo = z.infer<typeof AlgorithmInfo>;

export const ListAvailableAlgorithmsRequest = z.object({});
export const ListAvailableAlgorithmsResponse = z.object({
  availableAlgorithms: z.array(AlgorithmInfo).max(500),
});
export type ListAvailableAlgorithmsResponse = z.infer<typeof ListAvailableAlgorithmsResponse>;

export const GetRecommendationRequest = z.object({
  items: z.array(CatalogReference).max(MAX_RECOMMENDATION_BASE_ITEMS).nullish(),
  algorithms: z.array(Algorithm).min(1).max(MAX_RECOMMENDATION_ALGORITHMS),
  /** The first algorithm (in the order given) that recommends at least this many items answers; 0 when left out. */
  minimumRecommendedItems: z.number().int().min(0).max(MAX_RECOMMENDED_ITEMS).nullish(),
});
export type GetRecommendationRequest = z.infer<typeof GetRecommendationRequest>;

export const Recommendation = z.object({
  items: z.array(CatalogReference).max(MAX_RECOMMENDED_ITEMS),
  algorithm: Algorithm,
});
export type Recommendation = z.infer<typeof Recommendation>;
export const GetRecommendationResponse = z.object({ recommendation: Recommendation });
export type GetRecommendationResponse = z.infer<typeof GetRecommendationResponse>;

/** What `NOT_ENOUGH_RECOMMENDED_ITEMS` says of each algorithm asked: how many items it could recommend. */
export type RecommendationShortfall = {
  minimumRecommendedItems: number;
  algorithms: Array<{ algorithmId: string; appId: string; itemCount: number }>;
};
