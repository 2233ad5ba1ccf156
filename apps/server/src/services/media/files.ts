import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { newMediaId, placementOf, type Placement } from './folders.js';
import { mediaFiles, type Uploader } from './tables.js';

export type FileRow = typeof mediaFiles.$inferSelect;

export interface FileDeps {
  clock: Clock;
  outbox: Outbox;
}

export async function getFileRow(db: Executor, siteId: string, fileId: string): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.siteId, siteId), eq(mediaFiles.id, fileId)));
  if (!row) throw appError('FILE_NOT_FOUND', { fileId }, `No file ${fileId} in this site`);
  return row;
}

/** The rows of these ids in this site; any id that is not there is named in one error. */
export async function getFileRows(db: Executor, siteId: string, fileIds: string[]): Promise<FileRow[]> {
  const unique = [...new Set(fileIds)];
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.siteId, siteId), inArray(mediaFiles.id, unique)));
  const missing = unique.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length)
    throw appError('FILE_NOT_FOUND', { fileIds: missing }, `No file ${missing.join(', ')} in this site`);
  return fileIds.map((id) => rows.find((row) => row.id === id)!);
}

export interface NewFile extends Placement {
  /** Set when the bytes were stored under the id before the row existed. */
  id?: string;
  displayName: string;
  mimeType: string;
  mediaType: string;
  private: boolean;
  labels: string[];
  sizeInBytes?: number | null;
  hash?: string | null;
  sourceUrl?: string | null;
  importRequest?: FileRow['importRequest'];
  externalInfo?: FileRow['externalInfo'];
  uploadedBy: Uploader;
}

export async function insertFile(
  db: Executor,
  { siteId, clock }: { siteId: string; clock: Clock },
  file: NewFile,
): Promise<FileRow> {
  const now = new Date(clock());
  const [row] = await db
    .insert(mediaFiles)
    .values({ ...file, id: file.id ?? newMediaId(), siteId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export interface FileChange {
  displayName?: string;
  parentFolderId?: string;
  labels?: string[];
  focalPoint?: { x: number; y: number } | null;
  altText?: string | null;
}

export async function updateFileRow(
  db: Executor,
  deps: FileDeps & { siteId: string },
  { fileId, change }: { fileId: string; change: FileChange },
): Promise<FileRow> {
  const current = await getFileRow(db, deps.siteId, fileId);
  if (current.state !== 'OK') throw invalid('file.id', 'the file is in the trash; restore it first');
  const patch: Partial<FileRow> = { updatedAt: new Date(deps.clock()) };
  if (change.displayName !== undefined) patch.displayName = change.displayName;
  if (change.labels !== undefined) patch.labels = [...new Set(change.labels)];
  if (change.parentFolderId !== undefined && change.parentFolderId !== current.parentFolderId)
    Object.assign(
      patch,
      await placementOf(
        db,
        { siteId: deps.siteId, parentFolderId: change.parentFolderId },
        'file.parentFolderId',
      ),
    );
  if (change.focalPoint !== undefined) {
    if (change.focalPoint && current.mediaType !== 'IMAGE' && current.mediaType !== 'VECTOR')
      throw invalid('file.media.image.focalPoint', 'only images have a focal point');
    patch.focalX = change.focalPoint?.x ?? null;
    patch.focalY = change.focalPoint?.y ?? null;
  }
  if (change.altText !== undefined) {
    if (change.altText && current.mediaType !== 'IMAGE' && current.mediaType !== 'VECTOR')
      throw invalid('file.media.image.image.altText', 'only images have alt text');
    patch.altText = change.altText?.trim() || null;
  }
  const [row] = await db
    .update(mediaFiles)
    .set(patch)
    .where(and(eq(mediaFiles.siteId, deps.siteId), eq(mediaFiles.id, fileId)))
    .returning();
  await deps.outbox.record(db, {
    siteId: deps.siteId,
    type: 'media.file.updated',
    entityId: fileId,
    data: { fileId, changed: Object.keys(change) },
  });
  return row!;
}
