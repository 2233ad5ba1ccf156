import { sql, type SQL } from 'drizzle-orm';
import type { NestedResultValue } from '@atrium/contract';
import { invalid } from '../wire/errors.js';
import { keyedRows, type AggregationContext } from './aggregation-context.js';
import {
  keepsMissing,
  keyOrder,
  labelOf,
  MAX_HISTOGRAM_BUCKETS,
  scalarOf,
  selectRows,
  type Level,
  type ScalarLevel,
} from './aggregation-levels.js';

/** Combinations read from the database at most; more means the request must narrow its filter or limits. */
export const MAX_NESTED_GROUPS = 10_000;
/** The wire caps the flattened results (NestedResults) at 1000 entries; the first in order are kept. */
export const MAX_NESTED_RESULTS = 1000;

export interface NamedLevel {
  name: string;
  level: Level;
}

interface Node {
  rank: number;
  rangeIndex: number;
  label: string;
  count: number;
  scalar: number;
  children: Map<number, Node>;
}

type GroupRow = Record<string, unknown>;

function groupingQuery(ctx: AggregationContext, buckets: Level[], scalar: ScalarLevel | undefined): SQL {
  const keys = buckets.map((_, i) => sql.raw(`s.k${i}`));
  const columns = buckets.flatMap((level, i) => [
    sql`grouping(${keys[i]})::int as ${sql.raw(`g${i}`)}`,
    sql`${labelOf(level, keys[i]!)} as ${sql.raw(`l${i}`)}`,
    sql`dense_rank() over (order by ${keyOrder(level, keys[i]!, 'ASC')})::int as ${sql.raw(`r${i}`)}`,
    level.kind === 'RANGE' ? sql`${keys[i]} as ${sql.raw(`i${i}`)}` : sql`null as ${sql.raw(`i${i}`)}`,
    sql`(${keys[i]} is null) as ${sql.raw(`n${i}`)}`,
  ]);
  // A row appears once per combination of its keys at all levels; it must count once per bucket.
  columns.push(sql`count(distinct s.rid)::int as count`);
  if (scalar) columns.push(sql`${scalarOf(scalar.scalar, sql`s.sv`)} as sv`);
  const sets = buckets.map((_, depth) => sql`(${sql.join(keys.slice(0, depth + 1), sql`, `)})`);
  return sql`select ${sql.join(columns, sql`, `)}
    from (${keyedRows(ctx, buckets, { operand: scalar?.field.expr, nested: true })}) as s
    group by grouping sets (${sql.join(sets, sql`, `)})
    limit ${MAX_NESTED_GROUPS + 1}`;
}

function buildTree(rows: GroupRow[], levels: Level[]): Map<number, Node> {
  const root = new Map<number, Node>();
  // Parents first, so that every child finds its parent node.
  const byDepth = rows
    .map((row) => ({ row, depth: levels.filter((_, i) => row[`g${i}`] === 0).length }))
    .sort((a, b) => a.depth - b.depth);
  for (const { row, depth } of byDepth) {
    const i = depth - 1;
    // Rows without a key at this level form no bucket here, unless the level has a missing-values bucket.
    if (row[`n${i}`] === true && !keepsMissing(levels[i]!)) continue;
    let siblings = root;
    for (let j = 0; j < i; j++) siblings = siblings.get(row[`r${j}`] as number)?.children ?? new Map();
    siblings.set(row[`r${i}`] as number, {
      rank: row[`r${i}`] as number,
      rangeIndex: Number(row[`i${i}`] ?? -1),
      label: String(row[`l${i}`]),
      count: row.count as number,
      scalar: Number(row.sv ?? 0),
      children: new Map(),
    });
  }
  return root;
}

function ordered(level: Level, nodes: Iterable<Node>): Node[] {
  const list = [...nodes];
  switch (level.kind) {
    case 'VALUE': {
      const sign = level.sortDirection === 'ASC' ? 1 : -1;
      list.sort((a, b) =>
        level.sortType === 'COUNT' ? sign * (a.count - b.count) || a.rank - b.rank : sign * (a.rank - b.rank),
      );
      return list.slice(0, level.limit);
    }
    case 'RANGE':
      return list.sort((a, b) => a.rangeIndex - b.rangeIndex);
    default:
      return list.sort((a, b) => a.rank - b.rank).slice(0, MAX_HISTOGRAM_BUCKETS);
  }
}

function resultValue(level: Level, node: Node): NestedResultValue {
  switch (level.kind) {
    case 'VALUE':
      return { value: { value: node.label, count: node.count } };
    case 'DATE_HISTOGRAM':
      return { dateHistogram: { value: node.label, count: node.count } };
    case 'RANGE': {
      const bucket = level.buckets[node.rangeIndex] ?? {};
      return { range: { ...bucket, count: node.count } };
    }
    case 'SCALAR':
      return { scalar: { value: node.scalar } };
  }
}

/**
 * A NESTED aggregation: each level buckets the rows of its parent's bucket (a SCALAR may only come
 * last), answered in the flattened form, one entry per combination of buckets, in the levels' order.
 */
export async function runNested(
  ctx: AggregationContext,
  levels: NamedLevel[],
  path: string,
): Promise<{ results: { results: Record<string, NestedResultValue> }[] }> {
  const last = levels[levels.length - 1]!;
  const scalar = last.level.kind === 'SCALAR' ? last : undefined;
  const buckets = scalar ? levels.slice(0, -1) : levels;
  const rows = await selectRows<GroupRow>(
    ctx.db,
    groupingQuery(
      ctx,
      buckets.map((b) => b.level),
      scalar?.level as ScalarLevel,
    ),
  );
  if (rows.length > MAX_NESTED_GROUPS) {
    throw invalid(
      path,
      'has too many bucket combinations; narrow the filter or lower the limits',
      'MAX_SIZE',
    );
  }
  const results: { results: Record<string, NestedResultValue> }[] = [];
  const walk = (nodes: Map<number, Node>, depth: number, trail: Record<string, NestedResultValue>) => {
    for (const node of ordered(buckets[depth]!.level, nodes.values())) {
      if (results.length >= MAX_NESTED_RESULTS) return;
      const entry = { ...trail, [buckets[depth]!.name]: resultValue(buckets[depth]!.level, node) };
      if (depth < buckets.length - 1) walk(node.children, depth + 1, entry);
      else
        results.push({
          results: scalar ? { ...entry, [scalar.name]: resultValue(scalar.level, node) } : entry,
        });
    }
  };
  const tree = buildTree(
    rows,
    buckets.map((b) => b.level),
  );
  walk(tree, 0, {});
  return { results };
}
