import { eq } from 'drizzle-orm';
import { filesCalls, foldersCalls, type Query, ROOT_FOLDER_IDS } from '@atrium/contract';
import {
  allOf,
  defineQueryFields,
  runQuery,
  type CursorKey,
  type QueryFields,
} from '../../core/query/index.js';
import { isValidationError, ValidationError } from '../../core/wire/errors.js';
import { defineRoute } from '../../core/wire/route.js';
import type { MediaContext } from './context.js';
import type { FileRow } from './files.js';
import type { FolderRow } from './folders.js';
import { mediaFiles, mediaFolders } from './tables.js';
import { toWireFile, toWireFolder } from './wire.js';

export const MEDIA_PERMISSION = 'media.manage';

const fileFields = defineQueryFields({
  id: { column: mediaFiles.id, type: 'string', sort: true },
  displayName: { column: mediaFiles.displayName, type: 'string', sort: true },
  parentFolderId: { column: mediaFiles.parentFolderId, type: 'string' },
  rootFolder: { column: mediaFiles.rootFolder, type: 'string' },
  mediaType: { column: mediaFiles.mediaType, type: 'string', sort: true },
  mimeType: { column: mediaFiles.mimeType, type: 'string' },
  private: { column: mediaFiles.private, type: 'boolean' },
  labels: { column: mediaFiles.labels, type: 'string[]' },
  operationStatus: { column: mediaFiles.operationStatus, type: 'string' },
  hash: { column: mediaFiles.hash, type: 'string' },
  sizeInBytes: { column: mediaFiles.sizeInBytes, type: 'number', sort: true },
  state: { column: mediaFiles.state, type: 'string' },
  createdDate: { column: mediaFiles.createdAt, type: 'date', sort: true },
  updatedDate: { column: mediaFiles.updatedAt, type: 'date', sort: true },
});

const folderFields = defineQueryFields({
  id: { column: mediaFolders.id, type: 'string', sort: true },
  displayName: { column: mediaFolders.displayName, type: 'string', sort: true },
  parentFolderId: { column: mediaFolders.parentFolderId, type: 'string' },
  rootFolder: { column: mediaFolders.rootFolder, type: 'string' },
  state: { column: mediaFolders.state, type: 'string' },
  createdDate: { column: mediaFolders.createdAt, type: 'date', sort: true },
  updatedDate: { column: mediaFolders.updatedAt, type: 'date', sort: true },
});

const NEWEST_FIRST = [{ fieldName: 'createdDate', order: 'DESC' as const }];

interface ListParams {
  sort?: { fieldName: string; order: 'ASC' | 'DESC' } | null;
  paging?: { limit?: number | null; cursor?: string | null } | null;
}

/** A list call as a query: its filter and sort travel inside the cursor, so the next page needs only that. */
function listQuery(filter: Record<string, unknown>, { sort, paging }: ListParams): Query {
  if (paging?.cursor) return { cursorPaging: { cursor: paging.cursor, limit: paging.limit ?? null } };
  return { filter, ...(sort ? { sort: [sort] } : {}), cursorPaging: { limit: paging?.limit ?? null } };
}

/**
 * A list call sends one `sort` object and `paging`, which listQuery turns into a query: its violations must
 * name the fields the caller sent (WIRE.md section 5), not those of the query built from them.
 */
function asListFields(error: unknown): unknown {
  if (!isValidationError(error)) return error;
  const field = (name: string) => name.replace(/^cursorPaging\./, 'paging.').replace(/^sort\[0\]/, 'sort');
  return new ValidationError(
    error.violations.map((violation) => ({ ...violation, field: field(violation.field) })),
  );
}

const nextCursor = (page: { pagingMetadata: { cursors: { next?: string | null } } }) => ({
  cursors: { next: page.pagingMetadata.cursors.next ?? null },
});

function typeFilter(params: { mediaTypes?: string[] | null; private?: boolean | null }) {
  return {
    ...(params.mediaTypes?.length ? { mediaType: { $in: params.mediaTypes } } : {}),
    ...(params.private != null ? { private: params.private } : {}),
  };
}

function searchFilter(search: string | null | undefined) {
  const text = search?.trim();
  return text ? { $or: [{ displayName: { $contains: text } }, { labels: { $hasSome: [text] } }] } : {};
}

function rootFilter(rootFolder: string | null | undefined) {
  if (rootFolder === 'TRASH_ROOT') return { state: 'DELETED' };
  return { state: 'OK', ...(rootFolder ? { rootFolder } : {}) };
}

