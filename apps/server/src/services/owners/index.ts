export { ownersModule, type Owners } from './module.js';
export type { OwnersService } from './service.js';
export type { Account as OwnerAccount } from './account.js';
