import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { MediaContext } from '../context.js';
import { getFileRows } from '../files.js';
import { getFolderRow, subtreeIds } from '../folders.js';
import { hashToken } from '../signing.js';
import { mediaArchives, mediaFiles, mediaFolders } from '../tables.js';

const ARCHIVE_URL_MINUTES = 60;

type Entry = { fileId: string; name: string };

async function archiveUrl(
  ctx: MediaContext,
  siteId: string,
  { name, entries }: { name: string; entries: Entry[] },
) {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(mediaArchives).values({
    id: randomUUID(),
    siteId,
    tokenHash: hashToken(token),
    entries,
    name,
    expiresAt: new Date(ctx.clock() + ARCHIVE_URL_MINUTES * 60_000),
  });
  return `${ctx.urls.base}/archive/${token}`;
}

/** Names unique inside the archive: a second "a.jpg" becomes "a (2).jpg". */
function uniqueNames(entries: Entry[]) {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.name) ?? 0) + 1;
    seen.set(entry.name, count);
    if (count === 1) return entry;
    const dot = entry.name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [entry.name.slice(0, dot), entry.name.slice(dot)] : [entry.name, ''];
    return { ...entry, name: `${stem} (${count})${ext}` };
  });
}

export async function folderArchive(ctx: MediaContext, siteId: string, folderId: string) {
  const { db } = ctx;
  const folder = await getFolderRow(db, siteId, folderId);
  const tree = await subtreeIds(db, siteId, [folderId]);
  const folders = await db
    .select()
    .from(mediaFolders)
    .where(
      and(eq(mediaFolders.siteId, siteId), inArray(mediaFolders.id, tree), eq(mediaFolders.state, 'OK')),
    );
  const pathOf = (id: string): string => {
    if (id === folderId) return '';
    const current = folders.find((candidate) => candidate.id === id);
    return current ? `${pathOf(current.parentFolderId)}${current.displayName}/` : '';
  };
  const files = await db
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.siteId, siteId),
        inArray(mediaFiles.parentFolderId, tree),
        eq(mediaFiles.state, 'OK'),
      ),
    );
  const entries = uniqueNames(
    files.map((file) => ({ fileId: file.id, name: `${pathOf(file.parentFolderId)}${file.displayName}` })),
  );
  return archiveUrl(ctx, siteId, { name: folder.displayName, entries });
}

export async function filesArchiveUrl(ctx: MediaContext, siteId: string, fileIds: string[]) {
  const files = await getFileRows(ctx.db, siteId, fileIds);
  return archiveUrl(ctx, siteId, {
    name: 'files',
    entries: uniqueNames(files.map((file) => ({ fileId: file.id, name: file.displayName }))),
  });
}
