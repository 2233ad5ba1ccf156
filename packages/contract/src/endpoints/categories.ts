import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Categories".
export const categoriesEndpoints = /* @__PURE__ */ endpointTable('categories', {
  bulkAddItemToCategories: { method: 'POST', path: '/categories/v1/bulk/categories/add-item' },
  bulkRemoveItemFromCategories: { method: 'POST', path: '/categories/v1/bulk/categories/remove-item' },
  bulkSetItemCategories: { method: 'POST', path: '/categories/v1/bulk/categories/set-item-categories' },
  bulkShowCategories: { method: 'POST', path: '/categories/v1/bulk/categories/show' },
  bulkUpdateCategories: { method: 'POST', path: '/categories/v1/bulk/categories/update' },
  bulkAddItemsToCategory: { method: 'POST', path: '/categories/v1/bulk/categories/{categoryId}/add-items' },
  bulkRemoveItemsFromCategory: {
    method: 'POST',
    path: '/categories/v1/bulk/categories/{categoryId}/remove-items',
  },
  createCategory: { method: 'POST', path: '/categories/v1/categories' },
  countCategories: { method: 'POST', path: '/categories/v1/categories/count' },
  listCategoriesForItem: {
    method: 'GET',
    path: '/categories/v1/categories/list-categories-for-item',
    postFallback: 'same-path',
  },
  listCategoriesForItems: {
    method: 'GET',
    path: '/categories/v1/categories/list-categories-for-items',
    postFallback: 'same-path',
  },
  listTrees: { method: 'GET', path: '/categories/v1/categories/list-trees' },
  queryCategories: { method: 'POST', path: '/categories/v1/categories/query' },
  searchCategories: { method: 'POST', path: '/categories/v1/categories/search' },
  getCategoryBySlug: { method: 'GET', path: '/categories/v1/categories/slug/{slug}' },
  updateCategoryVisibility: { method: 'PATCH', path: '/categories/v1/categories/visibility' },
  updateCategory: { method: 'PATCH', path: '/categories/v1/categories/{category.id}' },
  deleteCategory: { method: 'DELETE', path: '/categories/v1/categories/{categoryId}' },
  getCategory: { method: 'GET', path: '/categories/v1/categories/{categoryId}' },
  getArrangedItems: { method: 'GET', path: '/categories/v1/categories/{categoryId}/arranged-items' },
  listItemsInCategory: {
    method: 'GET',
    path: '/categories/v1/categories/{categoryId}/list-items',
    postFallback: 'same-path',
  },
  moveCategory: { method: 'POST', path: '/categories/v1/categories/{categoryId}/move' },
  setArrangedItems: { method: 'POST', path: '/categories/v1/categories/{categoryId}/set-arranged-items' },
});
