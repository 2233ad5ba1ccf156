export { checkoutsModule, type Checkouts } from './module.js';
export type { CheckoutFeeSource, CheckoutsContext } from './context.js';
export type { CheckoutsService } from './service.js';
export type { CheckoutRow, CheckoutLineRow } from './tables.js';
export type { PricedCheckout } from './answers.js';
