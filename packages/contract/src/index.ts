export * from './errors.js';
export * from './scalars.js';
export * from './paging.js';
export * from './aggregations.js';
export * from './tokens.js';
export * from './webhooks.js';
export * from './site-admin.js';
export * from './owners.js';
