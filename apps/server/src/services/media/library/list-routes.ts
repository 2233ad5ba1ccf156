import { filesCalls, foldersCalls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { MediaContext } from '../context.js';
import type { FileRow } from '../files.js';
import type { MediaLists } from './list.js';
import { toWireFile, toWireFolder } from '../wire.js';

export const MEDIA_PERMISSION = 'media.manage';

const nextCursor = (page: { pagingMetadata: { cursors: { next?: string | null } } }) => ({
  cursors: { next: page.pagingMetadata.cursors.next ?? null },
});

export function mediaListRoutes(ctx: MediaContext, lists: MediaLists) {
  const wireFiles = (rows: FileRow[]) => rows.map((row) => toWireFile(row, ctx.urls));
  const common = { access: 'admin' as const, permission: MEDIA_PERMISSION };

  return [
    defineRoute(filesCalls.listFiles, {
      ...common,
      summary: 'The files in a folder (the media root unless named)',
      async handler(input, call) {
        const page = await lists.listFiles(call.siteId, input);
        return { files: wireFiles(page.rows), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(filesCalls.listDeletedFiles, {
      ...common,
      summary: 'The files in the trash',
      async handler(input, call) {
        const page = await lists.listDeletedFiles(call.siteId, input);
        return { files: wireFiles(page.rows), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(filesCalls.searchFiles, {
      ...common,
      summary: 'Files whose name or labels match, anywhere under a root folder',
      async handler(input, call) {
        const page = await lists.searchFiles(call.siteId, input);
        return { files: wireFiles(page.rows), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(filesCalls.queryFileDescriptors, {
      ...common,
      summary: 'Query the live files with the query language (filter, sort, paging)',
      async handler({ query }, call) {
        const page = await lists.queryFiles(call.siteId, query);
        return { files: wireFiles(page.rows), pagingMetadata: page.pagingMetadata };
      },
    }),
    defineRoute(foldersCalls.listFolders, {
      ...common,
      summary: 'The folders in a folder (the media root unless named)',
      async handler(input, call) {
        const page = await lists.listFolders(call.siteId, input);
        return { folders: page.rows.map(toWireFolder), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(foldersCalls.listDeletedFolders, {
      ...common,
      summary: 'The folders in the trash',
      async handler(input, call) {
        const page = await lists.listDeletedFolders(call.siteId, input);
        return { folders: page.rows.map(toWireFolder), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(foldersCalls.searchFolders, {
      ...common,
      summary: 'Folders whose name matches, anywhere under a root folder',
      async handler(input, call) {
        const page = await lists.searchFolders(call.siteId, input);
        return { folders: page.rows.map(toWireFolder), nextCursor: nextCursor(page) };
      },
    }),
    defineRoute(foldersCalls.queryFolders, {
      ...common,
      summary: 'Query the live folders with the query language',
      async handler({ query }, call) {
        const page = await lists.queryFolders(call.siteId, query);
        return { folders: page.rows.map(toWireFolder), pagingMetadata: page.pagingMetadata };
      },
    }),
  ];
}
