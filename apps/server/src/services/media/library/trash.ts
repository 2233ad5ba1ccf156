import { and, eq, inArray } from 'drizzle-orm';
import { ROOT_FOLDER_IDS } from '@atrium/contract';
import type { Clock } from '../../../core/clock.js';
import type { Executor } from '../../../core/db/index.js';
import type { Outbox } from '../../../core/events/index.js';
import { invalid } from '../../../core/wire/errors.js';
import { getFileRows, type FileRow } from '../files.js';
import { getFolderRow, returnPlace, subtreeIds } from '../folders.js';
import { mediaFiles, mediaFolders } from '../tables.js';

export interface TrashDeps {
  clock: Clock;
  outbox: Outbox;
  siteId: string;
}

/** Files whose blobs must go once the transaction that removed their rows has committed. */
export type Removed = Array<Pick<FileRow, 'id' | 'siteId'>>;

/** Items going to the trash, or (permanent) for good. */
export interface Deletion<T> {
  items: T;
  permanent: boolean;
}

async function recordDeleted(db: Executor, deps: TrashDeps, { items: files, permanent }: Deletion<Removed>) {
  for (const file of files)
    await deps.outbox.record(db, {
      siteId: deps.siteId,
      type: 'media.file.deleted',
      entityId: file.id,
      data: { fileId: file.id, permanent },
    });
}

async function removeFileRows(db: Executor, deps: TrashDeps, ids: string[]): Promise<Removed> {
  if (!ids.length) return [];
  const removed = await db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.siteId, deps.siteId), inArray(mediaFiles.id, ids)))
    .returning({ id: mediaFiles.id, siteId: mediaFiles.siteId });
  await recordDeleted(db, deps, { items: removed, permanent: true });
  return removed;
}

export async function deleteFiles(
  db: Executor,
  deps: TrashDeps,
  { items: fileIds, permanent }: Deletion<string[]>,
) {
  const rows = await getFileRows(db, deps.siteId, fileIds);
  if (permanent)
    return removeFileRows(
      db,
      deps,
      rows.map((row) => row.id),
    );
  const live = rows.filter((row) => row.state === 'OK');
  const now = new Date(deps.clock());
  for (const row of live)
    await db
      .update(mediaFiles)
      .set({ state: 'DELETED', trashedBy: row.id, deletedAt: now, updatedAt: now })
      .where(and(eq(mediaFiles.siteId, deps.siteId), eq(mediaFiles.id, row.id)));
  await recordDeleted(db, deps, { items: live, permanent: false });
  return [];
}

export async function restoreFiles(db: Executor, deps: TrashDeps, fileIds: string[]) {
  const rows = await getFileRows(db, deps.siteId, fileIds);
  const now = new Date(deps.clock());
  for (const row of rows.filter((r) => r.state === 'DELETED')) {
    const parentFolderId = await returnPlace(db, {
      siteId: deps.siteId,
      parentFolderId: row.parentFolderId,
      rootFolder: row.rootFolder,
    });
    await db
      .update(mediaFiles)
      .set({ state: 'OK', trashedBy: null, deletedAt: null, parentFolderId, updatedAt: now })
      .where(and(eq(mediaFiles.siteId, deps.siteId), eq(mediaFiles.id, row.id)));
    await deps.outbox.record(db, {
      siteId: deps.siteId,
      type: 'media.file.updated',
      entityId: row.id,
      data: { fileId: row.id, changed: ['state'], restored: true },
    });
  }
}

async function checkFolders(db: Executor, siteId: string, folderIds: string[]) {
  const unique = [...new Set(folderIds)];
  for (const id of unique) {
    if (Object.values(ROOT_FOLDER_IDS).includes(id as never))
      throw invalid('folderIds', 'the root folders cannot be deleted or restored');
    await getFolderRow(db, siteId, id);
  }
  return unique;
}

