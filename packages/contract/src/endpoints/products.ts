import { endpointTable } from './endpoint.js';

/** Atrium: the catalogue (products, variants, stock) and the store's settings. */
export const productsEndpoints = /* @__PURE__ */ endpointTable('products', {
  createProduct: { method: 'POST', path: '/atrium/v1/products' },
  queryProducts: { method: 'POST', path: '/atrium/v1/products/query' },
  searchProducts: { method: 'POST', path: '/atrium/v1/products/search' },
  bulkUpdatePrices: { method: 'POST', path: '/atrium/v1/products/bulk/update-prices' },
  bulkUpdateInventory: { method: 'POST', path: '/atrium/v1/products/bulk/update-inventory' },
  getProductBySlug: { method: 'GET', path: '/atrium/v1/products/slug/{slug}' },
  getProduct: { method: 'GET', path: '/atrium/v1/products/{productId}' },
  updateProduct: { method: 'PATCH', path: '/atrium/v1/products/{product.id}' },
  deleteProduct: { method: 'DELETE', path: '/atrium/v1/products/{productId}' },
  queryInventoryLog: { method: 'POST', path: '/atrium/v1/inventory-log/query' },
  getStoreSettings: { method: 'GET', path: '/atrium/v1/store-settings' },
  updateStoreSettings: { method: 'PATCH', path: '/atrium/v1/store-settings' },
});
