export { webModule } from './module.js';
