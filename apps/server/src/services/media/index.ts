export { mediaModule, type Media } from './module.js';
export type { MediaService } from './service.js';
