export { taxModule, type Tax } from './module.js';
