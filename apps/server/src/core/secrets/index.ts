import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { randomSecret } from '../crypto/secrets.js';
import { serverSecrets } from './tables.js';

/** The named secret, created on first use; concurrent first uses by two processes agree on one value. */
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomSecret(32) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
