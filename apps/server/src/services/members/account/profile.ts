import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PICTURE_BYTES, type MemberAccount } from '@atrium/contract';
import type { Clock } from '../../../core/clock.js';
import { type Db, nextRevision } from '../../../core/db/index.js';
import type { BlobStore } from '../../../core/storage/index.js';
import { appError } from '../../../core/wire/errors.js';
import { memberEmailChanges, members } from '../tables.js';
import type { Members } from '../module.js';

export const PICTURES_PATH = '/atrium/v1/member-pictures';
/** A stored picture's key and URL tail: `${siteId}/${memberId}/${random}.webp`, all made by the server. */
export const PICTURE_NAME = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f]{32}\.webp$/;
const KEY_PREFIX = 'member-pictures/';
const SIDE = 512;

type Profile = { firstName?: string | null; lastName?: string | null; nickname?: string | null } & Record<
  string,
  unknown
>;

// The first bytes of each allowed format: what the bytes are, whatever the caller declared.
const SIGNATURES: Array<[string, (b: Buffer) => boolean]> = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

export function sniffImage(bytes: Buffer): string | undefined {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
}

const notAllowed = (reason: string) => appError('PICTURE_NOT_ALLOWED', {}, reason);

// Loaded at the first picture, not at start: libvips takes a while to load.
const loadSharp = () =>
  import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
let sharpLoading: ReturnType<typeof loadSharp> | undefined;

/**
 * Re-encoded, never stored as sent: the output is a fresh WebP with no metadata (a phone photo's EXIF holds
 * where it was taken), and a file that only looks like an image fails to decode here, not in a browser.
 */
async function normalise(bytes: Buffer): Promise<Buffer> {
  const sharp = await (sharpLoading ??= loadSharp());
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAllowed('The picture could not be read as an image');
  }
}

interface ProfileDeps {
  db: Db;
  clock: Clock;
  store: BlobStore;
  publicUrl: string;
  /** Reads a member as the service does: one of this site's, and not deleted. */
  members: Pick<Members, 'get'>;
}

async function account(deps: ProfileDeps, siteId: string, memberId: string): Promise<MemberAccount> {
  const row = await deps.members.get(siteId, memberId);
  const [pending] = await deps.db
    .select({ newEmail: memberEmailChanges.newEmail })
    .from(memberEmailChanges)
    .where(and(eq(memberEmailChanges.siteId, siteId), eq(memberEmailChanges.memberId, memberId)));
  const profile = row.profile as Profile & { picture?: string | null };
  return {
    email: { address: row.email, isVerified: row.emailVerified },
    profile: {
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      nickname: profile.nickname ?? null,
      picture: profile.picture ?? null,
    },
    hasPassword: row.passwordHash !== null,
    pendingEmail: pending?.newEmail ?? null,
  };
}

/** Merges the fields given into the profile jsonb, leaving its other fields (labels, language) alone. */
async function patch(
  { db, clock }: ProfileDeps,
  { siteId, memberId }: { siteId: string; memberId: string },
  changes: Record<string, unknown>,
): Promise<void> {
  const rows = await db
    .update(members)
    .set({
      profile: sql`${members.profile} || ${JSON.stringify(changes)}::jsonb`,
      ...nextRevision(members, new Date(clock())),
    })
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId), sql`${members.status} <> 'DELETED'`))
    .returning({ id: members.id });
  if (rows.length === 0) throw appError('MEMBER_NOT_FOUND');
}

/** The picture's bytes, once they are an allowed image of the type the caller declared. */
function checkedPicture(input: { mimeType: string; data: string }): Buffer {
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_PICTURE_BYTES)
    throw notAllowed(`The picture must be at most ${MAX_PICTURE_BYTES / 1024} KB`);
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw notAllowed('The picture must be a PNG, JPEG, WebP or GIF image');
  if (sniffed !== input.mimeType)
    throw notAllowed(`The file is ${sniffed}, not the ${input.mimeType} it was declared as`);
  return bytes;
}

export function createProfiles(deps: ProfileDeps) {
  const { store, publicUrl } = deps;
  // The member as the service reads them: one of this site's, and not deleted.
  const load = deps.members.get;
  const urlPrefix = `${publicUrl}${PICTURES_PATH}/`;

  /** The key of a picture this server stored, or undefined for any other URL (one given at registration). */
  const keyOf = (url: unknown) => {
    if (typeof url !== 'string' || !url.startsWith(urlPrefix)) return undefined;
    const name = url.slice(urlPrefix.length);
    return PICTURE_NAME.test(name) ? `${KEY_PREFIX}${name}` : undefined;
  };

  async function updateNames(
    siteId: string,
    memberId: string,
    input: { firstName?: string | null; lastName?: string | null; nickname?: string | null },
  ): Promise<MemberAccount> {
    const changes: Record<string, string | null> = {};
    for (const field of ['firstName', 'lastName', 'nickname'] as const) {
      const value = input[field];
      if (value !== undefined) changes[field] = value === null || value === '' ? null : value;
    }
    if (Object.keys(changes).length > 0) await patch(deps, { siteId, memberId }, changes);
    return account(deps, siteId, memberId);
  }

  async function uploadPicture(
    siteId: string,
    memberId: string,
    input: { mimeType: string; data: string },
  ): Promise<MemberAccount> {
    const bytes = checkedPicture(input);
    const before = (await load(siteId, memberId)).profile as { picture?: string | null };
    const name = `${siteId}/${memberId}/${randomBytes(16).toString('hex')}.webp`;
    await store.put(`${KEY_PREFIX}${name}`, await normalise(bytes), 'image/webp');
    try {
      await patch(deps, { siteId, memberId }, { picture: `${urlPrefix}${name}` });
    } catch (error) {
      await store.deletePrefix(`${KEY_PREFIX}${name}`);
      throw error;
    }
    await forget(before.picture);
    return account(deps, siteId, memberId);
  }

  async function removePicture(siteId: string, memberId: string): Promise<MemberAccount> {
    const before = (await load(siteId, memberId)).profile as { picture?: string | null };
    await patch(deps, { siteId, memberId }, { picture: null });
    await forget(before.picture);
    return account(deps, siteId, memberId);
  }

  /** Deletes a picture this server stored; a URL from elsewhere is left alone. */
  async function forget(url: unknown): Promise<void> {
    const key = keyOf(url);
    if (key) await store.deletePrefix(key);
  }

  /** Every picture of one member (their deletion). */
  const forgetAll = (siteId: string, memberId: string) =>
    store.deletePrefix(`${KEY_PREFIX}${siteId}/${memberId}/`);

  /** The stored bytes of a picture by the URL tail, or undefined when there is none. */
  async function picture(name: string) {
    if (!PICTURE_NAME.test(name)) return undefined;
    const key = `${KEY_PREFIX}${name}`;
    return (await store.stat(key)) ? store.read(key) : undefined;
  }

  return {
    account: (siteId: string, memberId: string) => account(deps, siteId, memberId),
    updateNames,
    uploadPicture,
    removePicture,
    forgetAll,
    picture,
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
