import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: recommendations": any caller of the site (a storefront's visitors and members too).
// The paths have no `/ecom` (WIRE.md section 1).
export const recommendationsEndpoints = /* @__PURE__ */ endpointTable('recommendations', {
  listAvailableAlgorithms: { method: 'GET', path: '/v1/recommendations/algorithms' },
  getRecommendation: { method: 'POST', path: '/v1/recommendations/get' },
});
