import { ECOM_CATALOG_APP_ID, type AlgorithmInfo } from '@atrium/contract';

/** Fixed ids: apps keep them in their settings, so they never change between servers or versions. */
export const RELATED_ITEMS_ID = 'c0ecd5ef-2089-454b-b549-d0df37f478aa';
export const GLOBAL_ID = '56419c72-fd32-4a2a-b6b0-86ba5b9a6eab';

/** The algorithms the built-in store provides, for its own catalogue. */
export const ALGORITHMS: readonly AlgorithmInfo[] = [
  {
    config: {
      name: 'Bought together',
      description:
        'Items bought together with the given items in real orders, most often first; when orders are few, ' +
        'filled up with items of the same categories.',
      additionalInfo: 'Only shown, in-stock items; never the given items.',
      algorithmType: 'RELATED_ITEMS',
      algorithmId: RELATED_ITEMS_ID,
    },
    appId: ECOM_CATALOG_APP_ID,
    catalogAppIds: [ECOM_CATALOG_APP_ID],
  },
  {
    config: {
      name: 'Best sellers',
      description: 'The items that sold the most units in the last 30 days.',
      additionalInfo: 'Only shown, in-stock items; never the given items.',
      algorithmType: 'GLOBAL',
      algorithmId: GLOBAL_ID,
    },
    appId: ECOM_CATALOG_APP_ID,
    catalogAppIds: [ECOM_CATALOG_APP_ID],
  },
];
