/** Where a benchmark server's own routes live: floors, stages and maintenance, beside the app's routes. */
export const BENCH_PREFIX = '/bench/';
export const FLOOR_PREFIX = `${BENCH_PREFIX}floor/`;
