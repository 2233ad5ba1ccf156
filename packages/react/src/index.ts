// The public surface of @atrium/react. Nothing here touches `window` or `document` at import time.

export { createQueryClient, isRetryableError, retryQuery, GC_TIME_MS } from './query-client.js';
export { AtriumProvider, useAtriumClient } from './provider.js';
export type { AtriumProviderProps } from './provider.js';
export { atriumKeys } from './query-keys.js';
export { applyListParams } from './list-params.js';
export type { ListParams } from './list-params.js';
export { mutationFactory, withInvalidation } from './mutations.js';
export type { CallerMutationOptions, Invalidation, MutationSpec } from './mutations.js';
export { useAuthState, useSignInProgress } from './auth.js';
export type { AuthRole, AuthSource, AuthState } from './auth.js';

export { webhooksQueries, webhooksMutations } from './modules/webhooks.js';
export type { UpdateWebhookVariables, WebhooksClient } from './modules/webhooks.js';

export { sitesQueries, sitesMutations } from './modules/sites.js';
export type { SitesClient, UpdateClientVariables } from './modules/sites.js';
export { mediaQueries, mediaMutations } from './modules/media.js';
export type {
  CreateFolderVariables,
  DeleteFilesVariables,
  DeleteFoldersVariables,
  FilesClient,
  FoldersClient,
  ImportFileVariables,
  UpdateFileVariables,
  UpdateFolderVariables,
} from './modules/media.js';
export { categoriesQueries, categoriesMutations, MAX_CHILDREN } from './modules/categories.js';
export type {
  BulkShowCategoriesVariables,
  BulkUpdateCategoriesVariables,
  CategoriesClient,
  CategoryBySlugParams,
  CategoryChildrenParams,
  CategoryItemsParams,
  CategoryItemsVariables,
  CategoryParams,
  CategoryQueryParams,
  CreateCategoryVariables,
  DeleteCategoryVariables,
  ItemToCategoriesVariables,
  MoveCategoryVariables,
  UpdateCategoryVariables,
  UpdateCategoryVisibilityVariables,
} from './modules/categories.js';
export { siteMembersQueries, siteMembersMutations } from './modules/site-members.js';
export type { SiteMembersClient } from './modules/site-members.js';
export { signInMutations } from './sign-in.js';
export type { RegisterVariables, SignInSource } from './sign-in.js';
export { productsQueries, productsMutations } from './modules/products.js';
export type { ProductListParams, ProductsClient, UpdateProductVariables } from './modules/products.js';
export {
  cartItemCount,
  currentCartCouponMutations,
  currentCartMutations,
  currentCartQueries,
} from './modules/current-cart.js';
export type { AddToCartVariables, CartData, CurrentCartClient } from './modules/current-cart.js';
export {
  couponsMutations,
  couponsQueries,
  discountRulesMutations,
  discountRulesQueries,
  shippingOptionsMutations,
  shippingOptionsQueries,
} from './modules/pricing.js';
export type { CouponsClient, DiscountRulesClient, ShippingOptionsClient } from './modules/pricing.js';
export { taxMutations, taxQueries } from './modules/tax.js';
export type { TaxClient } from './modules/tax.js';
export {
  feeSettingsMutations,
  feeSettingsQueries,
  giftCardsMutations,
  giftCardsQueries,
} from './modules/gift-cards.js';
export type { FeeSettingsClient, GiftCardsClient } from './modules/gift-cards.js';
export {
  carrierSettingsMutations,
  carrierSettingsQueries,
  shippingLogisticsMutations,
  shippingLogisticsQueries,
} from './modules/logistics.js';
export type { CarrierSettingsClient, ShippingLogisticsClient } from './modules/logistics.js';
export { algorithmsOfTypes, recommendationsQueries } from './modules/recommendations.js';
export type { RecommendationParams, RecommendationsClient } from './modules/recommendations.js';
export { ownerSessionMutations, ownerSessionQueries } from './modules/owner-session.js';
export type { OwnerSessionClient } from './modules/owner-session.js';
export { hostedQueries } from './modules/hosted.js';
export { oauthQueries } from './modules/oauth.js';
export type { OAuthClient } from './modules/oauth.js';
export type { HostedClient } from './modules/hosted.js';
export { ordersMutations, ordersQueries } from './modules/orders.js';
export type { OrderSearch, OrdersClient, PaymentAction, RefundRequest, TagChange } from './modules/orders.js';
export { abandonedCheckoutsMutations, abandonedCheckoutsQueries } from './modules/abandoned-checkouts.js';
export type { AbandonedClient, AbandonedSearch } from './modules/abandoned-checkouts.js';
export { tipsMutations, tipsQueries } from './modules/tips.js';
export type { TipDistributionsParams, TipsClient } from './modules/tips.js';
export { backInStockMutations, backInStockQueries } from './modules/back-in-stock.js';
export type { BackInStockClient, CatalogReference } from './modules/back-in-stock.js';
export { subscriptionsMutations, subscriptionsQueries } from './modules/subscriptions.js';
export type { SubscriptionAction, SubscriptionsClient } from './modules/subscriptions.js';
export { productSearchQueries } from './modules/product-search.js';
export type { ProductSearchParams } from './modules/product-search.js';
export { categoryListQueries, MAX_LISTED_CATEGORIES } from './modules/category-lists.js';
