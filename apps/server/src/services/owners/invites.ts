import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { OWNER_EVENTS, OwnerPassword } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { actAs, type Outbox } from '../../core/events/index.js';
import { checkPassword, hashPassword } from '../../core/crypto/passwords.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { Sites } from '../sites/index.js';
import { normaliseEmail, type OwnersService, type SignedIn } from './service.js';
import type { SecondFactor } from './second-factor.js';
import type { OwnerRow, Sessions } from './sessions.js';
import { ownerInvites } from './tables.js';

const INVITE_TTL_MS = 7 * 24 * 3_600_000;
const MIN_PASSWORD = OwnerPassword.minLength ?? 10;

export type InviteRow = typeof ownerInvites.$inferSelect;

export interface InvitesDeps {
  db: Db;
  clock: Clock;
  owners: OwnersService;
  sites: Sites;
  sessions: Sessions;
  outbox: Outbox;
  secondFactor: SecondFactor;
}

const invalidInvite = () => appError('INVALID_INVITE');

const live = (clock: Clock) =>
  and(isNull(ownerInvites.acceptedAt), gt(ownerInvites.expiresAt, new Date(clock())));

/** An owner of a site inviting an address to own it too. */
interface NewInvite {
  siteId: string;
  invitedBy: string;
  email: string;
}

async function create({ db, clock, owners, outbox }: InvitesDeps, { siteId, invitedBy, email }: NewInvite) {
  const address = normaliseEmail(email);
  const members = await owners.listSiteOwners(siteId);
  if (members.some((owner) => owner.email === address)) throw appError('ALREADY_OWNER');
  const token = randomSecret(32);
  const now = clock();
  // A new invitation for the same address replaces the old one, so only the latest link works.
  const invite = await db.transaction(async (tx) => {
    await tx
      .delete(ownerInvites)
      .where(
        and(
          eq(ownerInvites.siteId, siteId),
          eq(ownerInvites.email, address),
          isNull(ownerInvites.acceptedAt),
        ),
      );
    const [row] = await tx
      .insert(ownerInvites)
      .values({
        id: randomUUID(),
        siteId,
        email: address,
        tokenHash: sha256(token),
        invitedBy,
        createdAt: new Date(now),
        expiresAt: new Date(now + INVITE_TTL_MS),
      })
      .returning();
    // The address and dates, never the link's token nor its hash.
    await outbox.record(tx, {
      siteId,
      type: OWNER_EVENTS.invited,
      entityId: row!.id,
      data: { invite: { id: row!.id, email: address, expiresDate: row!.expiresAt.toISOString() } },
    });
    return row!;
  });
  return { invite, token };
}

async function listPending({ db, clock }: InvitesDeps, siteId: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(ownerInvites)
    .where(and(eq(ownerInvites.siteId, siteId), live(clock)))
    .orderBy(asc(ownerInvites.createdAt));
}

async function revoke({ db, outbox }: InvitesDeps, siteId: string, inviteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ownerInvites)
      .where(
        and(eq(ownerInvites.id, inviteId), eq(ownerInvites.siteId, siteId), isNull(ownerInvites.acceptedAt)),
      )
      .returning({ id: ownerInvites.id, email: ownerInvites.email });
    if (!row) throw appError('INVITE_NOT_FOUND');
    const data = { invite: { id: row.id, email: row.email } };
    await outbox.record(tx, { siteId, type: OWNER_EVENTS.inviteRevoked, entityId: row.id, data });
  });
}

async function find({ db, clock }: InvitesDeps, token: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(ownerInvites)
    .where(and(eq(ownerInvites.tokenHash, sha256(token)), live(clock)));
  return row;
}

async function lookUp(deps: InvitesDeps, token: string) {
  const invite = await find(deps, token);
  if (!invite) throw invalidInvite();
  const site = await deps.sites.getSite(invite.siteId);
  const account = await deps.owners.findByEmail(invite.email);
  return { email: invite.email, siteName: site?.name ?? '', accountExists: account !== undefined };
}

type Acceptance = { name?: string | null; password: string; code?: string | null };

/**
 * An invited person with an account proves it with their password; anyone else sets one. Either way the
 * invitation is spent in the same transaction that grants the site.
 */
async function accept(deps: InvitesDeps, token: string, input: Acceptance): Promise<SignedIn> {
  const { owners, secondFactor } = deps;
  const invite = await find(deps, token);
  if (!invite) throw invalidInvite();
  const existing = await owners.findByEmail(invite.email);
  if (existing && !(await checkPassword(existing.passwordHash, input.password)))
    throw appError('INVALID_CREDENTIALS', {}, 'The password is not correct for this account');
  // Accepting signs the account in: its second factor is asked for as signing in asks for it.
  if (existing) await secondFactor.verify(existing, input.code);
  if (!existing) {
    if (!input.name) throw invalid('name', 'is required to create the account', 'REQUIRED_FIELD');
    if (input.password.length < MIN_PASSWORD)
      throw invalid('password', `must be at least ${MIN_PASSWORD} characters`, 'MIN_LENGTH');
  }
  // Hashing is slow on purpose: it happens before the transaction, which then stays short.
  const passwordHash = existing ? undefined : await hashPassword(input.password);
  return spend(deps, { invite, existing, name: input.name!, passwordHash: passwordHash! });
}

/** An invitation being accepted: by an existing owner, or by a new one with this name and password. */
interface Spending {
  invite: InviteRow;
  existing: OwnerRow | undefined;
  name: string;
  passwordHash: string;
}

/** Spends the invitation and grants its site, in one transaction; the person joining is signed in. */
async function spend(
  { db, clock, owners, sessions, outbox }: InvitesDeps,
  { invite, existing, name, passwordHash }: Spending,
): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(ownerInvites)
      .set({ acceptedAt: new Date(clock()) })
      .where(and(eq(ownerInvites.id, invite.id), live(clock)))
      .returning();
    if (!spent) throw invalidInvite();
    const owner = existing ?? (await owners.createOwner(tx, { email: invite.email, name, passwordHash }));
    await owners.addToSite(tx, owner.id, invite.siteId);
    // Nobody is signed in yet: the person joining is the one acting.
    actAs({ kind: 'OWNER', id: owner.id, email: owner.email });
    await outbox.record(tx, {
      siteId: invite.siteId,
      type: OWNER_EVENTS.joined,
      entityId: owner.id,
      data: { owner: { id: owner.id, email: owner.email, name: owner.name }, inviteId: invite.id },
    });
    return { owner, sessionToken: await sessions.start(tx, owner.id) };
  });
}

/** Later owners join a site by an invitation link that an owner of the site made for their address. */
export function createInvites(deps: InvitesDeps) {
  return {
    create: (siteId: string, invitedBy: string, email: string) => create(deps, { siteId, invitedBy, email }),
    listPending: (siteId: string) => listPending(deps, siteId),
    revoke: (siteId: string, inviteId: string) => revoke(deps, siteId, inviteId),
    lookUp: (token: string) => lookUp(deps, token),
    accept: (token: string, input: Acceptance) => accept(deps, token, input),
  };
}

export type Invites = ReturnType<typeof createInvites>;
