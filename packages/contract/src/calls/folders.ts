import { withSchemas } from '../calls.js';
import { foldersEndpoints } from '../endpoints/index.js';
import {
  BulkDeleteFoldersRequest,
  BulkRestoreFoldersRequest,
  CreateFolderRequest,
  DownloadUrlResponse,
  FolderResponse,
  GetFolderRequest,
  ListFoldersRequest,
  ListFoldersResponse,
  QueryFoldersRequest,
  QueryFoldersResponse,
  SearchFoldersRequest,
  UpdateFolderRequest,
} from '../media.js';
import { EmptyResponse } from '../owners.js';

export const foldersCalls = /* @__PURE__ */ withSchemas(foldersEndpoints, {
  bulkDeleteFolders: { input: BulkDeleteFoldersRequest, output: EmptyResponse, errors: ['FOLDER_NOT_FOUND'] },
  bulkRestoreFoldersFromTrashBin: {
    input: BulkRestoreFoldersRequest,
    output: EmptyResponse,
    errors: ['FOLDER_NOT_FOUND'],
  },
  createFolder: { input: CreateFolderRequest, output: FolderResponse, errors: ['FOLDER_NOT_FOUND'] },
  listFolders: { input: ListFoldersRequest, output: ListFoldersResponse },
  queryFolders: { input: QueryFoldersRequest, output: QueryFoldersResponse },
  searchFolders: { input: SearchFoldersRequest, output: ListFoldersResponse },
  updateFolder: { input: UpdateFolderRequest, output: FolderResponse, errors: ['FOLDER_NOT_FOUND'] },
  getFolder: { input: GetFolderRequest, output: FolderResponse, errors: ['FOLDER_NOT_FOUND'] },
  generateFolderDownloadUrl: {
    input: GetFolderRequest,
    output: DownloadUrlResponse,
    errors: ['FOLDER_NOT_FOUND'],
  },
  listDeletedFolders: { input: ListFoldersRequest, output: ListFoldersResponse },
});
