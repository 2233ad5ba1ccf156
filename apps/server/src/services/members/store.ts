import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import { members, type MemberRow } from './tables.js';

/** Addresses are kept trimmed and in lower case, so that one address is one account whatever its casing. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The site's member with this address, deleted or not; none if there is none. */
export async function findMember(
  db: Executor,
  siteId: string,
  email: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.email, normaliseEmail(email))));
  return row;
}

/** A live member of the site (not deleted); MEMBER_NOT_FOUND otherwise. */
export async function getMember(db: Executor, siteId: string, memberId: string): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
  if (!row || row.status === 'DELETED') throw appError('MEMBER_NOT_FOUND');
  return row;
}
