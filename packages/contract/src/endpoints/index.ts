// `@atrium/contract/endpoints`: every call's name, method, path and POST fallback, as plain data (no zod).
export * from './endpoint.js';
export * from './identity.js';
export * from './media.js';
export * from './categories.js';
export * from './site-admin.js';
export * from './products.js';
export * from './carts.js';
export * from './checkout.js';
export * from './orders.js';
export * from './coupons.js';
export * from './discount-rules.js';
export * from './shipping.js';
export * from './tax.js';
export * from './gift-cards.js';
export * from './payments.js';
export * from './payments-collector.js';
export * from './fulfillments.js';
