import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ROOT_FOLDER_IDS } from '@atrium/contract';
import { isElevated, type SiteAuth } from '../../../core/auth/context.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { filePrefix, originalKey } from '../blob-keys.js';
import { insertFile, type FileRow } from '../files.js';
import { newMediaId, placementOf, placementOfPath, returnPlace, type Placement } from '../folders.js';
import { hashToken } from '../signing.js';
import { mediaTypeOf, mimeTypeOfName, plainMimeType } from '../kinds.js';
import { meteredBody, tooLarge } from '../metered.js';
import type { MediaContext } from '../context.js';
import { mediaUploads, type Uploader } from '../tables.js';

export type UploadRow = typeof mediaUploads.$inferSelect;

const UPLOAD_URL_MINUTES = 60;

export interface UploadRequest {
  mimeType?: string | null;
  fileName?: string | null;
  sizeInBytes?: string | null;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  externalInfo?: UploadRow['externalInfo'] | null;
  filePath?: string | null;
}

export function uploaderOf(auth: SiteAuth): Uploader {
  switch (auth.kind) {
    case 'owner':
      return { kind: 'owner', id: auth.ownerId };
    case 'apiKey':
      return { kind: 'apiKey', id: auth.keyId };
    case 'member':
      return { kind: 'member', id: auth.memberId };
    case 'visitor':
      return { kind: 'visitor', id: auth.visitorId };
  }
}

/**
 * Where an upload may go and how large it may be: owners and API keys anywhere up to the server's limit;
 * visitors and members only into the visitor-uploads tree, when the site allows it, up to its limit.
 */
async function uploadRights(ctx: MediaContext, auth: SiteAuth, request: UploadRequest) {
  if (isElevated(auth)) {
    const { filePath } = request;
    const placement = filePath
      ? await ctx.db.transaction((tx) => placementOfPath(tx, { ...ctx, siteId: auth.siteId }, filePath))
      : await placementOf(ctx.db, { siteId: auth.siteId, parentFolderId: request.parentFolderId });
    return { placement, maxBytes: ctx.config.mediaMaxBytes };
  }
  const settings = await ctx.settings.read(auth.siteId);
  if (!settings.visitorUploads) throw appError('VISITOR_UPLOADS_DISABLED');
  if (request.filePath) throw invalid('filePath', 'visitors and members upload into a folder, not a path');
  const placement = await placementOf(ctx.db, {
    siteId: auth.siteId,
    parentFolderId: request.parentFolderId ?? ROOT_FOLDER_IDS.VISITOR_UPLOADS_ROOT,
  });
  if (placement.rootFolder !== 'VISITOR_UPLOADS_ROOT') throw appError('FOLDER_NOT_ALLOWED');
  return { placement, maxBytes: Math.min(Number(settings.visitorUploadMaxBytes), ctx.config.mediaMaxBytes) };
}

/** Issues a single-use, expiring upload token bound to what the caller declared. */
export async function createUploadTicket(
  ctx: MediaContext,
  { auth, request }: { auth: SiteAuth; request: UploadRequest },
  protocol: 'PUT' | 'TUS',
): Promise<string> {
  const mimeType = request.mimeType ? plainMimeType(request.mimeType) : null;
  if (request.mimeType && !mimeType)
    throw invalid('mimeType', 'must be a media type such as image/png', 'FORMAT');
  const size = request.sizeInBytes == null ? null : Number(request.sizeInBytes);
  if (size !== null && size < 0) throw invalid('sizeInBytes', 'must not be negative', 'MIN');
  const { placement, maxBytes } = await uploadRights(ctx, auth, request);
  if (size !== null && size > maxBytes) throw tooLarge(maxBytes);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(mediaUploads).values({
    id: randomUUID(),
    siteId: auth.siteId,
    tokenHash: hashToken(token),
    protocol,
    mimeType,
    fileName: request.fileName ?? null,
    sizeInBytes: size,
    maxBytes,
    ...placement,
    private: request.private ?? false,
    labels: [...new Set(request.labels ?? [])],
    externalInfo: request.externalInfo ?? null,
    uploadedBy: uploaderOf(auth),
    expiresAt: new Date(ctx.clock() + UPLOAD_URL_MINUTES * 60_000),
  });
  return token;
}

/** The live ticket of a token: unknown, expired and used tokens are each a clear error. */
export async function findTicket(
  ctx: MediaContext,
  token: string,
  protocol: 'PUT' | 'TUS',
): Promise<UploadRow> {
  const [row] = await ctx.db
    .select()
    .from(mediaUploads)
    .where(eq(mediaUploads.tokenHash, hashToken(token)));
  if (!row || row.protocol !== protocol) throw appError('UPLOAD_URL_NOT_FOUND');
  if (row.usedAt) throw appError('UPLOAD_URL_USED');
  if (row.expiresAt <= new Date(ctx.clock())) throw appError('UPLOAD_URL_EXPIRED');
  return row;
}

