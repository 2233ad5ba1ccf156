import { STORE_CATEGORY_TREE } from '@atrium/contract';
import type { CatalogProvider } from '../../core/commerce/catalog-provider.js';
import type { CategoriesService } from '../categories/index.js';
import type { RecommendationCatalog } from './context.js';

/** A page of a category's items, as the fill-up of RELATED_ITEMS reads it. */
const PAGE = 100;

/**
 * The built-in store as recommendations read it: stock and visibility from its catalogue provider, categories
 * from the store's category tree (only shown categories: a hidden one is no grouping a shopper sees).
 */
export function storeRecommendationCatalog(
  provider: CatalogProvider,
  categories: CategoriesService,
): RecommendationCatalog {
  const tree = (siteId: string) => ({ siteId, appNamespace: STORE_CATEGORY_TREE.appNamespace, treeKey: '' });
  const available = provider.available?.bind(provider);
  return {
    appId: provider.appId,
    available: (siteId, ids) => (available ? available(siteId, ids) : Promise.resolve(new Set<string>())),
    async categoriesOf(siteId, ids) {
      const items = ids.map((catalogItemId) => ({ appId: provider.appId, catalogItemId }));
      const found = await categories.categoriesForItems(tree(siteId), items, true);
      return [...new Set(found.flatMap((entry) => entry.directCategoryIds))];
    },
    async itemsIn(siteId, categoryId, cursor) {
      const page = await categories.listItems(
        tree(siteId),
        { categoryId, useCategoryArrangement: true, cursorPaging: { limit: PAGE, cursor } },
        // Shown categories only reach here (categoriesOf); one hidden since is read rather than refused.
        false,
      );
      return {
        ids: page.items.filter((item) => item.appId === provider.appId).map((item) => item.catalogItemId),
        next: page.pagingMetadata.cursors.next,
      };
    },
  };
}
