/**
 * Every application error code the server answers (WIRE.md section 5), with its HTTP status and what it means.
 * Services raise errors by code only; the meaning is the description unless the service says something more
 * precise. Plain data, so that the SDK can name the codes as a type without loading anything.
 */
export const ERROR_CODES = {
  // The request itself (the HTTP layer, before any service).
  INVALID_JSON: { status: 400, meaning: 'The request body is not valid JSON' },
  BAD_REQUEST: { status: 400, meaning: 'The request is not well formed' },
  REQUEST_ABORTED: { status: 400, meaning: 'The request body ended before its declared length' },
  ROUTE_NOT_FOUND: { status: 404, meaning: 'No route answers this method and path' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'This path does not answer this method' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request did not arrive in time' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is too large' },
  URI_TOO_LONG: { status: 414, meaning: 'The request line is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The request body must be JSON (application/json)' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request line and headers are too large' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; try again later' },
  SYSTEM_ERROR: { status: 500, meaning: 'System error occurred' },
  NOT_READY: {
    status: 503,
    meaning: 'The server cannot answer now: its database is unreachable, or it is stopping',
  },
  ORIGIN_NOT_ALLOWED: { status: 403, meaning: 'Origin not allowed' },
  WEB_NOT_BUILT: {
    status: 404,
    meaning: 'The web app is not built: run "npm run build --workspace @atrium/web"',
  },
  /** The code of a field-violation failure inside a bulk answer's per-item results. */
  INVALID_ARGUMENT: { status: 400, meaning: 'A field of the item is not valid' },

  // Who is calling.
  UNAUTHENTICATED: { status: 401, meaning: 'This call needs an access token or an API key' },
  INVALID_TOKEN: { status: 401, meaning: 'The access token is not valid' },
  TOKEN_EXPIRED: { status: 401, meaning: 'The access token has expired' },
  INVALID_API_KEY: { status: 401, meaning: 'The API key is not valid or has been revoked' },
  FORBIDDEN: { status: 403, meaning: 'You are not allowed to do this' },
  MISSING_PERMISSION: { status: 403, meaning: 'The API key lacks a permission this call needs' },
  SITE_MISMATCH: { status: 403, meaning: 'The credentials belong to different sites' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The credentials are not correct' },

  // OAuth.
  UNKNOWN_CLIENT: { status: 400, meaning: 'Unknown OAuth client' },
  UNSUPPORTED_GRANT_TYPE: { status: 400, meaning: 'Unsupported grant type' },
  INVALID_GRANT: { status: 400, meaning: 'The grant is invalid, expired, already used or revoked' },

  // Sites, OAuth clients, API keys.
  SITE_NOT_FOUND: { status: 404, meaning: 'The site no longer exists' },
  OAUTH_CLIENT_NOT_FOUND: { status: 404, meaning: 'No OAuth client with this id on this site' },
  API_KEY_NOT_FOUND: { status: 404, meaning: 'No API key with this id on this site' },
  TOO_MANY_CLIENTS: { status: 409, meaning: 'The site has as many OAuth clients as it may have' },
  TOO_MANY_API_KEYS: { status: 409, meaning: 'The site has as many active API keys as it may have' },

  // Owners and the dashboard session.
  NO_SESSION: { status: 401, meaning: 'Sign in to the dashboard first' },
  SESSION_EXPIRED: { status: 401, meaning: 'The dashboard session has ended; sign in again' },
  INVALID_CSRF_TOKEN: { status: 403, meaning: 'The request does not carry this session’s CSRF token' },
  INVALID_SETUP_LINK: { status: 400, meaning: 'This setup link is not valid or has already been used' },
  INVALID_RESET_LINK: {
    status: 400,
    meaning: 'This password reset link is not valid, has expired or has already been used',
  },
  MAIL_NOT_CONFIGURED: {
    status: 400,
    meaning:
      'This server sends no mail (no SMTP is configured): run "npx atrium owner-reset --email <address>" on it for a one-time link',
  },
  SECOND_FACTOR_REQUIRED: {
    status: 401,
    meaning: 'Enter the code from your authenticator app, or a recovery code',
  },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, meaning: 'Two-factor sign-in is already on; turn it off first' },
  TWO_FACTOR_NOT_STARTED: { status: 409, meaning: 'Start adding an authenticator app first' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, meaning: 'Two-factor sign-in is not on' },
  OWNER_EXISTS: { status: 409, meaning: 'An account with this email already exists' },
  NOT_SITE_OWNER: { status: 403, meaning: 'You are not an owner of this site' },
  OWNER_REQUIRED: { status: 403, meaning: 'Only a site owner can manage owners' },
  ALREADY_OWNER: { status: 409, meaning: 'This person is already an owner of the site' },
  INVALID_INVITE: {
    status: 400,
    meaning: 'This invitation is not valid, has expired or has already been used',
  },
  INVITE_NOT_FOUND: { status: 404, meaning: 'No pending invitation with this id on this site' },

  // Members (the numeric codes are specification 000 section 8's).
  '-19995': { status: 409, meaning: 'A member with this email already exists' },
  '-19976': { status: 401, meaning: 'The email or the password is not correct' },
  '-19973': { status: 401, meaning: 'This account has no password yet; reset it to sign in' },
  '-19971': { status: 428, meaning: 'Complete the captcha check' },
  '-19970': {
    status: 400,
    meaning: 'The captcha check failed, has expired or was already used; take a new one',
  },
  MEMBER_NOT_FOUND: { status: 404, meaning: 'No member with this id on this site' },
  MEMBER_BLOCKED: { status: 403, meaning: 'This account has been blocked by the site owner' },
  MEMBER_NOT_ACTIVE: { status: 403, meaning: 'This member cannot sign in until their account is active' },
  NOT_PENDING_APPROVAL: { status: 409, meaning: 'This member is not waiting for approval' },
  NOT_BLOCKED: { status: 409, meaning: 'This member is not blocked' },
  ALREADY_VERIFIED: { status: 409, meaning: 'This email address is already verified' },
  INVALID_CODE: { status: 400, meaning: 'The code is not correct' },
  CODE_EXPIRED: { status: 400, meaning: 'The code has expired or was tried too often; ask for a new one' },
  INVALID_STATE_TOKEN: { status: 400, meaning: 'The sign-in has expired; start again' },
  INVALID_SESSION_TOKEN: { status: 400, meaning: 'The session token is invalid, expired or already used' },
  INVALID_RECOVERY_TOKEN: {
    status: 400,
    meaning: 'This link has expired or has already been used; ask for a new one',
  },
  UNKNOWN_FACTOR: { status: 400, meaning: 'Unknown factor type' },
  FACTOR_NOT_AVAILABLE: { status: 400, meaning: 'This factor is not offered here' },
  FACTOR_NOT_FOUND: { status: 404, meaning: 'No factor with this id for this member' },
  FACTOR_ACTIVE: { status: 409, meaning: 'This factor is already active' },
  // A member's own account (Atrium's account page).
  WRONG_PASSWORD: { status: 403, meaning: 'The current password is not correct' },
  SAME_EMAIL: { status: 400, meaning: 'This is already the account’s email address' },
  EMAIL_TAKEN: { status: 409, meaning: 'Another account of this site uses this email address' },
  PICTURE_NOT_ALLOWED: {
    status: 400,
    meaning: 'The picture must be a PNG, JPEG, WebP or GIF image of at most 512 KB',
  },
  ADDRESS_NOT_FOUND: { status: 404, meaning: 'No saved address with this id for this member' },
  ADDRESS_LIMIT_REACHED: { status: 409, meaning: 'The address book is full; delete an address first' },

  // Redirect sessions and hosted pages.
  INTENT_NOT_AVAILABLE: { status: 400, meaning: 'This redirect is not offered by this server yet' },
  REDIRECT_SESSION_NOT_FOUND: {
    status: 404,
    meaning: 'This link has expired or does not exist; go back and try again',
  },
  NOT_SIGNED_IN: { status: 401, meaning: 'Sign in to see your account' },
  CHECKOUT_LINK_IN_USE: {
    status: 403,
    meaning: 'This checkout link was opened in another browser; go back to the shop and check out again',
  },
  CHECKOUT_LINK_INVALID: {
    status: 400,
    meaning: 'This checkout link is not valid, or it has expired; go back to the shop',
  },

  // Webhooks.
  WEBHOOK_NOT_FOUND: { status: 404, meaning: 'Webhook not found' },
  DELIVERY_NOT_FOUND: { status: 404, meaning: 'Webhook delivery not found' },

  // Media.
  FILE_NOT_FOUND: { status: 404, meaning: 'No such file in this site' },
  FOLDER_NOT_FOUND: { status: 404, meaning: 'No such folder in this site' },
  ASSET_NOT_FOUND: { status: 404, meaning: 'The file has no such asset' },
  FILE_CONTENT_NOT_FOUND: { status: 404, meaning: 'The file has no stored content' },
  FILE_NOT_READY: { status: 409, meaning: 'The file is still being processed' },
  FILE_TOO_LARGE: { status: 400, meaning: 'The file is larger than allowed here' },
  PRIVATE_FILE: { status: 403, meaning: 'This file is private: ask for a download URL' },
  FOLDER_NOT_ALLOWED: {
    status: 403,
    meaning: 'Visitors and members may upload only into the visitor uploads folder',
  },
  VISITOR_UPLOADS_DISABLED: {
    status: 403,
    meaning: 'This site does not accept uploads from visitors or members',
  },
  UPLOAD_URL_NOT_FOUND: { status: 404, meaning: 'This upload URL is not known' },
  UPLOAD_URL_EXPIRED: { status: 403, meaning: 'This upload URL has expired; ask for a new one' },
  UPLOAD_URL_USED: { status: 409, meaning: 'This upload URL was already used; ask for a new one' },
  UPLOAD_TOKEN_REQUIRED: { status: 401, meaning: 'Send the upload token as the uploadToken metadata' },
  UPLOAD_LENGTH_REQUIRED: { status: 400, meaning: 'Declare the size (Upload-Length)' },
  UPLOAD_REFUSED: { status: 400, meaning: 'The upload was refused' },
  // The tus protocol's own refusals keep the statuses tus clients act on.
  UPLOAD_HEADER_REQUIRED: {
    status: 403,
    meaning: 'This tus request needs its Upload-Offset and Content-Type',
  },
  UPLOAD_OFFSET_CONFLICT: {
    status: 409,
    meaning: 'Upload-Offset is not where the upload stands; ask with HEAD',
  },
  UPLOAD_GONE: { status: 410, meaning: 'This upload expired or was removed; start a new one' },
  TUS_VERSION_REQUIRED: { status: 412, meaning: 'Send the Tus-Resumable header (1.0.0)' },
  SIZE_MISMATCH: { status: 400, meaning: 'The upload is not the size its upload URL was made for' },
  MIME_TYPE_MISMATCH: { status: 400, meaning: 'The upload is not the type its upload URL was made for' },
  URL_EXPIRED: { status: 403, meaning: 'This media URL has expired' },
  INVALID_SIGNATURE: { status: 403, meaning: 'This media URL is not valid' },
  INVALID_IMAGE_SIZE: { status: 400, meaning: 'Image sizes come from a fixed set' },
  NOT_AN_IMAGE: { status: 400, meaning: 'Only ready images have resized copies' },
  NOT_A_VIDEO: { status: 400, meaning: 'Only videos can be streamed' },
  STREAM_FORMAT_NOT_SUPPORTED: {
    status: 400,
    meaning: 'Atrium streams video as HLS only; ask for format HLS',
  },
  VIDEO_STREAMING_UNAVAILABLE: { status: 400, meaning: 'This video cannot be streamed' },

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

  // Carts.
  CART_NOT_FOUND: { status: 404, meaning: 'No such cart' },
  OWNED_CART_NOT_FOUND: { status: 404, meaning: 'The caller has no current cart' },
  LINE_ITEM_NOT_FOUND: { status: 404, meaning: 'The cart has no line item with this id' },
  CART_TOO_LARGE: { status: 400, meaning: 'A cart holds at most 300 line items' },
  PRICE_OVERRIDE_NOT_ALLOWED: {
    status: 403,
    meaning:
      'Only the site owner or an API key may set prices: custom line items and catalog override fields',
  },
  COUPON_DOES_NOT_EXIST: { status: 400, meaning: 'No coupon with this code' },
  CART_EMPTY: { status: 400, meaning: 'The cart has no line items: a checkout needs at least one' },

  // Coupons.
  COUPON_NOT_FOUND: { status: 404, meaning: 'No such coupon' },
  COUPON_CODE_ALREADY_EXISTS: { status: 409, meaning: 'Another coupon of the site has this code' },
  COUPON_REVISION_MISMATCH: { status: 409, meaning: 'The coupon changed since that revision; read it again' },
  COUPON_NOT_YET_VALID: { status: 400, meaning: 'The coupon cannot be used before its start date' },
  COUPON_EXPIRED: { status: 400, meaning: 'The coupon expired' },
  COUPON_USAGE_LIMIT_REACHED: { status: 400, meaning: 'The coupon has been used as many times as it may be' },
  COUPON_LIMIT_PER_CUSTOMER_REACHED: {
    status: 400,
    meaning: 'This customer has used the coupon as many times as one customer may',
  },

  // Discount rules.
  DISCOUNT_RULE_NOT_FOUND: { status: 404, meaning: 'No such discount rule' },
  DISCOUNT_RULE_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The discount rule changed since that revision; read it again',
  },

  // Shipping.
  SHIPPING_OPTION_NOT_FOUND: { status: 404, meaning: 'No such shipping option' },
  SHIPPING_OPTION_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The shipping option changed since that revision; read it again',
  },
  DELIVERY_REGION_NOT_FOUND: { status: 404, meaning: 'No such delivery region' },
  DELIVERY_REGION_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The delivery region changed since that revision; read it again',
  },
  DELIVERY_REGION_IN_USE: {
    status: 409,
    meaning: 'Shipping options still ship to this region: take it off them first',
  },
  DEFAULT_DELIVERY_REGION: {
    status: 409,
    meaning: 'The default region, which ships everywhere, cannot change',
  },
  LAST_DELIVERY_REGION: { status: 409, meaning: 'A shipping option ships to at least one region' },
  CARRIER_NOT_FOUND: { status: 400, meaning: 'No carrier of that id is installed on this server' },

  // Tax.
  TAX_GROUP_NOT_FOUND: { status: 404, meaning: 'No such tax group' },
  TAX_GROUP_IS_DEFAULT: { status: 409, meaning: 'A default tax group cannot be changed or deleted' },
  TAX_GROUP_IN_USE: { status: 409, meaning: 'Tax mappings still use this group: delete them first' },
  TAX_GROUP_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The tax group changed since that revision; read it again',
  },
  TAX_REGION_NOT_FOUND: { status: 404, meaning: 'No such tax region' },
  TAX_REGION_ALREADY_EXISTS: {
    status: 409,
    meaning: 'The site has a tax region for this country and subdivision',
  },
  TAX_REGION_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The tax region changed since that revision; read it again',
  },
  TAX_CALCULATOR_NOT_FOUND: { status: 400, meaning: 'No tax calculator is installed with this app id' },
  MANUAL_TAX_MAPPING_NOT_FOUND: { status: 404, meaning: 'No such manual tax mapping' },
  MANUAL_TAX_MAPPING_ALREADY_EXISTS: {
    status: 409,
    meaning: 'The site has a mapping for this tax group and tax region',
  },
  MANUAL_TAX_MAPPING_REVISION_MISMATCH: {
    status: 409,
    meaning: 'The manual tax mapping changed since that revision; read it again',
  },

  // Gift cards.
  GIFT_CARD_NOT_FOUND: { status: 404, meaning: 'No such gift card' },
  GIFT_CARD_DOES_NOT_EXIST: { status: 400, meaning: 'No gift card has this code' },
  GIFT_CARD_CODE_TAKEN: { status: 409, meaning: 'Another gift card of the site has this code' },
  GIFT_CARD_DISABLED: { status: 400, meaning: 'The gift card was disabled' },
  GIFT_CARD_EXPIRED: { status: 400, meaning: 'The gift card expired' },
  GIFT_CARD_INSUFFICIENT_BALANCE: {
    status: 409,
    meaning: 'The gift card holds less than the amount to redeem',
  },

  // Checkouts.
  CHECKOUT_NOT_FOUND: { status: 404, meaning: 'No such checkout' },
  CHECKOUT_CODE_LOCKED: {
    status: 409,
    meaning: "The site locked this checkout's coupon or gift card: it cannot be added or removed",
  },
  CHECKOUT_ALREADY_COMPLETED: {
    status: 409,
    meaning: 'An order was made from this checkout: it can no longer change',
  },
  CHECKOUT_NOT_READY: {
    status: 409,
    meaning: 'The checkout cannot become an order yet: its violations and calculation errors say why',
  },
  CHECKOUT_CHANGED: {
    status: 409,
    meaning: 'The checkout changed while its order was being placed; read it again and place it again',
  },
  CHECKOUT_TEMPLATE_NOT_FOUND: { status: 404, meaning: 'No such checkout template on this site' },
  ABANDONED_CHECKOUT_NOT_FOUND: { status: 404, meaning: 'No such abandoned checkout on this site' },
  ABANDONED_CHECKOUT_RECOVERED: {
    status: 409,
    meaning:
      'The abandoned checkout was recovered: it became an order, so there is no checkout to go back to',
  },
  CHECKOUT_NOT_REOPENABLE: {
    status: 409,
    meaning: 'The checkout can no longer be opened: it was completed without an order, or is gone',
  },
  ABANDONED_CHECKOUT_ACTIVITIES_FULL: {
    status: 409,
    meaning: 'An abandoned checkout holds at most 20 activities',
  },
  CHECKOUT_TEMPLATE_INACTIVE: {
    status: 409,
    meaning:
      'The checkout template is switched off (INACTIVE): it makes no checkouts until it is ACTIVE again',
  },
  PAYMENT_DECLINED: {
    status: 402,
    meaning: 'The payment provider declined the payment method; no order was made',
  },
  PAYMENT_TOKEN_REQUIRED: { status: 400, meaning: 'The checkout has an amount to pay and no payment token' },
  PAYMENT_PROVIDER_NOT_CONFIGURED: {
    status: 400,
    meaning: 'No payment provider that can take this payment is configured on the server',
  },

  // Tips.
  TIPS_NOT_ENABLED: { status: 409, meaning: 'The site does not take tips, or not of this kind' },
  TIP_SETTINGS_NOT_FOUND: { status: 404, meaning: "No such tip settings: a site's settings have one id" },
  TIP_NOT_FOUND: { status: 404, meaning: 'The order has no tip' },
  TIP_ORDER_NOT_CHANGEABLE: {
    status: 409,
    meaning: "The order's tip cannot change: it is canceled, or paid past the total the change would leave",
  },
  TIP_DISTRIBUTIONS_EXCEED_TIP: {
    status: 409,
    meaning: 'The distributions would share out more than the tip',
  },

  // Orders.
  ORDER_NOT_FOUND: { status: 404, meaning: 'No such order' },
  STATUS_ALREADY_SET: { status: 409, meaning: 'The order already has this status' },
  UNSUPPORTED_TRANSITION: {
    status: 409,
    meaning: "The order's status cannot move to this one (see the allowed moves of order statuses)",
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    meaning: 'A request with this Idempotency-Key is still running; retry when it has answered',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    meaning: 'This Idempotency-Key was used for a different request; use a new key',
  },
  ACTIVITY_NOT_FOUND: { status: 404, meaning: 'The order has no activity with this id' },
  ACTIVITY_NOT_EDITABLE: {
    status: 409,
    meaning:
      "Only merchant comments and custom activities may be added, changed or deleted; the rest are the server's record",
  },
  TOO_MANY_ACTIVITIES: { status: 400, meaning: 'An order holds at most 1000 activities' },
  TOO_MANY_TAGS: { status: 400, meaning: 'An order holds at most 100 public and 100 private tags' },
  ORDER_NUMBER_TAKEN: { status: 409, meaning: 'Another order of the site has this number' },
  ORDER_COUNTER_LOWER_NOT_ALLOWED: {
    status: 409,
    meaning: 'The counter is below the current one: send allowLowerCounter to lower it',
  },
  ORDER_COUNTER_BELOW_EXISTING_ORDER: {
    status: 409,
    meaning:
      'New orders would take the number of an existing order: the counter must be at least the highest',
  },

  // Payments of orders (the payments collector and order transactions).
  PAYMENT_NOT_FOUND: { status: 404, meaning: 'The order has no payment with this id' },
  PAYMENT_NOT_AUTHORIZED: {
    status: 409,
    meaning: 'The payment is not an authorization waiting to be captured or voided',
  },
  PAYMENT_PROVIDER_FAILED: { status: 502, meaning: 'The payment provider refused or failed the operation' },
  PAYMENT_NOT_COLLECTABLE: {
    status: 409,
    meaning: 'Nothing can be collected for the order now (canceled, pending, rejected or paid)',
  },
  PAYMENT_AMOUNT_EXCEEDS_BALANCE: {
    status: 409,
    meaning: 'The amount is zero or more than the order still owes (or the payment still holds)',
  },
  PAYMENT_GATEWAY_ORDER_NOT_FOUND: {
    status: 404,
    meaning:
      'The order has no open payment gateway order with this id (a newer one replaced it, or none was made)',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    meaning: 'The payment cannot be refunded here; its refundability says why',
  },
  REFUND_AMOUNT_EXCEEDS_REFUNDABLE: {
    status: 409,
    meaning: 'The refund is zero or more than the payment captured less what it refunded',
  },
  MEMBERSHIPS_NOT_AVAILABLE: {
    status: 400,
    meaning: 'No memberships provider is installed: orders cannot be charged to memberships',
  },
  CHARGEBACK_NOT_FOUND: { status: 404, meaning: 'No such sandbox chargeback' },
  CHARGEBACK_NOT_ALLOWED: {
    status: 409,
    meaning: 'A chargeback needs a captured sandbox payment with money left that is not refunded or disputed',
  },
  CHARGEBACK_ALREADY_DECIDED: {
    status: 409,
    meaning: 'The chargeback was reversed already; an approved one can only be reversed',
  },

  // Order fulfillments.
  FULFILLMENT_NOT_FOUND: { status: 404, meaning: 'The order has no fulfillment with this id' },
  FULFILLMENT_QUANTITY_EXCEEDED: {
    status: 409,
    meaning:
      "More of a line than is left to fulfil: a line's fulfilled quantities never pass its quantity (data says how many are left)",
  },
  ORDER_NOT_FULFILLABLE: {
    status: 409,
    meaning:
      'Only an approved order takes new fulfillments: this one is canceled, rejected or not yet approved',
  },
  // Order transactions recorded outside Atrium's payment providers (addPayments, the status calls).
  PAYMENTS_EXCEED_ORDER_TOTAL: {
    status: 409,
    meaning:
      "The order's payments would capture more than its total (data gives the total and what was captured)",
  },
  PAYMENT_STATUS_NOT_EDITABLE: {
    status: 409,
    meaning:
      "A provider's or a gift card's payment follows them: capture, void and refund it through the payments collector",
  },
  PAYMENT_STATUS_MOVE_NOT_ALLOWED: {
    status: 409,
    meaning: "The payment's status cannot move to this one here (see the allowed moves of recorded payments)",
  },
  REFUND_TRANSACTION_NOT_FOUND: {
    status: 404,
    meaning: 'The order has no refund with this id, or the refund gave nothing back from this payment',
  },
  REFUND_TRANSACTION_NOT_EDITABLE: {
    status: 409,
    meaning:
      "The refund went through the payment provider: its status is the provider's, not recorded by hand",
  },
  REFUND_STATUS_MOVE_NOT_ALLOWED: {
    status: 409,
    meaning: 'An external refund moves from PENDING to SUCCEEDED or FAILED, once',
  },

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
} as const satisfies Record<string, { readonly status: number; readonly meaning: string }>;

/** Every application error code the server can answer. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes any route can answer, whatever it does: the request layer's. */
export const REQUEST_ERRORS = [
  'INVALID_JSON',
  'BAD_REQUEST',
  'REQUEST_ABORTED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'URI_TOO_LONG',
  'RATE_LIMITED',
  'SYSTEM_ERROR',
] as const satisfies readonly ErrorCode[];

/** What a route that needs credentials can answer besides its own codes. */
export const CREDENTIAL_ERRORS = [
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_API_KEY',
  'SITE_MISMATCH',
  'FORBIDDEN',
  'MISSING_PERMISSION',
] as const satisfies readonly ErrorCode[];
