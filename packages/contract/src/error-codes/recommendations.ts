import type { ErrorTable } from './table.js';

/** Recommendations of catalogue items. */
export const RECOMMENDATION_ERRORS = {
  // Recommendations.
  RECOMMENDATION_ALGORITHM_NOT_FOUND: {
    status: 400,
    meaning: 'No recommendation algorithm with this id is provided by this app id',
  },
  CATALOG_NOT_SUPPORTED: {
    status: 400,
    meaning: 'An item is of a catalogue the algorithm does not support (see its catalogAppIds)',
  },
  NOT_ENOUGH_RECOMMENDED_ITEMS: {
    status: 404,
    meaning:
      'No algorithm asked could recommend minimumRecommendedItems items; data says how many each could',
  },
} as const satisfies ErrorTable;