export function mediaListRoutes(ctx: MediaContext, cursorKey: CursorKey) {
  const run =
    <Row>(table: typeof mediaFiles | typeof mediaFolders, fields: QueryFields, context: string) =>
    async (siteId: string, query: Query, fieldPrefix: string, live = false) => {
      const page = await runQuery({
        db: ctx.db,
        table,
        fields,
        scope: allOf([eq(table.siteId, siteId), live ? eq(table.state, 'OK') : undefined]),
        query,
        defaultSort: NEWEST_FIRST,
        cursorKey,
        cursorContext: context,
        fieldPrefix,
      }).catch((error: unknown) => {
        throw fieldPrefix ? error : asListFields(error);
      });
      return { rows: page.rows as Row[], pagingMetadata: page.pagingMetadata };
    };
  const files = run<FileRow>(mediaFiles, fileFields, 'media-files');
  const folders = run<FolderRow>(mediaFolders, folderFields, 'media-folders');
  const wireFiles = (rows: FileRow[]) => rows.map((row) => toWireFile(row, ctx.urls));
  const common = { access: 'admin' as const, permission: MEDIA_PERMISSION };
  const byParent = (id: string | null | undefined) => ({ parentFolderId: id ?? ROOT_FOLDER_IDS.MEDIA_ROOT });

  return [
    defineRoute(filesCalls.listFiles, {
      ...common,
      summary: 'The files in a folder (the media root unless named)',
      async handler(input, call) {
        const filter = { state: 'OK', ...byParent(input.parentFolderId), ...typeFilter(input) };
        const page = await files(call.siteId, listQuery(filter, input), '');
        return { files: wireFiles(page.rows), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(filesCalls.listDeletedFiles, {
      ...common,
      summary: 'The files in the trash',
      async handler(input, call) {
        const parent = input.parentFolderId ? { parentFolderId: input.parentFolderId } : {};
        const filter = { state: 'DELETED', ...parent, ...typeFilter(input) };
        const page = await files(call.siteId, listQuery(filter, input), '');
        return { files: wireFiles(page.rows), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(filesCalls.searchFiles, {
      ...common,
      summary: 'Files whose name or labels match, anywhere under a root folder',
      async handler(input, call) {
        const labels = input.labels?.length ? { labels: { $hasAll: input.labels } } : {};
        const filter = {
          ...rootFilter(input.rootFolder),
          ...typeFilter(input),
          ...labels,
          ...searchFilter(input.search),
        };
        const page = await files(call.siteId, listQuery(filter, input), '');
        return { files: wireFiles(page.rows), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(filesCalls.queryFileDescriptors, {
      ...common,
      summary: 'Query the live files with the query language (filter, sort, paging)',
      async handler({ query }, call) {
        const page = await files(call.siteId, query ?? {}, 'query', true);
        return { files: wireFiles(page.rows), pagingMetadata: page.pagingMetadata };
      },
    }),
    defineRoute(foldersCalls.listFolders, {
      ...common,
      summary: 'The folders in a folder (the media root unless named)',
      async handler(input, call) {
        const page = await folders(
          call.siteId,
          listQuery({ state: 'OK', ...byParent(input.parentFolderId) }, input),
          '',
        );
        return { folders: page.rows.map(toWireFolder), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(foldersCalls.listDeletedFolders, {
      ...common,
      summary: 'The folders in the trash',
      async handler(input, call) {
        const parent = input.parentFolderId ? { parentFolderId: input.parentFolderId } : {};
        const page = await folders(call.siteId, listQuery({ state: 'DELETED', ...parent }, input), '');
        return { folders: page.rows.map(toWireFolder), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(foldersCalls.searchFolders, {
      ...common,
      summary: 'Folders whose name matches, anywhere under a root folder',
      async handler(input, call) {
        const text = input.search?.trim();
        const filter = {
          ...rootFilter(input.rootFolder),
          ...(text ? { displayName: { $contains: text } } : {}),
        };
        const page = await folders(call.siteId, listQuery(filter, input), '');
        return { folders: page.rows.map(toWireFolder), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(foldersCalls.queryFolders, {
      ...common,
      summary: 'Query the live folders with the query language',
      async handler({ query }, call) {
        const page = await folders(call.siteId, query ?? {}, 'query', true);
        return { folders: page.rows.map(toWireFolder), pagingMetadata: page.pagingMetadata };
      },
    }),
  ];
}
