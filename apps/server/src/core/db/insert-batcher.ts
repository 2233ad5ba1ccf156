const MAX_BATCH = 500;
// A few statements in flight at once keep the pool busy while the next batch gathers.
const MAX_IN_FLIGHT = 3;

/**
 * Group commit for hot single-row inserts (a refresh token per visitor): rows that arrive in the same turn of
 * the event loop, or while earlier inserts are in flight, go together in one INSERT. Every caller still waits
 * for its own row to be committed, so nothing is acknowledged before it is durable; under load, many rows
 * share one statement and one commit.
 */
export function createInsertBatcher<Row>(insertRows: (rows: Row[]) => Promise<void>) {
  type Entry = { row: Row; resolve: () => void; reject: (error: unknown) => void };
  const pending: Entry[] = [];
  let scheduled = false;
  let inFlight = 0;

  async function write(batch: Entry[]): Promise<void> {
    try {
      await insertRows(batch.map((entry) => entry.row));
      for (const entry of batch) entry.resolve();
    } catch {
      // One bad row must not fail its neighbours: retry them one by one.
      await Promise.all(batch.map((entry) => insertRows([entry.row]).then(entry.resolve, entry.reject)));
    }
  }

  function schedule(): void {
    if (scheduled || inFlight >= MAX_IN_FLIGHT || pending.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const batch = pending.splice(0, MAX_BATCH);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
      schedule();
    });
  }

  return function insert(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      pending.push({ row, resolve, reject });
      schedule();
    });
  };
}
