export { createHealthService, type HealthService } from './service.js';
export { healthRoutes } from './routes.js';