/** The ticket a finished tus upload was created with: it must be that upload's. */
export async function ticketOfTusUpload(
  ctx: MediaContext,
  ticketId: string | null | undefined,
  tusUploadId: string,
): Promise<UploadRow> {
  const [ticket] = ticketId
    ? await ctx.db.select().from(mediaUploads).where(eq(mediaUploads.id, ticketId))
    : [];
  if (!ticket || ticket.tusUploadId !== tusUploadId)
    throw appError('UPLOAD_URL_NOT_FOUND', {}, 'Unknown upload');
  return ticket;
}

/** Marks a ticket used; false when another request got there first. */
export async function claimTicket(
  ctx: MediaContext,
  ticket: UploadRow,
  tusUploadId?: string,
): Promise<boolean> {
  const claimed = await ctx.db
    .update(mediaUploads)
    .set({ usedAt: new Date(ctx.clock()), ...(tusUploadId ? { tusUploadId } : {}) })
    .where(
      and(
        eq(mediaUploads.id, ticket.id),
        isNull(mediaUploads.usedAt),
        gt(mediaUploads.expiresAt, new Date(ctx.clock())),
      ),
    )
    .returning({ id: mediaUploads.id });
  return claimed.length === 1;
}

/** The type the bytes are stored as: declared on the ticket, else sent with them, else read from the name. */
export function checkedMimeType(ticket: UploadRow, sent: string | undefined): string {
  const sentType = plainMimeType(sent);
  if (ticket.mimeType && sentType && sentType !== ticket.mimeType && sentType !== 'application/octet-stream')
    throw appError(
      'MIME_TYPE_MISMATCH',
      { expected: ticket.mimeType, received: sentType },
      `The upload URL was made for ${ticket.mimeType}, not ${sentType}`,
    );
  return (
    ticket.mimeType ??
    (sentType !== 'application/octet-stream' ? sentType : null) ??
    mimeTypeOfName(ticket.fileName) ??
    'application/octet-stream'
  );
}

export function checkSize(ticket: UploadRow, size: number): void {
  if (size > ticket.maxBytes) throw tooLarge(ticket.maxBytes);
  if (ticket.sizeInBytes !== null && size !== ticket.sizeInBytes)
    throw appError(
      'SIZE_MISMATCH',
      { expected: String(ticket.sizeInBytes), received: String(size) },
      `The upload URL was made for ${ticket.sizeInBytes} bytes, not ${size}`,
    );
}

/** Records the stored bytes of a ticket as a new file and starts its processing. */
export async function fileFromTicket(
  ctx: MediaContext,
  ticket: UploadRow,
  stored: { fileId: string; mimeType: string; size: number; hash: string },
): Promise<FileRow> {
  const row = await ctx.db.transaction(async (tx) => {
    // The folder may have gone to the trash, or for good, since the URL was made: the file then lands in its
    // root rather than live inside a folder that is not.
    const placement: Placement = {
      parentFolderId: await returnPlace(tx, ticket),
      rootFolder: ticket.rootFolder as Placement['rootFolder'],
    };
    const file = await insertFile(
      tx,
      { siteId: ticket.siteId, clock: ctx.clock },
      {
        id: stored.fileId,
        ...placement,
        displayName: ticket.fileName ?? `upload-${stored.fileId}`,
        mimeType: stored.mimeType,
        mediaType: mediaTypeOf(stored.mimeType),
        private: ticket.private,
        labels: ticket.labels,
        sizeInBytes: stored.size,
        hash: stored.hash,
        externalInfo: ticket.externalInfo,
        uploadedBy: ticket.uploadedBy,
      },
    );
    await ctx.processing.enqueue(tx, file.id);
    return file;
  });
  ctx.processing.wake();
  return row;
}

/** A PUT's body and the headers that describe it. */
export interface PutContent {
  body: Readable;
  headers: { contentType?: string; contentLength?: string };
}

/** Receives the body of a PUT to an upload URL: checked against the ticket, stored, hashed, then processed. */
export async function receivePut(
  ctx: MediaContext,
  token: string,
  { body, headers }: PutContent,
): Promise<FileRow> {
  const ticket = await findTicket(ctx, token, 'PUT');
  const mimeType = checkedMimeType(ticket, headers.contentType);
  if (headers.contentLength !== undefined) checkSize(ticket, Number(headers.contentLength));
  if (!(await claimTicket(ctx, ticket))) throw appError('UPLOAD_URL_USED');
  const fileId = newMediaId();
  const key = originalKey({ siteId: ticket.siteId, id: fileId });
  const meter = meteredBody(body, ticket.sizeInBytes ?? ticket.maxBytes);
  try {
    await ctx.store.put(key, meter);
    checkSize(ticket, meter.bytes);
  } catch (error) {
    await ctx.store.deletePrefix(filePrefix({ siteId: ticket.siteId, id: fileId }));
    throw error;
  }
  return fileFromTicket(ctx, ticket, { fileId, mimeType, size: meter.bytes, hash: meter.digest() });
}
