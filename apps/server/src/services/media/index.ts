export { mediaModule, type Media } from './module.js';
export { mediaProcessingModule } from './processing/module.js';
export { mediaUploadsModule } from './upload/module.js';
export { mediaDeliveryModule } from './delivery/module.js';
export { mediaLibraryModule, type MediaLibrary } from './library/module.js';
export type { MediaService } from './library/service.js';
