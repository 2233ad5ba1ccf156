// The public surface of @atrium/sdk. Everything here is free of side effects at import time.

export { createClient, CONSISTENCY_HEADER } from './core/create-client.js';
export type { AtriumClient, BoundModule, ClientBase, CreateClientOptions } from './core/create-client.js';
export { elevate, clearAmbientContext } from './core/context.js';
export { bindMethod, isModuleMethod } from './core/client-core.js';
export type { ClientCore, ModuleMethod } from './core/client-core.js';
export { defineMethod, defineModule } from './core/define-method.js';
export type { CallDescriptor, MethodDescriptor } from './core/define-method.js';
export { defineQuery, defineQueryForms } from './core/define-query.js';
export type { QueryDescriptor, QueryForms, TypedQuery } from './core/define-query.js';
export type { Int64Fields } from './core/call-api.js';
export type { PayloadSpec } from './core/payload-mapping.js';
export type { HttpMethod, RequestSpec } from './wire/request-plan.js';
export type { FromWire } from './wire/wire-types.js';

export {
  AtriumError,
  ValidationError,
  ApplicationError,
  HttpError,
  SystemError,
  TokenError,
  isAtriumError,
  isValidationError,
  isApplicationError,
  isHttpError,
  isSystemError,
  isTokenError,
} from './errors/errors.js';
export type { AnswerErrorCode } from './errors/errors.js';
/** Every error code Atrium answers, from the contract's one table. */
export type { ErrorCode } from '@atrium/contract';

export type { AuthStrategy, AuthEnvironment } from './auth/auth-strategy.js';
export { OAuthStrategy } from './auth/oauth-strategy.js';
export type { OAuthStrategyOptions } from './auth/oauth-strategy.js';
export type { LoginErrorCode, LoginState, LoginStateName } from './auth/login-state.js';
export { loginFailure, registrationFailure, toLoginState } from './auth/login-state.js';
export type { AuthUrlOptions, Credentials } from './auth/member-flows.js';
export { ApiKeyStrategy } from './auth/api-key-strategy.js';
export type { ApiKeyStrategyOptions } from './auth/api-key-strategy.js';
export type { AccessToken, RefreshToken, Tokens } from './auth/tokens.js';
export { createMemoryTokenStore } from './auth/token-store.js';
export type { TokenStore } from './auth/token-store.js';
export { createCodeChallenge, createCodeVerifier, generateOAuthData } from './auth/pkce.js';
export type { OAuthData } from './auth/pkce.js';
export { parseFromUrl } from './auth/parse-from-url.js';
export { passkeyOptions } from './auth/passkey-options.js';
export type { AuthorizationResult, ResponseMode } from './auth/parse-from-url.js';

export { createQueryBuilder, DEFAULT_QUERY_LIMIT } from './query/query-builder.js';
export type { QueryBuilder } from './query/query-builder.js';
export type { QueryResult } from './query/query-result.js';

export { retry, retryDelay, defaultRetries } from './helpers/retry.js';
export type { RetryOptions } from './helpers/retry.js';
export { solveProofOfWork, visibleCaptchaToken } from './helpers/captcha.js';
export type { ProofOfWorkOptions } from './helpers/captcha.js';
export { createLogger, levelValue, LOG_LEVELS } from './helpers/logger.js';
export type { Logger, LoggerOptions, LogLevel, LogRecord, LogSink } from './helpers/logger.js';
export {
  createCookieTokenStore,
  documentCookieAdapter,
  readCookie,
  serializeCookie,
} from './helpers/cookie-store.js';
export type { CookieAdapter, CookieAttributes, CookieTokenStoreOptions } from './helpers/cookie-store.js';
export { parseMediaUri } from './helpers/media-uri.js';
export type { MediaUriKind, ParsedMediaUri } from './helpers/media-uri.js';
export { imageUrl, IMAGE_SIZES } from './helpers/image-url.js';
export type { ImageSource, ImageUrlOptions } from './helpers/image-url.js';
export { uploadFile } from './helpers/upload.js';
export type { UploadBody, UploadFileOptions, UploadProgress } from './helpers/upload.js';
export { uploadResumable } from './helpers/upload-resumable.js';
export type { UploadResumableOptions } from './helpers/upload-resumable.js';

export * as webhooks from './modules/webhooks.js';
export * as sites from './modules/sites.js';
export * as authentication from './modules/authentication.js';
export * as redirects from './modules/redirects.js';
export * as oauth from './modules/oauth.js';
export * as verification from './modules/verification.js';
export * as recovery from './modules/recovery.js';
export * as siteMembers from './modules/site-members.js';
export * as factors from './modules/factors.js';
export * as memberAccount from './modules/member-account.js';
export * as captcha from './modules/captcha.js';
export * as files from './modules/files.js';
export * as folders from './modules/folders.js';
export * as categories from './modules/categories.js';
export * as products from './modules/products.js';
export * as currentCart from './modules/current-cart.js';
export * as cart from './modules/cart.js';
export * as checkout from './modules/checkout.js';
export * as checkoutSettings from './modules/checkout-settings.js';
export * as checkoutTemplates from './modules/checkout-templates.js';
export * as abandonedCheckouts from './modules/abandoned-checkouts.js';
export * as orders from './modules/orders.js';
export * as orderTransactions from './modules/order-transactions.js';
export * as orderFulfillments from './modules/order-fulfillments.js';
export * as coupons from './modules/coupons.js';
export * as discountRules from './modules/discount-rules.js';
export * as shippingOptions from './modules/shipping-options.js';
export * as deliveryRegions from './modules/delivery-regions.js';
export * as taxGroups from './modules/tax-groups.js';
export * as taxRegions from './modules/tax-regions.js';
export * as manualTaxMappings from './modules/manual-tax-mappings.js';
export * as taxSettings from './modules/tax-settings.js';
export * as feeSettings from './modules/fee-settings.js';
export * as shippingLogistics from './modules/shipping-logistics.js';
export * as carrierSettings from './modules/carrier-settings.js';
export * as sandboxPayments from './modules/sandbox-payments.js';
export * as giftCards from './modules/gift-cards.js';
export * as backInStockNotifications from './modules/back-in-stock-notifications.js';
export * as recommendations from './modules/recommendations.js';
export * as tips from './modules/tips.js';
export * as tipSettings from './modules/tip-settings.js';
export * as subscriptionContracts from './modules/subscription-contracts.js';
export * as hosted from './modules/hosted.js';
export * as ownerSession from './modules/owner-session.js';

export { SessionCookieStrategy, CSRF_HEADER } from './auth/session-cookie-strategy.js';
export type { SessionCookieStrategyOptions } from './auth/session-cookie-strategy.js';
