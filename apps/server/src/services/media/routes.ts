import { z } from 'zod';
import {
  BulkDeleteFilesRequest,
  BulkDeleteFoldersRequest,
  BulkImportFileRequest,
  BulkImportFileResponse,
  BulkImportFilesRequest,
  BulkRestoreFilesRequest,
  BulkRestoreFoldersRequest,
  CreateFolderRequest,
  DownloadUrlResponse,
  FileResponse,
  FilesResponse,
  FolderResponse,
  GenerateFileDownloadUrlRequest,
  GenerateFileDownloadUrlResponse,
  GenerateFilesDownloadUrlRequest,
  GenerateVideoStreamUrlRequest,
  GenerateVideoStreamUrlResponse,
  GetFileRequest,
  GetFilesRequest,
  GetFolderRequest,
  ImportFileRequest,
  MediaSettingsResponse,
  UpdateFileRequest,
  UpdateFolderRequest,
  UpdateMediaSettingsRequest,
} from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import type { SiteAuth } from '../../core/auth/context.js';
import type { MediaContext } from './context.js';
import { MEDIA_PERMISSION } from './list-routes.js';
import type { MediaService } from './service.js';
import { toWireFile, toWireFolder } from './wire.js';

const EMPTY = z.object({});
const admin = { access: 'admin' as const, permission: MEDIA_PERMISSION };

