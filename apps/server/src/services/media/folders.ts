import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROOT_FOLDER_IDS, type RootFolder } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import { lockFor, sqlRows, type Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { mediaFiles, mediaFolders } from './tables.js';

export type FolderRow = typeof mediaFolders.$inferSelect;

const rootIdOf = (root: string) => ROOT_FOLDER_IDS[root as RootFolder] ?? ROOT_FOLDER_IDS.MEDIA_ROOT;

export const newMediaId = () => randomBytes(12).toString('hex');

const ROOT_BY_ID: Record<string, RootFolder> = {
  [ROOT_FOLDER_IDS.MEDIA_ROOT]: 'MEDIA_ROOT',
  [ROOT_FOLDER_IDS.VISITOR_UPLOADS_ROOT]: 'VISITOR_UPLOADS_ROOT',
  [ROOT_FOLDER_IDS.TRASH_ROOT]: 'TRASH_ROOT',
};

export const rootOfId = (id: string): RootFolder | undefined => ROOT_BY_ID[id];

/** Where something is placed: a folder id (or a root's id) and the root whose tree it is in. */
export interface Placement {
  parentFolderId: string;
  rootFolder: RootFolder;
}

export interface FolderDeps {
  clock: Clock;
  outbox: Outbox;
}

/** Every folder under the given ones (themselves included), in one recursive query. */
export async function subtreeIds(db: Executor, siteId: string, folderIds: string[]): Promise<string[]> {
  if (!folderIds.length) return [];
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    with recursive tree as (
      select id from media_folders
      where site_id = ${siteId} and id in (${sql.join(
        folderIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select f.id from media_folders f join tree t on f.parent_folder_id = t.id where f.site_id = ${siteId}
    ) select id from tree`,
  );
  return rows.map((row) => row.id);
}

export async function getFolderRow(db: Executor, siteId: string, folderId: string): Promise<FolderRow> {
  const [row] = await db
    .select()
    .from(mediaFolders)
    .where(and(eq(mediaFolders.siteId, siteId), eq(mediaFolders.id, folderId)));
  if (!row) throw appError('FOLDER_NOT_FOUND', { folderId }, `No folder ${folderId} in this site`);
  return row;
}

/**
 * Serialises, per site and until the transaction ends, the changes whose checks read the folder tree: two
 * crossing moves that each checked before the other wrote would put both folders inside each other.
 */
async function lockFolderTree(db: Executor, siteId: string) {
  await lockFor(db, `media-folders:${siteId}`);
}

/** Resolves a requested parent: absent means the media root; the trash is never a destination. */
export async function placementOf(
  db: Executor,
  { siteId, parentFolderId }: { siteId: string; parentFolderId: string | null | undefined },
  field = 'parentFolderId',
): Promise<Placement> {
  const id = parentFolderId ?? ROOT_FOLDER_IDS.MEDIA_ROOT;
  const root = rootOfId(id);
  if (root === 'TRASH_ROOT') throw invalid(field, 'items go to the trash by being deleted, not moved there');
  if (root) return { parentFolderId: id, rootFolder: root };
  const folder = await getFolderRow(db, siteId, id);
  if (folder.state !== 'OK') throw invalid(field, 'the folder is in the trash');
  return { parentFolderId: id, rootFolder: folder.rootFolder as RootFolder };
}

/**
 * `filePath` ("/photos/2026") names folders by display name under the media root; missing ones are made,
 * so that an upload can say where it goes without creating folders first. Call it in a transaction.
 */
export async function placementOfPath(
  db: Executor,
  deps: FolderDeps & { siteId: string },
  filePath: string,
): Promise<Placement> {
  const parts = filePath
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => part.length > 100))
    throw invalid('filePath', 'each folder name is at most 100 characters');
  // Uploads sent together often name the same new path: one at a time per site, or each would make its own.
  await lockFolderTree(db, deps.siteId);
  let placement: Placement = { parentFolderId: ROOT_FOLDER_IDS.MEDIA_ROOT, rootFolder: 'MEDIA_ROOT' };
  for (const name of parts) {
    const [existing] = await db
      .select({ id: mediaFolders.id })
      .from(mediaFolders)
      .where(
        and(
          eq(mediaFolders.siteId, deps.siteId),
          eq(mediaFolders.parentFolderId, placement.parentFolderId),
          eq(mediaFolders.displayName, name),
          eq(mediaFolders.state, 'OK'),
        ),
      )
      .limit(1);
    const id = existing?.id ?? (await insertFolder(db, deps, { displayName: name, ...placement })).id;
    placement = { parentFolderId: id, rootFolder: 'MEDIA_ROOT' };
  }
  return placement;
}

export async function insertFolder(
  db: Executor,
  deps: FolderDeps & { siteId: string },
  values: Placement & { displayName: string },
): Promise<FolderRow> {
  const now = new Date(deps.clock());
  const [row] = await db
    .insert(mediaFolders)
    .values({ id: newMediaId(), siteId: deps.siteId, ...values, createdAt: now, updatedAt: now })
    .returning();
  await deps.outbox.record(db, {
    siteId: deps.siteId,
    type: 'media.folder.created',
    entityId: row!.id,
    data: { folderId: row!.id, displayName: row!.displayName, parentFolderId: row!.parentFolderId },
  });
  return row!;
}

export interface FolderChange {
  displayName?: string;
  parentFolderId?: string;
}

/** Renames or moves a folder; a move into its own subtree is refused, and the subtree follows to its new root. */
export async function updateFolderRow(
  db: Executor,
  deps: FolderDeps & { siteId: string },
  { folderId, change }: { folderId: string; change: FolderChange },
): Promise<FolderRow> {
  const current = await getFolderRow(db, deps.siteId, folderId);
  if (current.state !== 'OK') throw invalid('folder.id', 'the folder is in the trash; restore it first');
  const patch: Partial<FolderRow> = { updatedAt: new Date(deps.clock()) };
  if (change.displayName !== undefined) patch.displayName = change.displayName;
  if (change.parentFolderId !== undefined && change.parentFolderId !== current.parentFolderId) {
    await lockFolderTree(db, deps.siteId);
    const placement = await placementOf(
      db,
      { siteId: deps.siteId, parentFolderId: change.parentFolderId },
      'folder.parentFolderId',
    );
    const subtree = await subtreeIds(db, deps.siteId, [folderId]);
    if (subtree.includes(placement.parentFolderId))
      throw invalid('folder.parentFolderId', 'a folder cannot move into itself or one of its subfolders');
    Object.assign(patch, placement);
    if (placement.rootFolder !== current.rootFolder)
      await moveSubtreeToRoot(db, deps.siteId, { folderIds: subtree, rootFolder: placement.rootFolder });
  }
  const [row] = await db
    .update(mediaFolders)
    .set(patch)
    .where(and(eq(mediaFolders.siteId, deps.siteId), eq(mediaFolders.id, folderId)))
    .returning();
  await deps.outbox.record(db, {
    siteId: deps.siteId,
    type: 'media.folder.updated',
    entityId: folderId,
    data: { folderId, displayName: row!.displayName, parentFolderId: row!.parentFolderId },
  });
  return row!;
}

async function moveSubtreeToRoot(
  db: Executor,
  siteId: string,
  { folderIds, rootFolder }: { folderIds: string[]; rootFolder: RootFolder },
) {
  await db
    .update(mediaFolders)
    .set({ rootFolder })
    .where(and(eq(mediaFolders.siteId, siteId), inArray(mediaFolders.id, folderIds)));
  await db
    .update(mediaFiles)
    .set({ rootFolder })
    .where(and(eq(mediaFiles.siteId, siteId), inArray(mediaFiles.parentFolderId, folderIds)));
}

/** The parent an item returns to: where it was, or its root when that folder is itself gone or trashed. */
export async function returnPlace(
  db: Executor,
  { siteId, parentFolderId, rootFolder }: { siteId: string; parentFolderId: string; rootFolder: string },
) {
  if (Object.values(ROOT_FOLDER_IDS).includes(parentFolderId as never)) return parentFolderId;
  const [parent] = await db
    .select({ state: mediaFolders.state })
    .from(mediaFolders)
    .where(and(eq(mediaFolders.siteId, siteId), eq(mediaFolders.id, parentFolderId)));
  return parent?.state === 'OK' ? parentFolderId : rootIdOf(rootFolder);
}
