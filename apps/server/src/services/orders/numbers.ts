import { sql } from 'drizzle-orm';
import { sqlRows, type Executor } from '../../core/db/index.js';

/** A site's first order number, as shops usually start (and as imported numbers are usually above). */
export const FIRST_ORDER_NUMBER = 10001;

/**
 * The site's next order number, in the order's transaction: the counter row is locked until it commits, so
 * numbers are sequential, none is given twice, and a rolled-back order leaves no gap.
 */
export async function nextOrderNumber(tx: Executor, siteId: string): Promise<number> {
  const [row] = await sqlRows<{ last: string | number }>(
    tx,
    sql`insert into order_counters (site_id, last) values (${siteId}, ${FIRST_ORDER_NUMBER})
        on conflict (site_id) do update set last = order_counters.last + 1
        returning last`,
  );
  return Number(row!.last);
}
