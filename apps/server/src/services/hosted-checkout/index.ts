export { hostedCheckoutModule, type HostedCheckout } from './module.js';
