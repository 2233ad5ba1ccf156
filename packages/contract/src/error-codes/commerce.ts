import type { ErrorTable } from './table.js';

/** Buying: carts, coupons, discount rules, shipping, tax, gift cards, checkouts and tips. */
export const COMMERCE_ERRORS = {
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
} as const satisfies ErrorTable;
