import { withSchemas } from '../calls.js';
import { recommendationsEndpoints } from '../endpoints/index.js';
import {
  GetRecommendationRequest,
  GetRecommendationResponse,
  ListAvailableAlgorithmsRequest,
  ListAvailableAlgorithmsResponse,
} from '../recommendations.js';

export const recommendationsCalls = /* @__PURE__ */ withSchemas(recommendationsEndpoints, {
  listAvailableAlgorithms: {
    input: ListAvailableAlgorithmsRequest,
    output: ListAvailableAlgorithmsResponse,
  },
  getRecommendation: {
    input: GetRecommendationRequest,
    output: GetRecommendationResponse,
    errors: ['RECOMMENDATION_ALGORITHM_NOT_FOUND', 'CATALOG_NOT_SUPPORTED', 'NOT_ENOUGH_RECOMMENDED_ITEMS'],
  },
});
