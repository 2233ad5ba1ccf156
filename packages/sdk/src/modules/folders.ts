/**
 * Media folders (ENDPOINTS.md "Media: folders"). The root folders have fixed ids (`media-root`,
 * `trash-root`, `visitor-uploads-root`: ROOT_FOLDER_IDS of the contract).
 */
import type { Folder as WireFolder, RootFolder } from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import { defineQuery } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';
import type { CursorPaging, NextCursor, Sorting } from './files.js';
import { foldersEndpoints } from '@atrium/contract/endpoints';

export type Folder = FromWire<WireFolder>;

export interface FolderUpdate {
  displayName?: string;
  /** Moves the folder under another one. */
  parentFolderId?: string;
}

export interface ListFoldersOptions {
  parentFolderId?: string | null;
  sort?: Sorting;
  paging?: CursorPaging;
}
export interface SearchFoldersOptions {
  rootFolder?: RootFolder | null;
  sort?: Sorting;
  paging?: CursorPaging;
  search?: string | null;
}
export interface ListFoldersResponse {
  folders: Folder[];
  nextCursor: NextCursor;
}

export const bulkDeleteFolders = /* @__PURE__ */ defineMethod<
  [folderIds: string[], options?: { permanent?: boolean }],
  void
>(foldersEndpoints.bulkDeleteFolders, {
  args: ['folderIds', 'options'],
  returns: null,
});

export const bulkRestoreFoldersFromTrashBin = /* @__PURE__ */ defineMethod<[folderIds: string[]], void>(
  foldersEndpoints.bulkRestoreFoldersFromTrashBin,
  {
    args: ['folderIds'],
    returns: null,
  },
);

export const createFolder = /* @__PURE__ */ defineMethod<
  [displayName: string, options?: { parentFolderId?: string | null }],
  { folder: Folder }
>(foldersEndpoints.createFolder, { args: ['displayName', 'options'] });

export const listFolders = /* @__PURE__ */ defineMethod<[options?: ListFoldersOptions], ListFoldersResponse>(
  foldersEndpoints.listFolders,
  {
    args: ['options'],
  },
);

export const queryFolders = /* @__PURE__ */ defineQuery<Folder>(foldersEndpoints.queryFolders, {
  items: 'folders',
});

export const searchFolders = /* @__PURE__ */ defineMethod<
  [options?: SearchFoldersOptions],
  ListFoldersResponse
>(foldersEndpoints.searchFolders, { args: ['options'] });

export const updateFolder = /* @__PURE__ */ defineMethod<
  [_id: string, folder: FolderUpdate, options?: { fieldMask?: string | string[] }],
  Folder
>(foldersEndpoints.updateFolder, {
  args: ['_id', 'folder', 'options'],
  payload: { folder: 'folder', 'folder.id': '_id', fieldMask: 'options.fieldMask' },
  returns: 'folder',
});

export const getFolder = /* @__PURE__ */ defineMethod<[folderId: string], Folder>(
  foldersEndpoints.getFolder,
  {
    args: ['folderId'],
    returns: 'folder',
  },
);

export const generateFolderDownloadUrl = /* @__PURE__ */ defineMethod<
  [folderId: string],
  { downloadUrl: string }
>(foldersEndpoints.generateFolderDownloadUrl, {
  args: ['folderId'],
});

export const listDeletedFolders = /* @__PURE__ */ defineMethod<
  [options?: ListFoldersOptions],
  ListFoldersResponse
>(foldersEndpoints.listDeletedFolders, { args: ['options'] });
