import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Media: files", plus Atrium's trash emptying and media settings.
export const filesEndpoints = /* @__PURE__ */ endpointTable('files', {
  bulkDeleteFiles: { method: 'POST', path: '/site-media/v1/bulk/files/delete' },
  bulkImportFiles: { method: 'POST', path: '/site-media/v1/bulk/files/import' },
  bulkImportFile: { method: 'POST', path: '/site-media/v1/bulk/files/import-v2' },
  bulkRestoreFilesFromTrashBin: { method: 'POST', path: '/site-media/v1/bulk/trash-bin/files/restore' },
  listFiles: { method: 'GET', path: '/site-media/v1/files', postFallback: 'same-path' },
  generateFilesDownloadUrl: { method: 'POST', path: '/site-media/v1/files/generate-download-url' },
  generateFileDownloadUrl: { method: 'POST', path: '/site-media/v1/files/generate-file-download-url' },
  generateFileResumableUploadUrl: {
    method: 'POST',
    path: '/site-media/v1/files/generate-resumable-upload-url',
  },
  generateFileUploadUrl: { method: 'POST', path: '/site-media/v1/files/generate-upload-url' },
  generateVideoStreamingUrl: { method: 'POST', path: '/site-media/v1/files/generate-video-stream-url' },
  getFileDescriptor: {
    method: 'GET',
    path: '/site-media/v1/files/get-file-by-id',
    postFallback: 'same-path',
  },
  getFileDescriptors: { method: 'POST', path: '/site-media/v1/files/get-files' },
  importFile: { method: 'POST', path: '/site-media/v1/files/import' },
  queryFileDescriptors: { method: 'POST', path: '/site-media/v1/files/query' },
  searchFiles: { method: 'POST', path: '/site-media/v1/files/search' },
  updateFileDescriptor: { method: 'PATCH', path: '/site-media/v1/files/update-file-descriptor' },
  listDeletedFiles: { method: 'GET', path: '/site-media/v1/trash-bin/files', postFallback: 'same-path' },
  emptyTrashBin: { method: 'POST', path: '/atrium/v1/media/trash-bin/empty' },
  getMediaSettings: { method: 'GET', path: '/atrium/v1/media-settings' },
  updateMediaSettings: { method: 'PATCH', path: '/atrium/v1/media-settings' },
});

// ENDPOINTS.md "Media: folders". listFolders has no POST fallback: a POST on its path is createFolder.
export const foldersEndpoints = /* @__PURE__ */ endpointTable('folders', {
  bulkDeleteFolders: { method: 'POST', path: '/site-media/v1/bulk/folders/delete' },
  bulkRestoreFoldersFromTrashBin: { method: 'POST', path: '/site-media/v1/bulk/trash-bin/folders/restore' },
  createFolder: { method: 'POST', path: '/site-media/v1/folders' },
  listFolders: { method: 'GET', path: '/site-media/v1/folders' },
  queryFolders: { method: 'POST', path: '/site-media/v1/folders/query' },
  searchFolders: { method: 'POST', path: '/site-media/v1/folders/search' },
  updateFolder: { method: 'PATCH', path: '/site-media/v1/folders/{folder.id}' },
  getFolder: { method: 'GET', path: '/site-media/v1/folders/{folderId}' },
  generateFolderDownloadUrl: {
    method: 'POST',
    path: '/site-media/v1/folders/{folderId}/generate-download-url',
  },
  listDeletedFolders: { method: 'GET', path: '/site-media/v1/trash-bin/folders', postFallback: 'same-path' },
});
