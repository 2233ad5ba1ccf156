import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../core/create-client.js';
import { defineModule } from '../core/define-method.js';
import { isValidationError } from '../errors/errors.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse, RecordedRequest } from '../testing/http-test-server.js';
import { sdkFolder, wireFolder } from '../testing/media-fixtures.js';
import * as folders from './folders.js';

const server = useTestServer();
const request = (): RecordedRequest => server.requests.at(-1)!;
const answer = (response: CannedResponse) => server.handle(() => response);
const client = () =>
  createClient({
    modules: { folders },
    host: server.url,
    auth: { getAuthHeaders: async () => ({ headers: { Authorization: 'token' } }) },
  });

describe('folders module', () => {
  it('createFolder posts {displayName, parentFolderId} and returns the whole response', async () => {
    answer({ body: { folder: wireFolder } });
    const created = await client().folders.createFolder('Holidays', { parentFolderId: 'media-root' });
    expect([request().method, request().path, request().json]).toEqual([
      'POST',
      '/site-media/v1/folders',
      { displayName: 'Holidays', parentFolderId: 'media-root' },
    ]);
    expect(created).toEqual({ folder: sdkFolder });
  });

  it('listFolders and listDeletedFolders send their options as query parameters', async () => {
    answer({ body: { folders: [wireFolder], nextCursor: { cursors: { next: null } } } });
    const listed = await client().folders.listFolders({
      parentFolderId: 'media-root',
      sort: { fieldName: 'displayName' },
      paging: { limit: 100 },
    });
    expect([request().method, request().url]).toEqual([
      'GET',
      '/site-media/v1/folders?parentFolderId=media-root&sort.fieldName=displayName&paging.limit=100',
    ]);
    expect(listed.folders).toEqual([sdkFolder]);

    answer({ body: { folders: [], nextCursor: { cursors: {} } } });
    await client().folders.listDeletedFolders({ paging: { cursor: 'c' } });
    expect(request().url).toBe('/site-media/v1/trash-bin/folders?paging.cursor=c');
  });

  it('updateFolder patches {folder: {...folder, id}} at the folder path and returns ?.folder', async () => {
    answer({ body: { folder: { ...wireFolder, displayName: 'Trips' } } });
    const updated = await client().folders.updateFolder(
      'folder-1',
      { displayName: 'Trips' },
      { fieldMask: ['displayName'] },
    );
    expect([request().method, request().path, request().json]).toEqual([
      'PATCH',
      '/site-media/v1/folders/folder-1',
      { folder: { displayName: 'Trips', id: 'folder-1' }, fieldMask: 'displayName' },
    ]);
    expect(updated).toEqual({ ...sdkFolder, displayName: 'Trips' });
  });

  it('getFolder sends the id in the path and the query', async () => {
    answer({ body: { folder: wireFolder } });
    await expect(client().folders.getFolder('folder-1')).resolves.toEqual(sdkFolder);
    expect(request().url).toBe('/site-media/v1/folders/folder-1?folderId=folder-1');
  });

  it('generateFolderDownloadUrl posts to the folder', async () => {
    answer({ body: { downloadUrl: 'https://media.test/zip' } });
    await expect(client().folders.generateFolderDownloadUrl('folder-1')).resolves.toEqual({
      downloadUrl: 'https://media.test/zip',
    });
    expect([request().method, request().path, request().json]).toEqual([
      'POST',
      '/site-media/v1/folders/folder-1/generate-download-url',
      { folderId: 'folder-1' },
    ]);
  });

  it('searchFolders posts its options', async () => {
    answer({ body: { folders: [], nextCursor: { cursors: {} } } });
    await client().folders.searchFolders({ search: 'hol', rootFolder: 'TRASH_ROOT' });
    expect([request().method, request().path, request().json]).toEqual([
      'POST',
      '/site-media/v1/folders/search',
      { search: 'hol', rootFolder: 'TRASH_ROOT' },
    ]);
  });

  it('bulk deletes and restores post the ids and return nothing', async () => {
    await expect(client().folders.bulkDeleteFolders(['a'], { permanent: false })).resolves.toBeUndefined();
    expect([request().path, request().json]).toEqual([
      '/site-media/v1/bulk/folders/delete',
      { folderIds: ['a'], permanent: false },
    ]);
    await expect(client().folders.bulkRestoreFoldersFromTrashBin(['a'])).resolves.toBeUndefined();
    expect([request().path, request().json]).toEqual([
      '/site-media/v1/bulk/trash-bin/folders/restore',
      { folderIds: ['a'] },
    ]);
  });

  it('queryFolders posts the query and reads `folders`', async () => {
    answer({ body: { folders: [wireFolder], pagingMetadata: { count: 1, cursors: {}, hasNext: false } } });
    const result = await client().folders.queryFolders().eq('parentFolderId', 'media-root').find();
    expect([request().path, request().json]).toEqual([
      '/site-media/v1/folders/query',
      { query: { filter: { parentFolderId: { $eq: 'media-root' } }, cursorPaging: { limit: 50 } } },
    ]);
    expect(result.items).toEqual([sdkFolder]);
  });

  it('maps a violation of folder.id back to _id', async () => {
    answer({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT',
        details: {
          validationError: {
            fieldViolations: [{ field: 'folder.id', description: 'is too long', violatedRule: 'MAX_LENGTH' }],
          },
        },
      },
    });
    const error = await client()
      .folders.updateFolder('x', { displayName: 'y' })
      .catch((caught: unknown) => caught);
    expect(isValidationError(error) && error.message).toBe('INVALID_ARGUMENT: "_id" is too long');
  });

  it('types what callers receive', () => {
    expectTypeOf<folders.Folder>().toEqualTypeOf<{
      _id: string;
      displayName: string;
      parentFolderId: string;
      _createdDate: Date;
      _updatedDate: Date;
      state: 'OK' | 'DELETED';
      siteId: string;
    }>();
    expectTypeOf(client().folders.getFolder).returns.resolves.toEqualTypeOf<folders.Folder>();
  });

  it('exports nothing but methods, so a bound client shows only calls', () => {
    expect(() => defineModule(folders)).not.toThrow();
  });
});
