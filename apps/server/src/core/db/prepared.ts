import type { Db } from './connect.js';

/**
 * A read built once per database and run many times with new values. Drizzle then builds the SQL text and its
 * row mapping once (on a hot read, building cost more than the query), and PostgreSQL plans the named statement
 * once per connection. For reads outside transactions: a transaction runs its own statements.
 */
export function prepared<Values, Result>(build: (db: Db) => { execute(values: Values): Promise<Result> }) {
  const built = new WeakMap<Db, { execute(values: Values): Promise<Result> }>();
  return (db: Db, values: Values): Promise<Result> => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query.execute(values);
  };
}
