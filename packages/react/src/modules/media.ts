/**
 * Query and mutation options for the SDK's files and folders modules (the media library). A file change
 * makes every file key stale (lists, searches, the trash, the file itself); a folder deletion or restore
 * moves the files inside it too, and so makes the whole media family stale.
 */
import type { BoundModule, files, folders } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the files module (`createClient({ modules: { files }, auth })`). */
export interface FilesClient {
  files: BoundModule<typeof files>;
}
export interface FoldersClient {
  folders: BoundModule<typeof folders>;
}

export interface CreateFolderVariables {
  displayName: string;
  parentFolderId?: string | null;
}
export interface UpdateFolderVariables {
  _id: string;
  folder: folders.FolderUpdate;
  options?: { fieldMask?: string | string[] };
}
export interface UpdateFileVariables {
  file: files.FileUpdate;
  options?: { fieldMask?: string | string[] };
}
export interface DeleteFilesVariables {
  fileIds: string[];
  /** Gone for good instead of moved to the trash. */
  permanent?: boolean;
}
export interface DeleteFoldersVariables {
  folderIds: string[];
  permanent?: boolean;
}
export interface ImportFileVariables {
  url: string;
  options?: files.ImportFileOptions;
}

const keys = atriumKeys.media;

export const mediaQueries = {
  /** The site's media settings (an elevated client: an owner or an API key). */
  settings: (client: FilesClient) =>
    queryOptions({ queryKey: keys.settings(), queryFn: () => client.files.getMediaSettings() }),
  files: (client: FilesClient, params: files.ListFilesOptions = {}) =>
    queryOptions({ queryKey: keys.files(params), queryFn: () => client.files.listFiles(params) }),
  search: (client: FilesClient, params: files.SearchFilesOptions = {}) =>
    queryOptions({ queryKey: keys.search(params), queryFn: () => client.files.searchFiles(params) }),
  deletedFiles: (client: FilesClient, params: files.ListFilesOptions = {}) =>
    queryOptions({
      queryKey: keys.deletedFiles(params),
      queryFn: () => client.files.listDeletedFiles(params),
    }),
  file: (client: FilesClient, fileId: string) =>
    queryOptions({ queryKey: keys.file(fileId), queryFn: () => client.files.getFileDescriptor(fileId) }),
  folders: (client: FoldersClient, params: folders.ListFoldersOptions = {}) =>
    queryOptions({ queryKey: keys.folders(params), queryFn: () => client.folders.listFolders(params) }),
  /** Every folder under a root, whatever its depth (`{ rootFolder: 'MEDIA_ROOT' }`), for pickers. */
  searchFolders: (client: FoldersClient, params: folders.SearchFoldersOptions = {}) =>
    queryOptions({
      queryKey: keys.searchFolders(params),
      queryFn: () => client.folders.searchFolders(params),
    }),
  deletedFolders: (client: FoldersClient, params: folders.ListFoldersOptions = {}) =>
    queryOptions({
      queryKey: keys.deletedFolders(params),
      queryFn: () => client.folders.listDeletedFolders(params),
    }),
};

export const mediaMutations = {
  createFolder: mutationFactory<FoldersClient, { folder: folders.Folder }, CreateFolderVariables>({
    mutationKey: keys.mutation('createFolder'),
    mutationFn: (client, { displayName, parentFolderId }) =>
      client.folders.createFolder(displayName, { parentFolderId }),
    invalidate: () => [keys.folders()],
  }),
  updateFolder: mutationFactory<FoldersClient, folders.Folder, UpdateFolderVariables>({
    mutationKey: keys.mutation('updateFolder'),
    mutationFn: (client, { _id, folder, options }) => client.folders.updateFolder(_id, folder, options),
    invalidate: () => [keys.allFolders],
  }),
  updateFile: mutationFactory<FilesClient, files.FileDescriptor, UpdateFileVariables>({
    mutationKey: keys.mutation('updateFile'),
    mutationFn: (client, { file, options }) => client.files.updateFileDescriptor(file, options),
    invalidate: () => [keys.allFiles],
  }),
  deleteFiles: mutationFactory<FilesClient, void, DeleteFilesVariables>({
    mutationKey: keys.mutation('deleteFiles'),
    mutationFn: (client, { fileIds, permanent }) => client.files.bulkDeleteFiles(fileIds, { permanent }),
    invalidate: () => [keys.allFiles],
  }),
  restoreFiles: mutationFactory<FilesClient, void, string[]>({
    mutationKey: keys.mutation('restoreFiles'),
    mutationFn: (client, fileIds) => client.files.bulkRestoreFilesFromTrashBin(fileIds),
    invalidate: () => [keys.allFiles],
  }),
  deleteFolders: mutationFactory<FoldersClient, void, DeleteFoldersVariables>({
    mutationKey: keys.mutation('deleteFolders'),
    mutationFn: (client, { folderIds, permanent }) =>
      client.folders.bulkDeleteFolders(folderIds, { permanent }),
    invalidate: () => [keys.all],
  }),
  restoreFolders: mutationFactory<FoldersClient, void, string[]>({
    mutationKey: keys.mutation('restoreFolders'),
    mutationFn: (client, folderIds) => client.folders.bulkRestoreFoldersFromTrashBin(folderIds),
    invalidate: () => [keys.all],
  }),
  importFile: mutationFactory<FilesClient, { file: files.FileDescriptor }, ImportFileVariables>({
    mutationKey: keys.mutation('importFile'),
    mutationFn: (client, { url, options }) => client.files.importFile(url, options),
    invalidate: () => [keys.files(), keys.search()],
  }),
  updateSettings: mutationFactory<FilesClient, files.MediaSettings, Partial<files.MediaSettings>>({
    mutationKey: keys.mutation('updateSettings'),
    mutationFn: (client, settings) => client.files.updateMediaSettings(settings),
    invalidate: () => [keys.settings()],
  }),
  emptyTrash: mutationFactory<FilesClient, void, void>({
    mutationKey: keys.mutation('emptyTrash'),
    mutationFn: (client) => client.files.emptyTrashBin(),
    invalidate: () => [keys.deletedFiles(), keys.deletedFolders()],
  }),
};
