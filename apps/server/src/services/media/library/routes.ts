import { filesCalls, foldersCalls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import { maskedPatch } from '../../../core/wire/field-mask.js';
import type { SiteAuth } from '../../../core/auth/context.js';
import type { MediaContext } from '../context.js';
import { MEDIA_PERMISSION } from './list-routes.js';
import type { MediaService } from './service.js';
import { toWireFile, toWireFolder } from '../wire.js';

const admin = { access: 'admin' as const, permission: MEDIA_PERMISSION };

const wireOf = (ctx: MediaContext) => (file: Parameters<typeof toWireFile>[0]) => toWireFile(file, ctx.urls);

export function mediaRoutes(ctx: MediaContext, service: MediaService) {
  return [
    ...fileRoutes(ctx, service),
    ...importRoutes(ctx, service),
    ...trashRoutes(service),
    ...downloadRoutes(service),
    ...folderRoutes(service),
    ...settingsRoutes(ctx),
  ];
}

function fileRoutes(ctx: MediaContext, service: MediaService) {
  const wire = wireOf(ctx);
  return [
    defineRoute(filesCalls.getFileDescriptor, {
      access: 'site',
      summary: 'One file; visitors and members see only their own uploads',
      handler: async ({ fileId }, call) => ({
        file: wire(await service.getFile(call.auth as SiteAuth, fileId)),
      }),
    }),
    defineRoute(filesCalls.getFileDescriptors, {
      access: 'site',
      summary: 'Several files by id, in the order asked',
      handler: async ({ fileIds }, call) => ({
        files: (await service.getFiles(call.auth as SiteAuth, fileIds)).map(wire),
      }),
    }),
    defineRoute(filesCalls.updateFileDescriptor, {
      ...admin,
      summary: 'Rename, move, label a file, or set its focal point or alt text',
      async handler({ file, fieldMask }, call) {
        const entity = {
          displayName: file.displayName ?? undefined,
          parentFolderId: file.parentFolderId ?? undefined,
          labels: file.labels ?? undefined,
          'media.image.focalPoint': file.media?.image?.focalPoint,
          'media.image.image.altText': file.media?.image?.image?.altText,
        };
        const patch = maskedPatch({
          entity,
          name: 'file',
          fieldMask,
          updatable: [
            'displayName',
            'parentFolderId',
            'labels',
            'media.image.focalPoint',
            'media.image.image.altText',
          ] as const,
          clearable: ['media.image.image.altText'],
        });
        const { 'media.image.focalPoint': focalPoint, 'media.image.image.altText': altText, ...rest } = patch;
        const change = {
          ...rest,
          ...(focalPoint !== undefined ? { focalPoint } : {}),
          ...(altText !== undefined ? { altText } : {}),
        };
        return { file: wire(await service.updateFile(call.siteId, file.id, change)) };
      },
    }),
  ];
}

function importRoutes(ctx: MediaContext, service: MediaService) {
  const wire = wireOf(ctx);
  return [
    defineRoute(filesCalls.importFile, {
      ...admin,
      summary: 'Import a file from a URL; it is PENDING until fetched and processed',
      handler: async (request, call) => ({
        file: wire((await service.importFiles(call.auth as SiteAuth, [request]))[0]!),
      }),
    }),
    defineRoute(filesCalls.bulkImportFiles, {
      ...admin,
      summary: 'Import up to 100 files from URLs, all or none',
      handler: async ({ importFileRequests }, call) => ({
        files: (await service.importFiles(call.auth as SiteAuth, importFileRequests)).map(wire),
      }),
    }),
    defineRoute(filesCalls.bulkImportFile, {
      ...admin,
      summary: 'Import up to 100 files from URLs, each on its own, with a result per item',
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
  ];
}

function trashRoutes(service: MediaService) {
  return [
    defineRoute(filesCalls.bulkDeleteFiles, {
      ...admin,
      summary: 'Move files to the trash, or delete them and their bytes for good with permanent',
      async handler({ fileIds, permanent }, call) {
        await service.deleteFiles(call.siteId, { items: fileIds, permanent: permanent ?? false });
        return {};
      },
    }),
    defineRoute(filesCalls.bulkRestoreFilesFromTrashBin, {
      ...admin,
      summary: 'Put trashed files back where they were',
      async handler({ fileIds }, call) {
        await service.restoreFiles(call.siteId, fileIds);
        return {};
      },
    }),
    defineRoute(filesCalls.emptyTrashBin, {
      ...admin,
      summary: 'Delete everything in the trash for good',
      async handler(_input, call) {
        await service.emptyTrash(call.siteId);
        return {};
      },
    }),
  ];
}

function downloadRoutes(service: MediaService) {
  return [
    defineRoute(filesCalls.generateFilesDownloadUrl, {
      ...admin,
      summary: 'One URL for a zip of several files, valid for an hour',
      handler: async ({ fileIds }, call) => ({
        downloadUrl: await service.filesArchiveUrl(call.siteId, fileIds),
      }),
    }),
    defineRoute(filesCalls.generateFileDownloadUrl, {
      ...admin,
      summary: "Signed, expiring URLs for a file's assets (private files are served only this way)",
      handler: async ({ fileId, ...options }, call) => ({
        downloadUrls: await service.fileDownloadUrls(call.siteId, fileId, options),
      }),
    }),
    defineRoute(filesCalls.generateVideoStreamingUrl, {
      ...admin,
      summary: "A signed HLS address for a video's stream",
      handler: async ({ fileId, format, expirationInMinutes }, call) => ({
        downloadUrl: await service.streamUrl(call.siteId, fileId, { format, minutes: expirationInMinutes }),
      }),
    }),
  ];
}

function settingsRoutes(ctx: MediaContext) {
  return [
    defineRoute(filesCalls.getMediaSettings, {
      ...admin,
      summary: "The site's media settings (visitor uploads)",
      handler: async (_input, call) => ({ settings: await ctx.settings.get(call.siteId) }),
    }),
    defineRoute(filesCalls.updateMediaSettings, {
      ...admin,
      summary: "Change the site's media settings",
      handler: async ({ settings }, call) => ({ settings: await ctx.settings.update(call.siteId, settings) }),
    }),
  ];
}

function folderRoutes(service: MediaService) {
  return [
    defineRoute(foldersCalls.createFolder, {
      ...admin,
      summary: 'Create a folder (in the media root unless a parent is named)',
      handler: async ({ displayName, parentFolderId }, call) => ({
        folder: toWireFolder(await service.createFolder(call.siteId, displayName, parentFolderId)),
      }),
    }),
    defineRoute(foldersCalls.getFolder, {
      ...admin,
      summary: 'One folder',
      handler: async ({ folderId }, call) => ({
        folder: toWireFolder(await service.getFolder(call.siteId, folderId)),
      }),
    }),
    defineRoute(foldersCalls.updateFolder, {
      ...admin,
      summary: 'Rename or move a folder',
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
    defineRoute(foldersCalls.generateFolderDownloadUrl, {
      ...admin,
      summary: 'One URL for a zip of a folder and everything in it, valid for an hour',
      handler: async ({ folderId }, call) => ({
        downloadUrl: await service.folderArchive(call.siteId, folderId),
      }),
    }),
    defineRoute(foldersCalls.bulkDeleteFolders, {
      ...admin,
      summary: 'Move folders with their contents to the trash, or delete them for good with permanent',
      async handler({ folderIds, permanent }, call) {
        await service.deleteFolders(call.siteId, { items: folderIds, permanent: permanent ?? false });
        return {};
      },
    }),
    defineRoute(foldersCalls.bulkRestoreFoldersFromTrashBin, {
      ...admin,
      summary: 'Put trashed folders back, with what was trashed with them',
      async handler({ folderIds }, call) {
        await service.restoreFolders(call.siteId, folderIds);
        return {};
      },
    }),
  ];
}
