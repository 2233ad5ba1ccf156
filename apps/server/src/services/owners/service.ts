import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import { checkPassword, hashPassword } from '../../core/crypto/passwords.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import type { AccessTokens } from '../oauth/index.js';
import type { Sites } from '../sites/index.js';
import type { SecondFactor } from './second-factor.js';
import type { OwnerRow, Sessions } from './sessions.js';
import { owners, ownerSetupTokens, siteOwners } from './tables.js';

/** Owner tokens act for a whole site: short-lived, and re-issued from the session as the dashboard needs. */
export const OWNER_TOKEN_TTL_SECONDS = 600;
const SETUP_ROW = 'first-owner';

export interface OwnersDeps {
  db: Db;
  clock: Clock;
  sites: Sites;
  accessTokens: AccessTokens;
  sessions: Sessions;
  secondFactor: SecondFactor;
}

export interface NewOwner {
  email: string;
  name: string;
  password: string;
}

export interface SignedIn {
  owner: OwnerRow;
  sessionToken: string;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const invalidCredentials = () =>
  appError('INVALID_CREDENTIALS', {}, 'The email or the password is not correct');

async function countOwners({ db }: OwnersDeps): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(owners);
  return row?.n ?? 0;
}

/** A fresh one-time link while no owner exists (each start replaces the last); undefined afterwards. */
async function createSetupToken(deps: OwnersDeps): Promise<string | undefined> {
  const { db, clock } = deps;
  if ((await countOwners(deps)) > 0) return undefined;
  const token = randomSecret(32);
  await db
    .insert(ownerSetupTokens)
    .values({ id: SETUP_ROW, tokenHash: sha256(token), createdAt: new Date(clock()) })
    .onConflictDoUpdate({
      target: ownerSetupTokens.id,
      set: { tokenHash: sha256(token), createdAt: new Date(clock()) },
    });
  return token;
}

/** Whether the printed link can still create the first owner, for the setup page to say so on opening. */
async function checkSetupToken({ db }: OwnersDeps, token: string): Promise<void> {
  const [row] = await db
    .select({ id: ownerSetupTokens.id })
    .from(ownerSetupTokens)
    .where(and(eq(ownerSetupTokens.id, SETUP_ROW), eq(ownerSetupTokens.tokenHash, sha256(token))));
  if (!row) throw appError('INVALID_SETUP_LINK');
}

/** The first owner, from the printed link: they adopt every site that exists, the demo site among them. */
async function setUpFirstOwner(
  { db, sites, sessions }: OwnersDeps,
  token: string,
  input: NewOwner,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const siteIds = await sites.listSiteIds();
  return db.transaction(async (tx) => {
    // Deleting the row is what spends the link: of two concurrent attempts only one gets it back.
    const [spent] = await tx
      .delete(ownerSetupTokens)
      .where(and(eq(ownerSetupTokens.id, SETUP_ROW), eq(ownerSetupTokens.tokenHash, sha256(token))))
      .returning();
    if (!spent) throw appError('INVALID_SETUP_LINK');
    const owner = await createOwner(tx, { email: input.email, name: input.name, passwordHash });
    if (siteIds.length > 0)
      await tx.insert(siteOwners).values(siteIds.map((siteId) => ({ siteId, ownerId: owner.id })));
    return { owner, sessionToken: await sessions.start(tx, owner.id) };
  });
}

async function findByEmail({ db }: OwnersDeps, email: string): Promise<OwnerRow | undefined> {
  const [owner] = await db
    .select()
    .from(owners)
    .where(eq(owners.email, normaliseEmail(email)));
  return owner;
}

/** What an owner signs in with: the password, and the second factor's code if they have one. */
export interface OwnerCredentials {
  email: string;
  password: string;
  code?: string | null | undefined;
}

