import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import { owners } from './tables.js';

/** An owner's email for the actor of an event their token caused, read in the event's transaction. */
export async function ownerEmail(executor: Executor, ownerId: string): Promise<string | undefined> {
  const [row] = await executor.select({ email: owners.email }).from(owners).where(eq(owners.id, ownerId));
  return row?.email;
}
