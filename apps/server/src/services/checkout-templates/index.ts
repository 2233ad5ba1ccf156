export { checkoutTemplatesModule, type CheckoutTemplates } from './module.js';