/** The password, then the second factor if the owner has one: its need is told only to the right password. */
async function signIn(deps: OwnersDeps, { email, password, code }: OwnerCredentials): Promise<SignedIn> {
  const owner = await findByEmail(deps, email);
  if (!(await checkPassword(owner?.passwordHash, password)) || !owner) throw invalidCredentials();
  await deps.secondFactor.verify(owner, code);
  return { owner, sessionToken: await deps.sessions.start(deps.db, owner.id) };
}

async function listSites({ db, sites }: OwnersDeps, ownerId: string) {
  const rows = await db
    .select({ siteId: siteOwners.siteId })
    .from(siteOwners)
    .where(eq(siteOwners.ownerId, ownerId))
    .orderBy(asc(siteOwners.createdAt));
  return sites.getSites(rows.map((row) => row.siteId));
}

async function isOwnerOf({ db }: OwnersDeps, ownerId: string, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ siteId: siteOwners.siteId })
    .from(siteOwners)
    .where(and(eq(siteOwners.ownerId, ownerId), eq(siteOwners.siteId, siteId)));
  return row !== undefined;
}

async function createSite({ db, sites }: OwnersDeps, ownerId: string, name: string) {
  const { site } = await sites.createSite({ name });
  try {
    await db.insert(siteOwners).values({ siteId: site.id, ownerId });
  } catch (error) {
    await sites.deleteSite(site.id);
    throw error;
  }
  return site;
}

/** An access token for one of the owner's sites, for the site's own API (WIRE.md section 4). */
async function issueSiteToken(deps: OwnersDeps, ownerId: string, siteId: string) {
  // Another owner's site and a site that does not exist answer alike: ids are not probed this way.
  if (!(await isOwnerOf(deps, ownerId, siteId))) throw appError('NOT_SITE_OWNER');
  return deps.accessTokens.issue({ siteId, role: 'owner', subject: ownerId }, OWNER_TOKEN_TTL_SECONDS);
}

async function listSiteOwners({ db }: OwnersDeps, siteId: string): Promise<OwnerRow[]> {
  const rows = await db
    .select({ owner: owners })
    .from(siteOwners)
    .innerJoin(owners, eq(owners.id, siteOwners.ownerId))
    .where(eq(siteOwners.siteId, siteId))
    .orderBy(asc(siteOwners.createdAt));
  return rows.map((row) => row.owner);
}

async function addToSite(executor: Executor, ownerId: string, siteId: string): Promise<void> {
  await executor.insert(siteOwners).values({ siteId, ownerId }).onConflictDoNothing();
}

/** The one way an owner row is made; the password is hashed beforehand, outside any transaction. */
async function createOwner(
  executor: Executor,
  input: { email: string; name: string; passwordHash: string },
): Promise<OwnerRow> {
  const [owner] = await executor
    .insert(owners)
    .values({
      id: randomUUID(),
      email: normaliseEmail(input.email),
      name: input.name,
      passwordHash: input.passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  if (!owner) throw appError('OWNER_EXISTS');
  return owner;
}

export function createOwnersService(deps: OwnersDeps) {
  return {
    countOwners: () => countOwners(deps),
    createSetupToken: () => createSetupToken(deps),
    checkSetupToken: (token: string) => checkSetupToken(deps, token),
    setUpFirstOwner: (token: string, input: NewOwner) => setUpFirstOwner(deps, token, input),
    findByEmail: (email: string) => findByEmail(deps, email),
    signIn: (email: string, password: string, code?: string | null) =>
      signIn(deps, { email, password, code }),
    endSession: deps.sessions.end,
    listSites: (ownerId: string) => listSites(deps, ownerId),
    isOwnerOf: (ownerId: string, siteId: string) => isOwnerOf(deps, ownerId, siteId),
    createSite: (ownerId: string, name: string) => createSite(deps, ownerId, name),
    issueSiteToken: (ownerId: string, siteId: string) => issueSiteToken(deps, ownerId, siteId),
    listSiteOwners: (siteId: string) => listSiteOwners(deps, siteId),
    addToSite,
    createOwner,
  };
}

export type OwnersService = ReturnType<typeof createOwnersService>;