export async function deleteFolders(
  db: Executor,
  deps: TrashDeps,
  { items: folderIds, permanent }: Deletion<string[]>,
) {
  const ids = await checkFolders(db, deps.siteId, folderIds);
  const removed: Removed = [];
  const now = new Date(deps.clock());
  for (const folderId of ids) {
    // A folder already in the trash stays as it went there: stamping it again would split it from the
    // folder it was trashed with, whose restore would then bring back its files but not the folder itself.
    if (!permanent && (await getFolderRow(db, deps.siteId, folderId)).state === 'DELETED') continue;
    const tree = await subtreeIds(db, deps.siteId, [folderId]);
    const inTree = and(eq(mediaFiles.siteId, deps.siteId), inArray(mediaFiles.parentFolderId, tree));
    if (permanent) {
      const files = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(inTree);
      removed.push(
        ...(await removeFileRows(
          db,
          deps,
          files.map((file) => file.id),
        )),
      );
      await db
        .delete(mediaFolders)
        .where(and(eq(mediaFolders.siteId, deps.siteId), inArray(mediaFolders.id, tree)));
    } else {
      // Only what is still live goes with the folder: things trashed before keep their own restore.
      const trashed = { state: 'DELETED' as const, trashedBy: folderId, deletedAt: now, updatedAt: now };
      const files = await db
        .update(mediaFiles)
        .set(trashed)
        .where(and(inTree, eq(mediaFiles.state, 'OK')))
        .returning({ id: mediaFiles.id, siteId: mediaFiles.siteId });
      await db
        .update(mediaFolders)
        .set(trashed)
        .where(
          and(
            eq(mediaFolders.siteId, deps.siteId),
            inArray(mediaFolders.id, tree),
            eq(mediaFolders.state, 'OK'),
          ),
        );
      await recordDeleted(db, deps, { items: files, permanent: false });
    }
    await deps.outbox.record(db, {
      siteId: deps.siteId,
      type: 'media.folder.deleted',
      entityId: folderId,
      data: { folderId, permanent },
    });
  }
  return removed;
}

export async function restoreFolders(db: Executor, deps: TrashDeps, folderIds: string[]) {
  const ids = await checkFolders(db, deps.siteId, folderIds);
  const now = new Date(deps.clock());
  const restored = { state: 'OK' as const, trashedBy: null, deletedAt: null, updatedAt: now };
  for (const folderId of ids) {
    const folder = await getFolderRow(db, deps.siteId, folderId);
    if (folder.state === 'OK') continue;
    const parentFolderId = await returnPlace(db, {
      siteId: deps.siteId,
      parentFolderId: folder.parentFolderId,
      rootFolder: folder.rootFolder,
    });
    await db
      .update(mediaFolders)
      .set({ ...restored, parentFolderId })
      .where(and(eq(mediaFolders.siteId, deps.siteId), eq(mediaFolders.id, folderId)));
    await db
      .update(mediaFolders)
      .set(restored)
      .where(and(eq(mediaFolders.siteId, deps.siteId), eq(mediaFolders.trashedBy, folderId)));
    await db
      .update(mediaFiles)
      .set(restored)
      .where(and(eq(mediaFiles.siteId, deps.siteId), eq(mediaFiles.trashedBy, folderId)));
    await deps.outbox.record(db, {
      siteId: deps.siteId,
      type: 'media.folder.updated',
      entityId: folderId,
      data: { folderId, changed: ['state'], restored: true },
    });
  }
}

/** Deletes for good everything in the trash. */
export async function emptyTrash(db: Executor, deps: TrashDeps): Promise<Removed> {
  const files = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.siteId, deps.siteId), eq(mediaFiles.state, 'DELETED')));
  const removed = await removeFileRows(
    db,
    deps,
    files.map((file) => file.id),
  );
  await db
    .delete(mediaFolders)
    .where(and(eq(mediaFolders.siteId, deps.siteId), eq(mediaFolders.state, 'DELETED')));
  return removed;
}
