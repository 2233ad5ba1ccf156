import { STORE_CATEGORY_TREE } from '@atrium/contract';
import type { CategoriesService } from '../categories/index.js';
import type { CatalogCategories } from './context.js';

/** The categories service as the catalogue uses it: the store tree's placements of products. */
export function storeCategories(categories: CategoriesService): CatalogCategories {
  const tree = (siteId: string) => ({ siteId, appNamespace: STORE_CATEGORY_TREE.appNamespace, treeKey: '' });
  return {
    missingCategories: (siteId, ids) => categories.missingCategories(tree(siteId), ids),
    async setCategories(siteId, item, ids) {
      await categories.setItemCategories(tree(siteId), item, [...ids]);
    },
    async categoriesOf(siteId, items) {
      const found = await categories.categoriesForItems(tree(siteId), [...items], false);
      return new Map(found.map((entry) => [entry.item.catalogItemId, entry.directCategoryIds]));
    },
  };
}
