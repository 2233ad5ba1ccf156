import { recommendationsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { RecommendationsService } from './service.js';

/**
 * Any caller of the site: a storefront asks for them on its product and cart pages. They show only what the
 * site's shop shows (shown, in-stock products) and sales as a ranking, never orders or amounts.
 */
export function recommendationRoutes(service: RecommendationsService) {
  return [
    defineRoute(recommendationsCalls.listAvailableAlgorithms, {
      access: 'site',
      summary: 'The recommendation algorithms of the site, with their type and the catalogues they support',
      handler: async () => service.listAvailableAlgorithms(),
    }),
    defineRoute(recommendationsCalls.getRecommendation, {
      access: 'site',
      summary:
        'Items recommended by the first algorithm (in the order given) that reaches minimumRecommendedItems',
      handler: (input, call) => service.getRecommendation(call.siteId, input),
    }),
  ];
}
