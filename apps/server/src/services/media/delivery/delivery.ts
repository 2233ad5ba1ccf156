import { and, eq } from 'drizzle-orm';
import { appError } from '../../../core/wire/errors.js';
import type { MediaContext } from '../context.js';
import type { FileRow } from '../files.js';
import { mediaArchives, mediaFiles } from '../tables.js';
import { hashToken } from '../signing.js';

export type ArchiveRow = typeof mediaArchives.$inferSelect;

/** A file that is not in the trash, by id (and site, when known); undefined otherwise. */
async function findLiveFile(ctx: MediaContext, fileId: string, siteId?: string) {
  const [file] = await ctx.db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, fileId), siteId ? eq(mediaFiles.siteId, siteId) : undefined));
  return file && file.state === 'OK' ? file : undefined;
}

/** The live file a delivery URL names; anything else is FILE_NOT_FOUND. */
export async function liveFile(
  ctx: MediaContext,
  where: { fileId: string; siteId?: string },
): Promise<FileRow> {
  const file = await findLiveFile(ctx, where.fileId, where.siteId);
  if (!file) throw appError('FILE_NOT_FOUND', {}, 'No such file');
  return file;
}

/** The archive an archive download URL's token names, while the URL is valid. */
export async function archiveOfToken(ctx: MediaContext, token: string): Promise<ArchiveRow> {
  const [row] = await ctx.db
    .select()
    .from(mediaArchives)
    .where(eq(mediaArchives.tokenHash, hashToken(token)));
  if (!row) throw appError('INVALID_SIGNATURE', {}, 'This download URL is not valid');
  if (row.expiresAt <= new Date(ctx.clock()))
    throw appError('URL_EXPIRED', {}, 'This download URL has expired');
  return row;
}

/** A file of an archive, if it is still live: files deleted since the URL was made are left out. */
export const archivedFile = (ctx: MediaContext, archive: ArchiveRow, fileId: string) =>
  findLiveFile(ctx, fileId, archive.siteId);
