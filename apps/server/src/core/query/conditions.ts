import { sql, type SQL } from 'drizzle-orm';

// Each part is parenthesised: drizzle's and()/or() join their parts bare, so a caller's `a or b`
// would otherwise bind to its neighbours and could widen a site scope.

/** All of the conditions (true for none). */
export function allOf(parts: readonly (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (present.length === 0) return sql`true`;
  return sql`(${sql.join(
    present.map((p) => sql`(${p})`),
    sql` and `,
  )})`;
}

/** Any of the conditions (false for none). */
export function anyOf(parts: readonly (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (present.length === 0) return sql`false`;
  return sql`(${sql.join(
    present.map((p) => sql`(${p})`),
    sql` or `,
  )})`;
}
