export { connect, openPglite } from './connect.js';
export type { ConnectOptions, Database, Db, Executor, Tx } from './connect.js';
export { migrate } from './migrate.js';
export { lockFor, sqlRows } from './rows.js';
export { prepared } from './prepared.js';
export { nextRevision, versioned, type VersionedChange, type VersionedTable } from './versioned.js';
