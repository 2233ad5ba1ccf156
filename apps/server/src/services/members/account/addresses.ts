import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@atrium/contract';
import type { Clock } from '../../../core/clock.js';
import type { Db, Executor } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import { memberAddresses, members } from '../tables.js';

type AddressRow = typeof memberAddresses.$inferSelect;
type Fields = Record<string, unknown>;

export interface AddressInput {
  address?: Fields | null;
  contactDetails?: Fields | null;
  isDefault?: boolean | null;
}

const toWire = (row: AddressRow): SavedAddress => ({
  id: row.id,
  address: row.address,
  contactDetails: row.contactDetails,
  isDefault: row.isDefault,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

const notFound = () => appError('ADDRESS_NOT_FOUND');

const mine = (siteId: string, memberId: string) =>
  and(eq(memberAddresses.siteId, siteId), eq(memberAddresses.memberId, memberId));

/** The member row locked: adds and default changes of one member run one after another. */
async function lockMember(tx: Executor, siteId: string, memberId: string): Promise<void> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
    .for('update');
  if (!row) throw appError('MEMBER_NOT_FOUND');
}

/** One address of a member of a site. */
export interface AddressRef {
  siteId: string;
  memberId: string;
  addressId: string;
}

/** A member's address book: the default first, then the oldest first, as checkout offers them. */
export function createAddresses(db: Db, clock: Clock) {
  async function list(siteId: string, memberId: string): Promise<SavedAddress[]> {
    const rows = await db
      .select()
      .from(memberAddresses)
      .where(mine(siteId, memberId))
      .orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.createdAt), asc(memberAddresses.id));
    return rows.map(toWire);
  }

  /** Takes the default mark off the member's other address, so that the partial unique index holds. */
  const clearDefault = (tx: Executor, siteId: string, memberId: string) =>
    tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(and(mine(siteId, memberId), eq(memberAddresses.isDefault, true)));

  async function create(siteId: string, memberId: string, input: AddressInput): Promise<SavedAddress> {
    return db.transaction(async (tx) => {
      await lockMember(tx, siteId, memberId);
      const [{ saved } = { saved: 0 }] = await tx
        .select({ saved: count() })
        .from(memberAddresses)
        .where(mine(siteId, memberId));
      if (saved >= MAX_SAVED_ADDRESSES)
        throw appError('ADDRESS_LIMIT_REACHED', { limit: MAX_SAVED_ADDRESSES });
      // The first address is the default: a member with one address means that one.
      const isDefault = saved === 0 || input.isDefault === true;
      if (isDefault) await clearDefault(tx, siteId, memberId);
      const now = new Date(clock());
      const [row] = await tx
        .insert(memberAddresses)
        .values({
          id: randomUUID(),
          siteId,
          memberId,
          address: input.address ?? {},
          contactDetails: input.contactDetails ?? null,
          isDefault,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toWire(row!);
    });
  }

  async function update(
    { siteId, memberId, addressId }: AddressRef,
    input: AddressInput,
  ): Promise<SavedAddress> {
    return db.transaction(async (tx) => {
      await lockMember(tx, siteId, memberId);
      if (input.isDefault === true) await clearDefault(tx, siteId, memberId);
      const [row] = await tx
        .update(memberAddresses)
        .set({
          ...(input.address ? { address: input.address } : {}),
          ...(input.contactDetails !== undefined ? { contactDetails: input.contactDetails } : {}),
          ...(input.isDefault != null ? { isDefault: input.isDefault } : {}),
          updatedAt: new Date(clock()),
        })
        .where(and(mine(siteId, memberId), eq(memberAddresses.id, addressId)))
        .returning();
      if (!row) throw notFound();
      return toWire(row);
    });
  }

  async function remove(siteId: string, memberId: string, addressId: string): Promise<void> {
    const rows = await db
      .delete(memberAddresses)
      .where(and(mine(siteId, memberId), eq(memberAddresses.id, addressId)))
      .returning({ id: memberAddresses.id });
    if (rows.length === 0) throw notFound();
  }

  return { list, create, update, remove };
}

export type Addresses = ReturnType<typeof createAddresses>;
