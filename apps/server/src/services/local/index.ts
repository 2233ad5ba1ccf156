export { localModule } from './module.js';
