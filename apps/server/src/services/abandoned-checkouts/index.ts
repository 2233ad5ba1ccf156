export { abandonedCheckoutsModule, type AbandonedCheckouts } from './module.js';
