import { eq } from 'drizzle-orm';
import { type Query, ROOT_FOLDER_IDS } from '@atrium/contract';
import {
  allOf,
  defineQueryFields,
  runQuery,
  type CursorKey,
  type QueryFields,
} from '../../../core/query/index.js';
import { isValidationError, ValidationError } from '../../../core/wire/errors.js';
import type { MediaContext } from '../context.js';
import type { FileRow } from '../files.js';
import type { FolderRow } from '../folders.js';
import { mediaFiles, mediaFolders } from '../tables.js';

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
  sort?: { fieldName: string; order: 'ASC' | 'DESC' } | null | undefined;
  paging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | null | undefined;
}

interface TypeParams {
  mediaTypes?: string[] | null | undefined;
  private?: boolean | null | undefined;
}

export interface ListFilesParams extends ListParams, TypeParams {
  parentFolderId?: string | null | undefined;
}

export interface SearchFilesParams extends ListParams, TypeParams {
  rootFolder?: string | null | undefined;
  labels?: string[] | null | undefined;
  search?: string | null | undefined;
}

export interface ListFoldersParams extends ListParams {
  parentFolderId?: string | null | undefined;
}

export interface SearchFoldersParams extends ListParams {
  rootFolder?: string | null | undefined;
  search?: string | null | undefined;
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

function typeFilter(params: TypeParams) {
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

const byParent = (id: string | null | undefined) => ({ parentFolderId: id ?? ROOT_FOLDER_IDS.MEDIA_ROOT });
const parentIfNamed = (id: string | null | undefined) => (id ? { parentFolderId: id } : {});

/** The query language's calls name their fields under `query`, and see only live items. */
interface QueryScope {
  fieldPrefix?: string;
  live?: boolean;
}

/** The list, search and query calls of files and folders, all through the query engine. */
export function createMediaLists(ctx: MediaContext, cursorKey: CursorKey) {
  const run =
    <Row>(table: typeof mediaFiles | typeof mediaFolders, fields: QueryFields, context: string) =>
    async (siteId: string, query: Query, { fieldPrefix = '', live = false }: QueryScope = {}) => {
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

  return {
    /** The files in a folder (the media root unless named). */
    listFiles: (siteId: string, params: ListFilesParams) =>
      files(
        siteId,
        listQuery({ state: 'OK', ...byParent(params.parentFolderId), ...typeFilter(params) }, params),
      ),
    /** The files in the trash. */
    listDeletedFiles: (siteId: string, params: ListFilesParams) =>
      files(
        siteId,
        listQuery(
          { state: 'DELETED', ...parentIfNamed(params.parentFolderId), ...typeFilter(params) },
          params,
        ),
      ),
    /** Files whose name or labels match, anywhere under a root folder. */
    searchFiles(siteId: string, params: SearchFilesParams) {
      const labels = params.labels?.length ? { labels: { $hasAll: params.labels } } : {};
      const filter = {
        ...rootFilter(params.rootFolder),
        ...typeFilter(params),
        ...labels,
        ...searchFilter(params.search),
      };
      return files(siteId, listQuery(filter, params));
    },
    /** The live files, with the query language. */
    queryFiles: (siteId: string, query: Query | null | undefined) =>
      files(siteId, query ?? {}, { fieldPrefix: 'query', live: true }),
    /** The folders in a folder (the media root unless named). */
    listFolders: (siteId: string, params: ListFoldersParams) =>
      folders(siteId, listQuery({ state: 'OK', ...byParent(params.parentFolderId) }, params)),
    /** The folders in the trash. */
    listDeletedFolders: (siteId: string, params: ListFoldersParams) =>
      folders(siteId, listQuery({ state: 'DELETED', ...parentIfNamed(params.parentFolderId) }, params)),
    /** Folders whose name matches, anywhere under a root folder. */
    searchFolders(siteId: string, params: SearchFoldersParams) {
      const text = params.search?.trim();
      const filter = {
        ...rootFilter(params.rootFolder),
        ...(text ? { displayName: { $contains: text } } : {}),
      };
      return folders(siteId, listQuery(filter, params));
    },
    /** The live folders, with the query language. */
    queryFolders: (siteId: string, query: Query | null | undefined) =>
      folders(siteId, query ?? {}, { fieldPrefix: 'query', live: true }),
  };
}

export type MediaLists = ReturnType<typeof createMediaLists>;
