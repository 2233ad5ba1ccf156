// Two servers on one database run the sweep at the same moment: each checkout is marked once and each of its
// recovery mails is sent once. PostgreSQL only: the second server has its own connection pool, so the two
// sweeps really run at once (on PGlite they would share its one connection, which serializes them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { connect, type Database } from '../../core/db/index.js';
import { abandonedTestApp, HOUR, type AbandonedTestApp } from '../../test/abandoned.js';
import { onPostgres } from '../../test/database.js';

let t: AbandonedTestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDatabase: Database | undefined;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await abandonedTestApp();
  secondDatabase = await connect({ databaseUrl: t.atrium.database.url!, poolSize: 5 });
  second = await buildApp({
    config: t.atrium.config,
    database: secondDatabase,
    clock: t.time.clock,
    logger: false,
  });
});
afterAll(async () => {
  await second?.app.close();
  await secondDatabase?.close();
  await t?.atrium.close();
});

const CHECKOUTS = 12;

async function count(text: string) {
  const { rows } = await t.atrium.database.executeSql(text, [t.atrium.site.siteId]);
  return (rows[0] as { n: number }).n;
}

/** Both servers sweep, several times each, all at once. */
async function sweepTogether() {
  const at = t.time.now();
  const sweeps = [t.atrium.modules.abandonedCheckouts.sweep, second.modules.abandonedCheckouts.sweep];
  const results = await Promise.all([...sweeps, ...sweeps].map((sweep) => sweep(at)));
  return results.reduce((sum, r) => ({ marked: sum.marked + r.marked, steps: sum.steps + r.steps }), {
    marked: 0,
    steps: 0,
  });
}

describe.runIf(onPostgres)('two servers sweeping one database (PostgreSQL only)', () => {
  it('mark each checkout once and send each recovery mail once', async () => {
    for (let i = 0; i < CHECKOUTS; i += 1) await t.shopper(1, { email: `racer-${i}@example.com` });

    t.time.advance(HOUR);
    expect((await sweepTogether()).marked).toBe(CHECKOUTS);
    expect(await count('select count(*)::int as n from abandoned_checkouts where site_id = $1')).toBe(
      CHECKOUTS,
    );
    expect(
      await count(
        `select count(*)::int as n from abandoned_checkout_activities where site_id = $1 and type = 'SCHEDULED'`,
      ),
    ).toBe(CHECKOUTS);

    t.time.advance(HOUR);
    await sweepTogether();
    t.time.advance(23 * HOUR);
    await sweepTogether();

    const mails = `select count(*)::int as n from mail_messages where site_id = $1 and "to" like 'racer-%'`;
    expect(await count(mails)).toBe(2 * CHECKOUTS);
    // One mail per checkout and step: no address got the same step twice.
    const { rows } = await t.atrium.database.executeSql(
      `select "to", count(*)::int as n from mail_messages where site_id = $1 and "to" like 'racer-%'
        group by "to" having count(*) <> 2`,
      [t.atrium.site.siteId],
    );
    expect(rows).toEqual([]);
    expect(
      await count(
        `select count(*)::int as n from abandoned_checkout_activities where site_id = $1 and type = 'EMAIL_SENT'`,
      ),
    ).toBe(2 * CHECKOUTS);
  });
});
