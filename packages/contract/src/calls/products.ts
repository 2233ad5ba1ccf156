import { withSchemas } from '../calls.js';
import { productsEndpoints } from '../endpoints/index.js';
import { EmptyRequest, EmptyResponse } from '../owners.js';
import {
  BulkProductsResponse,
  BulkUpdateInventoryRequest,
  BulkUpdatePricesRequest,
  CreateProductRequest,
  DeleteProductRequest,
  GetProductBySlugRequest,
  GetProductRequest,
  ProductResponse,
  QueryInventoryLogRequest,
  QueryInventoryLogResponse,
  QueryProductsRequest,
  QueryProductsResponse,
  SearchProductsRequest,
  SearchProductsResponse,
  StoreSettingsResponse,
  UpdateProductRequest,
  UpdateStoreSettingsRequest,
} from '../products.js';

const WRITE_ERRORS = [
  'PRODUCT_SLUG_ALREADY_EXISTS',
  'TOO_MANY_VARIANTS',
  'PRODUCT_IMAGE_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'TAX_GROUP_NOT_FOUND',
] as const;

export const productsCalls = /* @__PURE__ */ withSchemas(productsEndpoints, {
  createProduct: { input: CreateProductRequest, output: ProductResponse, errors: WRITE_ERRORS },
  queryProducts: { input: QueryProductsRequest, output: QueryProductsResponse },
  searchProducts: { input: SearchProductsRequest, output: SearchProductsResponse },
  bulkUpdatePrices: { input: BulkUpdatePricesRequest, output: BulkProductsResponse },
  bulkUpdateInventory: { input: BulkUpdateInventoryRequest, output: BulkProductsResponse },
  getProductBySlug: {
    input: GetProductBySlugRequest,
    output: ProductResponse,
    errors: ['PRODUCT_NOT_FOUND'],
  },
  getProduct: { input: GetProductRequest, output: ProductResponse, errors: ['PRODUCT_NOT_FOUND'] },
  updateProduct: {
    input: UpdateProductRequest,
    output: ProductResponse,
    errors: ['PRODUCT_NOT_FOUND', 'PRODUCT_REVISION_MISMATCH', 'VARIANT_NOT_FOUND', ...WRITE_ERRORS],
  },
  deleteProduct: { input: DeleteProductRequest, output: EmptyResponse, errors: ['PRODUCT_NOT_FOUND'] },
  queryInventoryLog: { input: QueryInventoryLogRequest, output: QueryInventoryLogResponse },
  getStoreSettings: { input: EmptyRequest, output: StoreSettingsResponse },
  updateStoreSettings: {
    input: UpdateStoreSettingsRequest,
    output: StoreSettingsResponse,
    errors: ['CURRENCY_CHANGE_NOT_ALLOWED'],
  },
});
