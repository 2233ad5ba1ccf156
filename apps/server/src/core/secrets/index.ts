import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { randomSecret } from '../crypto/secrets.js';
import { serverSecrets } from './tables.js';

/** The named secret, created on first use; concurrent first uses by two processes agree on one value. */
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  const read = async () => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0];
  // Read first: every start after the first finds the secret, and one read is all it costs.
  let row = await read();
  if (!row) {
    await db
      .insert(serverSecrets)
      .values({ name, value: randomSecret(32) })
      .onConflictDoNothing();
    row = await read();
  }
  return Buffer.from(row!.value, 'base64url');
}
