export { categoriesModule } from './module.js';
export type { CategoriesService } from './service.js';