export function mediaRoutes(ctx: MediaContext, service: MediaService) {
  const wire = (file: Parameters<typeof toWireFile>[0]) => toWireFile(file, ctx.urls);
  return [
    defineRoute({
      method: 'GET',
      path: '/site-media/v1/files/get-file-by-id',
      postFallback: true,
      access: 'site',
      summary: 'One file; visitors and members see only their own uploads',
      input: GetFileRequest,
      output: FileResponse,
      handler: async ({ fileId }, call) => ({
        file: wire(await service.getFile(call.auth as SiteAuth, fileId)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/site-media/v1/files/get-files',
      access: 'site',
      summary: 'Several files by id, in the order asked',
      input: GetFilesRequest,
      output: FilesResponse,
      handler: async ({ fileIds }, call) => ({
        files: (await service.getFiles(call.auth as SiteAuth, fileIds)).map(wire),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'PATCH',
      path: '/site-media/v1/files/update-file-descriptor',
      summary: 'Rename, move, label a file or set its focal point',
      input: UpdateFileRequest,
      output: FileResponse,
      async handler({ file, fieldMask }, call) {
        const entity = {
          displayName: file.displayName ?? undefined,
          parentFolderId: file.parentFolderId ?? undefined,
          labels: file.labels ?? undefined,
          'media.image.focalPoint': file.media?.image?.focalPoint,
        };
        const patch = maskedPatch({
          entity,
          name: 'file',
          fieldMask,
          updatable: ['displayName', 'parentFolderId', 'labels', 'media.image.focalPoint'] as const,
        });
        const { 'media.image.focalPoint': focalPoint, ...rest } = patch;
        const change = { ...rest, ...(focalPoint !== undefined ? { focalPoint } : {}) };
        return { file: wire(await service.updateFile(call.siteId, file.id, change)) };
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/files/import',
      summary: 'Import a file from a URL; it is PENDING until fetched and processed',
      input: ImportFileRequest,
      output: FileResponse,
      handler: async (request, call) => ({
        file: wire((await service.importFiles(call.auth as SiteAuth, [request]))[0]!),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/bulk/files/import',
      summary: 'Import up to 100 files from URLs, all or none',
      input: BulkImportFilesRequest,
      output: FilesResponse,
      handler: async ({ importFileRequests }, call) => ({
        files: (await service.importFiles(call.auth as SiteAuth, importFileRequests)).map(wire),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/bulk/files/import-v2',
      summary: 'Import up to 100 files from URLs, each on its own, with a result per item',
      input: BulkImportFileRequest,
      output: BulkImportFileResponse,
      async handler({ importFileRequests, returnEntity }, call) {
        const results = await service.importEach(call.auth as SiteAuth, importFileRequests);
        const successes = results.filter((result) => result.file).length;
        return {
          results: results.map((result, originalIndex) => ({
            itemMetadata: {
              id: result.file?.id ?? null,
              originalIndex,
              success: Boolean(result.file),
              error: result.error
                ? { code: result.error.code, description: result.error.message, data: result.error.data }
                : null,
            },
            item: result.file && returnEntity !== false ? wire(result.file) : null,
          })),
          bulkActionMetadata: {
            totalSuccesses: successes,
            totalFailures: results.length - successes,
            undetailedFailures: 0,
          },
        };
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/bulk/files/delete',
      summary: 'Move files to the trash, or delete them and their bytes for good with permanent',
      input: BulkDeleteFilesRequest,
      output: EMPTY,
      async handler({ fileIds, permanent }, call) {
        await service.deleteFiles(call.siteId, fileIds, permanent ?? false);
        return {};
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/bulk/trash-bin/files/restore',
      summary: 'Put trashed files back where they were',
      input: BulkRestoreFilesRequest,
      output: EMPTY,
      async handler({ fileIds }, call) {
        await service.restoreFiles(call.siteId, fileIds);
        return {};
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/atrium/v1/media/trash-bin/empty',
      summary: 'Delete everything in the trash for good',
      input: EMPTY,
      output: EMPTY,
      async handler(_input, call) {
        await service.emptyTrash(call.siteId);
        return {};
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/files/generate-download-url',
      summary: 'One URL for a zip of several files, valid for an hour',
      input: GenerateFilesDownloadUrlRequest,
      output: DownloadUrlResponse,
      handler: async ({ fileIds }, call) => ({
        downloadUrl: await service.filesArchiveUrl(call.siteId, fileIds),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/files/generate-file-download-url',
      summary: "Signed, expiring URLs for a file's assets (private files are served only this way)",
      input: GenerateFileDownloadUrlRequest,
      output: GenerateFileDownloadUrlResponse,
      handler: async ({ fileId, ...options }, call) => ({
        downloadUrls: await service.fileDownloadUrls(call.siteId, fileId, options),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/files/generate-video-stream-url',
      summary: "A signed HLS address for a video's stream",
      input: GenerateVideoStreamUrlRequest,
      output: GenerateVideoStreamUrlResponse,
      handler: async ({ fileId, format, expirationInMinutes }, call) => ({
        downloadUrl: await service.streamUrl(call.siteId, fileId, format, expirationInMinutes),
      }),
    }),
    ...folderRoutes(service),
    defineRoute({
      ...admin,
      method: 'GET',
      path: '/atrium/v1/media-settings',
      summary: "The site's media settings (visitor uploads)",
      input: EMPTY,
      output: MediaSettingsResponse,
      handler: async (_input, call) => ({ settings: await ctx.settings.get(call.siteId) }),
    }),
    defineRoute({
      ...admin,
      method: 'PATCH',
      path: '/atrium/v1/media-settings',
      summary: "Change the site's media settings",
      input: UpdateMediaSettingsRequest,
      output: MediaSettingsResponse,
      handler: async ({ settings }, call) => ({ settings: await ctx.settings.update(call.siteId, settings) }),
    }),
  ];
}

function folderRoutes(service: MediaService) {
  return [
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/folders',
      summary: 'Create a folder (in the media root unless a parent is named)',
      input: CreateFolderRequest,
      output: FolderResponse,
      handler: async ({ displayName, parentFolderId }, call) => ({
        folder: toWireFolder(await service.createFolder(call.siteId, displayName, parentFolderId)),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'GET',
      path: '/site-media/v1/folders/{folderId}',
      summary: 'One folder',
      input: GetFolderRequest,
      output: FolderResponse,
      handler: async ({ folderId }, call) => ({
        folder: toWireFolder(await service.getFolder(call.siteId, folderId)),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'PATCH',
      path: '/site-media/v1/folders/{folder.id}',
      summary: 'Rename or move a folder',
      input: UpdateFolderRequest,
      output: FolderResponse,
      async handler({ folder, fieldMask }, call) {
        const entity = {
          displayName: folder.displayName ?? undefined,
          parentFolderId: folder.parentFolderId ?? undefined,
        };
        const change = maskedPatch({
          entity,
          name: 'folder',
          fieldMask,
          updatable: ['displayName', 'parentFolderId'] as const,
        });
        return { folder: toWireFolder(await service.updateFolder(call.siteId, folder.id, change)) };
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/folders/{folderId}/generate-download-url',
      summary: 'One URL for a zip of a folder and everything in it, valid for an hour',
      input: GetFolderRequest,
      output: DownloadUrlResponse,
      handler: async ({ folderId }, call) => ({
        downloadUrl: await service.folderArchive(call.siteId, folderId),
      }),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/bulk/folders/delete',
      summary: 'Move folders with their contents to the trash, or delete them for good with permanent',
      input: BulkDeleteFoldersRequest,
      output: EMPTY,
      async handler({ folderIds, permanent }, call) {
        await service.deleteFolders(call.siteId, folderIds, permanent ?? false);
        return {};
      },
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/site-media/v1/bulk/trash-bin/folders/restore',
      summary: 'Put trashed folders back, with what was trashed with them',
      input: BulkRestoreFoldersRequest,
      output: EMPTY,
      async handler({ folderIds }, call) {
        await service.restoreFolders(call.siteId, folderIds);
        return {};
      },
    }),
  ];
}
