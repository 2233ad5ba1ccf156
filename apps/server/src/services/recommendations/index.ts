export { recommendationsModule } from './module.js';
