import type { ErrorTable } from './table.js';

/** What a store sells: categories, products and their variants and stock, subscriptions, store settings. */
export const CATALOGUE_ERRORS = {
  // Categories.
  CATEGORY_NOT_FOUND: { status: 404, meaning: 'No such category in this tree' },
  PARENT_CATEGORY_NOT_FOUND: { status: 404, meaning: 'No such parent category in this tree' },
  CATEGORY_ALREADY_EXISTS: { status: 409, meaning: 'A category with this id already exists' },
  CATEGORY_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The category has changed since this revision: read it again before changing it',
  },
  CATEGORY_TOO_DEEP: { status: 400, meaning: 'The category tree would be too deep' },
  CATEGORY_MOVE_CYCLE: {
    status: 400,
    meaning: 'A category cannot move under itself or one of its own subcategories',
  },
  MOVE_ANCHOR_NOT_SIBLING: { status: 400, meaning: 'The anchor is not another child of the target parent' },
  SLUG_ALREADY_EXISTS: { status: 409, meaning: 'Another category of this tree has this slug' },
  TOO_MANY_TREES: { status: 400, meaning: 'The site holds as many category trees as it may' },
  ITEMS_NOT_IN_CATEGORY: { status: 400, meaning: 'Only items placed in the category can be arranged in it' },
  CATEGORY_IMAGE_NOT_FOUND: { status: 400, meaning: "No such public image in this site's media library" },
  INVALID_CATEGORY_IMAGE: {
    status: 400,
    meaning: 'A category image is a media-library file id, a wix:image:// URI or an http(s) address',
  },

  // Catalogue and store settings.
  PRODUCT_NOT_FOUND: { status: 404, meaning: 'No such product in this site' },
  CATALOG_ITEM_NOT_FOUND: {
    status: 404,
    meaning: 'The catalogue reference names no item of this site (unknown app, item or options)',
  },
  SUBSCRIPTION_CONTRACT_NOT_FOUND: {
    status: 404,
    meaning: 'No such subscription contract on this site (or not one of the calling member)',
  },
  SUBSCRIPTION_CONTRACT_STATUS_CONFLICT: {
    status: 409,
    meaning: "The contract's status does not allow this change (a canceled contract cannot be paused)",
  },
  SUBSCRIPTION_CANCELLATION_NOT_ALLOWED: {
    status: 403,
    meaning: 'This subscription does not let its customer cancel it; the site can',
  },
  SUBSCRIPTION_REQUIRES_MEMBER: {
    status: 400,
    meaning: 'A subscription is bought by a signed-in member: sign in, then place the order',
  },
  SUBSCRIPTION_NOT_ALONE: {
    status: 400,
    meaning: 'A subscription is bought alone: its checkout holds only its line (one contract per order)',
  },
  SUBSCRIPTION_PAYMENT_REQUIRED: {
    status: 400,
    meaning: 'A subscription is paid by card, so that its renewals can be charged: no offline payment',
  },
  BACK_IN_STOCK_REQUEST_NOT_FOUND: {
    status: 404,
    meaning: 'No such back-in-stock notification request on this site (or not one of the caller)',
  },
  VARIANT_NOT_FOUND: { status: 404, meaning: 'The product has no such variant' },
  PRODUCT_SLUG_ALREADY_EXISTS: { status: 409, meaning: 'Another product of this site has this slug' },
  PRODUCT_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The product has changed since this revision: read it again before changing it',
  },
  TOO_MANY_VARIANTS: { status: 400, meaning: 'The options would make more variants than a product may have' },
  PRODUCT_IMAGE_NOT_FOUND: { status: 400, meaning: "No such public image in this site's media library" },
  INSUFFICIENT_STOCK: { status: 409, meaning: 'There is not enough stock for this change' },
  INVENTORY_NOT_TRACKED: { status: 400, meaning: 'The stock of this item is not tracked' },
  CURRENCY_CHANGE_NOT_ALLOWED: {
    status: 409,
    meaning:
      'The store has products priced in a currency with another number of decimals: the currency cannot change',
  },
} as const satisfies ErrorTable;
