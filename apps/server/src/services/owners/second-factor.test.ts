import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createSecondFactor } from './second-factor.js';
import { owners } from './tables.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const now = Date.parse('2026-11-25T10:00:00.000Z');

async function newOwner() {
  const [row] = await database.db
    .insert(owners)
    .values({ id: randomUUID(), email: `${randomUUID()}@example.com`, name: 'Grace', passwordHash: 'x' })
    .returning();
  return row!;
}
const reread = async (id: string) => (await database.db.select().from(owners).where(eq(owners.id, id)))[0]!;

// What a request read of the owner (their session) can be older than the row: another tab started again.
describe('an owner turning on an authenticator app', () => {
  it('is not turned on with a secret other than the one the code proved', async () => {
    const factor = createSecondFactor(database.db, () => now, randomBytes(32));
    const owner = await newOwner();
    const first = await factor.start(owner);
    const stale = await reread(owner.id);
    // Another tab starts again: a second secret replaces the first before the first tab confirms.
    await factor.start(await reread(owner.id));
    const code = new TOTP({ secret: Secret.fromBase32(first.secret) }).generate({ timestamp: now });
    await expect(factor.confirm(stale, code)).rejects.toMatchObject({ code: 'INVALID_CODE' });
    expect((await reread(owner.id)).totpEnabledAt).toBeNull();
  });

  it('answers no secret once the app was turned on meanwhile', async () => {
    const factor = createSecondFactor(database.db, () => now, randomBytes(32));
    const owner = await newOwner();
    const started = await factor.start(owner);
    const before = await reread(owner.id);
    const code = new TOTP({ secret: Secret.fromBase32(started.secret) }).generate({ timestamp: now });
    await factor.confirm(before, code);
    // A start read the owner before the confirmation, and runs after it.
    await expect(factor.start(before)).rejects.toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
    expect((await reread(owner.id)).totpSecret).toBe(before.totpSecret);
  });
});
