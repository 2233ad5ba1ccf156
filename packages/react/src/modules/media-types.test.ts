// Types and keys only: the media routes' behaviour is covered against the real server elsewhere.
import { createClient, files, folders } from '@atrium/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createQueryClient } from '../query-client.js';
import { atriumKeys } from '../query-keys.js';
import { mediaMutations, mediaQueries } from './media.js';
import type { DeleteFilesVariables, UpdateFolderVariables } from './media.js';

const client = createClient({
  modules: { files, folders },
  auth: { getAuthHeaders: async () => ({ headers: {} }) },
});

describe('media options', () => {
  it('carry the SDK types into the cache and the mutations', () => {
    const queryClient = createQueryClient();
    const list = queryClient.getQueryData(mediaQueries.files(client, { parentFolderId: 'f' }).queryKey);
    expectTypeOf(list).toEqualTypeOf<files.ListFilesResponse | undefined>();
    const file = queryClient.getQueryData(mediaQueries.file(client, 'x').queryKey);
    expectTypeOf(file).toEqualTypeOf<files.FileDescriptor | undefined>();
    const folderList = queryClient.getQueryData(mediaQueries.folders(client).queryKey);
    expectTypeOf(folderList).toEqualTypeOf<folders.ListFoldersResponse | undefined>();
    const update = mediaMutations.updateFolder(client, queryClient);
    expectTypeOf(update.mutationFn).exclude<undefined>().parameter(0).toEqualTypeOf<UpdateFolderVariables>();
    const remove = mediaMutations.deleteFiles(client, queryClient);
    expectTypeOf(remove.mutationFn).exclude<undefined>().parameter(0).toEqualTypeOf<DeleteFilesVariables>();
  });

  it('key every file query under one prefix, so that a file change reaches them all', () => {
    const fileKeys = [
      mediaQueries.files(client, { mediaTypes: ['IMAGE'] }).queryKey,
      mediaQueries.search(client, { search: 'sea' }).queryKey,
      mediaQueries.deletedFiles(client).queryKey,
      mediaQueries.file(client, 'f1').queryKey,
    ];
    for (const key of fileKeys) expect(key.slice(0, 3)).toEqual([...atriumKeys.media.allFiles]);
    expect(mediaQueries.files(client, { mediaTypes: ['IMAGE'] }).queryKey).toEqual([
      'atrium',
      'media',
      'files',
      'list',
      { mediaTypes: ['IMAGE'] },
    ]);
    expect(mediaQueries.deletedFolders(client).queryKey.slice(0, 3)).toEqual([
      ...atriumKeys.media.allFolders,
    ]);
  });
});
