export { tipsModule, type Tips } from './module.js';
