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
  bulkDeleteFolders: { input: BulkDeleteFoldersRequest, output: EmptyResponse },
  bulkRestoreFoldersFromTrashBin: { input: BulkRestoreFoldersRequest, output: EmptyResponse },
  createFolder: { input: CreateFolderRequest, output: FolderResponse },
  listFolders: { input: ListFoldersRequest, output: ListFoldersResponse },
  queryFolders: { input: QueryFoldersRequest, output: QueryFoldersResponse },
  searchFolders: { input: SearchFoldersRequest, output: ListFoldersResponse },
  updateFolder: { input: UpdateFolderRequest, output: FolderResponse },
  getFolder: { input: GetFolderRequest, output: FolderResponse },
  generateFolderDownloadUrl: { input: GetFolderRequest, output: DownloadUrlResponse },
  listDeletedFolders: { input: ListFoldersRequest, output: ListFoldersResponse },
});
