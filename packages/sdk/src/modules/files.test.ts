import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy.js';
import { createClient } from '../core/create-client.js';
import { defineModule } from '../core/define-method.js';
import { isApplicationError, isValidationError } from '../errors/errors.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse, RecordedRequest } from '../testing/http-test-server.js';
import { FILE_ID, sdkImageFile, wireImageFile } from '../testing/media-fixtures.js';
import * as files from './files.js';

const server = useTestServer();
const request = (index = -1): RecordedRequest => server.requests.at(index)!;
const answer = (response: CannedResponse) => server.handle(() => response);
const visitorAuth = { getAuthHeaders: async () => ({ headers: { Authorization: 'visitor-token' } }) };
const visitor = () => createClient({ modules: { files }, host: server.url, auth: visitorAuth });
const admin = () =>
  createClient({
    modules: { files },
    host: server.url,
    auth: ApiKeyStrategy({ apiKey: 'key', siteId: 'site' }),
  });

type Client = ReturnType<typeof visitor>;
interface PostCase {
  call: (client: Client) => Promise<unknown>;
  method: string;
  path: string;
  json: unknown;
}

const cases: Record<string, PostCase> = {
  bulkDeleteFiles: {
    call: (c) => c.files.bulkDeleteFiles(['a', 'b'], { permanent: true }),
    method: 'POST',
    path: '/site-media/v1/bulk/files/delete',
    json: { fileIds: ['a', 'b'], permanent: true },
  },
  bulkImportFiles: {
    call: (c) => c.files.bulkImportFiles([{ url: 'https://x.test/a.png' }]),
    method: 'POST',
    path: '/site-media/v1/bulk/files/import',
    json: { importFileRequests: [{ url: 'https://x.test/a.png' }] },
  },
  bulkImportFile: {
    call: (c) => c.files.bulkImportFile([{ url: 'https://x.test/a.png' }], { returnEntity: false }),
    method: 'POST',
    path: '/site-media/v1/bulk/files/import-v2',
    json: { importFileRequests: [{ url: 'https://x.test/a.png' }], returnEntity: false },
  },
  bulkRestoreFilesFromTrashBin: {
    call: (c) => c.files.bulkRestoreFilesFromTrashBin(['a']),
    method: 'POST',
    path: '/site-media/v1/bulk/trash-bin/files/restore',
    json: { fileIds: ['a'] },
  },
  generateFilesDownloadUrl: {
    call: (c) => c.files.generateFilesDownloadUrl(['a', 'b']),
    method: 'POST',
    path: '/site-media/v1/files/generate-download-url',
    json: { fileIds: ['a', 'b'] },
  },
  generateFileDownloadUrl: {
    call: (c) =>
      c.files.generateFileDownloadUrl('a', { downloadFileName: 'a.png', contentDisposition: 'INLINE' }),
    method: 'POST',
    path: '/site-media/v1/files/generate-file-download-url',
    json: { fileId: 'a', downloadFileName: 'a.png', contentDisposition: 'INLINE' },
  },
  generateFileResumableUploadUrl: {
    call: (c) =>
      c.files.generateFileResumableUploadUrl('video/mp4', {
        fileName: 'v.mp4',
        sizeInBytes: 10_000_000_000,
        uploadProtocol: 'TUS',
      }),
    method: 'POST',
    path: '/site-media/v1/files/generate-resumable-upload-url',
    json: { mimeType: 'video/mp4', fileName: 'v.mp4', sizeInBytes: '10000000000', uploadProtocol: 'TUS' },
  },
  generateFileUploadUrl: {
    call: (c) =>
      c.files.generateFileUploadUrl('image/png', {
        fileName: 'a.png',
        sizeInBytes: 1234,
        parentFolderId: 'folder-1',
        private: true,
        labels: ['x'],
      }),
    method: 'POST',
    path: '/site-media/v1/files/generate-upload-url',
    json: {
      mimeType: 'image/png',
      fileName: 'a.png',
      sizeInBytes: '1234',
      parentFolderId: 'folder-1',
      private: true,
      labels: ['x'],
    },
  },
  generateVideoStreamingUrl: {
    call: (c) => c.files.generateVideoStreamingUrl('v', { format: 'HLS', expirationInMinutes: 60 }),
    method: 'POST',
    path: '/site-media/v1/files/generate-video-stream-url',
    json: { fileId: 'v', format: 'HLS', expirationInMinutes: 60 },
  },
  getFileDescriptors: {
    call: (c) => c.files.getFileDescriptors(['a']),
    method: 'POST',
    path: '/site-media/v1/files/get-files',
    json: { fileIds: ['a'] },
  },
  importFile: {
    call: (c) => c.files.importFile('https://x.test/a.png', { displayName: 'A', mediaType: 'IMAGE' }),
    method: 'POST',
    path: '/site-media/v1/files/import',
    json: { url: 'https://x.test/a.png', displayName: 'A', mediaType: 'IMAGE' },
  },
  searchFiles: {
    call: (c) =>
      c.files.searchFiles({
        search: 'sea',
        rootFolder: 'MEDIA_ROOT',
        mediaTypes: ['IMAGE'],
        paging: { limit: 5 },
      }),
    method: 'POST',
    path: '/site-media/v1/files/search',
    json: { search: 'sea', rootFolder: 'MEDIA_ROOT', mediaTypes: ['IMAGE'], paging: { limit: 5 } },
  },
  updateFileDescriptor: {
    call: (c) =>
      c.files.updateFileDescriptor(
        { _id: FILE_ID, media: { image: { focalPoint: { x: 0.1, y: 0.9 } } } },
        { fieldMask: ['media.image.focalPoint'] },
      ),
    method: 'PATCH',
    path: '/site-media/v1/files/update-file-descriptor',
    json: {
      file: { id: FILE_ID, media: { image: { focalPoint: { x: 0.1, y: 0.9 } } } },
      fieldMask: 'media.image.focalPoint',
    },
  },
};

describe('files module', () => {
  it.each(Object.entries(cases))('%s sends its method, path and payload', async (_name, testCase) => {
    await testCase.call(visitor()).catch(() => undefined);
    expect([request().method, request().path]).toEqual([testCase.method, testCase.path]);
    expect(request().json).toEqual(testCase.json);
    expect(request().headers.authorization).toBe('visitor-token');
  });

  it('bulk deletes and restores return nothing', async () => {
    await expect(visitor().files.bulkDeleteFiles(['a'])).resolves.toBeUndefined();
    await expect(visitor().files.bulkRestoreFilesFromTrashBin(['a'])).resolves.toBeUndefined();
  });

  it('listFiles flattens its options into the query string, mediaTypes repeated', async () => {
    answer({ body: { files: [wireImageFile], nextCursor: { cursors: { next: 'c2' } } } });
    const listed = await visitor().files.listFiles({
      parentFolderId: 'folder-1',
      mediaTypes: ['IMAGE', 'VIDEO'],
      private: false,
      sort: { fieldName: 'displayName', order: 'DESC' },
      paging: { limit: 20, cursor: 'c1' },
    });
    expect([request().method, request().path]).toEqual(['GET', '/site-media/v1/files']);
    expect(request().url).toBe(
      '/site-media/v1/files?parentFolderId=folder-1&mediaTypes=IMAGE&mediaTypes=VIDEO&private=false' +
        '&sort.fieldName=displayName&sort.order=DESC&paging.limit=20&paging.cursor=c1',
    );
    expect(listed).toEqual({ files: [sdkImageFile], nextCursor: { cursors: { next: 'c2' } } });
  });

  it('listDeletedFiles reads the trash with the same parameters', async () => {
    answer({ body: { files: [], nextCursor: { cursors: {} } } });
    await visitor().files.listDeletedFiles({ mediaTypes: ['DOCUMENT'], paging: { limit: 3 } });
    expect(request().url).toBe('/site-media/v1/trash-bin/files?mediaTypes=DOCUMENT&paging.limit=3');
  });

  it('getFileDescriptor sends the id in the query and returns ?.file with media URIs and a numeric size', async () => {
    answer({ body: { file: wireImageFile } });
    const file = await visitor().files.getFileDescriptor(FILE_ID);
    expect([request().method, request().url]).toEqual([
      'GET',
      `/site-media/v1/files/get-file-by-id?fileId=${FILE_ID}`,
    ]);
    expect(file).toEqual(sdkImageFile);
  });

  it('converts videos, documents and vectors in every answer that carries descriptors', async () => {
    const video = {
      ...wireImageFile,
      mediaType: 'VIDEO',
      sizeInBytes: '5',
      media: {
        video: {
          id: 'v1',
          url: 'https://media.test/v1',
          filename: 'clip.mp4',
          width: 640,
          height: 360,
          resolutions: [],
          posters: [{ id: 'poster1', url: 'https://media.test/p', width: 640, height: 360 }],
          duration: 3,
        },
      },
    };
    const doc = { ...wireImageFile, media: { document: { id: 'd1', url: 'https://x', filename: 'a.pdf' } } };
    const vector = {
      ...wireImageFile,
      media: {
        vector: {
          image: { id: 's1', url: 'https://x', filename: 'a.svg', width: 10, height: 10 },
          faces: [],
        },
      },
    };
    answer({
      body: {
        results: [
          { itemMetadata: { id: 'v1', originalIndex: 0, success: true }, item: video },
          { itemMetadata: { id: 'd1', originalIndex: 1, success: true }, item: doc },
          { itemMetadata: { originalIndex: 2, success: false, error: { code: 'X', description: 'x' } } },
        ],
        bulkActionMetadata: { totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 },
      },
    });
    const imported = await visitor().files.bulkImportFile([{ url: 'https://x.test/a' }]);
    expect(imported.results[0]!.item!.media.video).toBe(
      'wix:video://v1/v1/clip.mp4#posterUri=poster1&posterWidth=640&posterHeight=360',
    );
    expect(imported.results[0]!.item!.sizeInBytes).toBe(5);
    expect(imported.results[0]!.itemMetadata._id).toBe('v1');
    expect(imported.results[1]!.item!.media.document).toBe('wix:document://v1/d1/a.pdf');
    expect(imported.results[2]!.item).toBeUndefined();

    answer({ body: { files: [vector] } });
    const got = await visitor().files.getFileDescriptors([FILE_ID]);
    expect(got.files[0]!.media.vector!.image).toBe('wix:vector://v1/s1/a.svg');

    answer({ body: { file: doc } });
    const { file } = await visitor().files.importFile('https://x.test/a.pdf');
    expect(file.media.document).toBe('wix:document://v1/d1/a.pdf');
  });

  it('queryFileDescriptors posts the query and converts the items', async () => {
    answer({
      body: { files: [wireImageFile], pagingMetadata: { count: 1, cursors: { next: 'n' }, hasNext: true } },
    });
    const result = await visitor().files.queryFileDescriptors().eq('mediaType', 'IMAGE').limit(1).find();
    expect([request().method, request().path]).toEqual(['POST', '/site-media/v1/files/query']);
    expect(request().json).toEqual({
      query: { filter: { mediaType: { $eq: 'IMAGE' } }, cursorPaging: { limit: 1 } },
    });
    expect(result.items).toEqual([sdkImageFile]);
    expect(result.hasNext()).toBe(true);
  });

  it('updateFileDescriptor returns ?.file', async () => {
    answer({ body: { file: { ...wireImageFile, displayName: 'Renamed' } } });
    const file = await visitor().files.updateFileDescriptor({ _id: FILE_ID, displayName: 'Renamed' });
    expect(request().json).toEqual({ file: { id: FILE_ID, displayName: 'Renamed' } });
    expect([file.displayName, file._id, file.media.image?.image]).toEqual([
      'Renamed',
      FILE_ID,
      sdkImageFile.media.image.image,
    ]);
  });

  it('maps violations back to argument names', async () => {
    answer({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'sizeInBytes', description: 'must be at least 0', violatedRule: 'MIN' },
              { field: 'mimeType', description: 'is too long', violatedRule: 'MAX_LENGTH' },
            ],
          },
        },
      },
    });
    const error = await visitor()
      .files.generateFileUploadUrl('x'.repeat(200), { sizeInBytes: -1 })
      .catch((caught: unknown) => caught);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'INVALID_ARGUMENT: "mimeType" is too long, "options.sizeInBytes" must be at least 0',
    );
  });

  it('passes application errors through', async () => {
    answer({
      status: 404,
      body: {
        message: 'File not found',
        details: { applicationError: { code: 'FILE_NOT_FOUND', description: 'File not found' } },
      },
    });
    const error = await visitor()
      .files.getFileDescriptor('nope')
      .catch((caught: unknown) => caught);
    expect(isApplicationError(error) && error.code === 'FILE_NOT_FOUND').toBe(true);
  });

  it("Atrium's trash and settings calls need an elevated client", async () => {
    await expect(visitor().files.emptyTrashBin()).rejects.toThrow('An elevated client is required');
    await expect(admin().files.emptyTrashBin()).resolves.toBeUndefined();
    expect([request().method, request().path, request().json]).toEqual([
      'POST',
      '/atrium/v1/media/trash-bin/empty',
      {},
    ]);

    answer({ body: { settings: { visitorUploads: true, visitorUploadMaxBytes: '10485760' } } });
    await expect(admin().files.getMediaSettings()).resolves.toEqual({
      visitorUploads: true,
      visitorUploadMaxBytes: 10485760,
    });
    expect([request().method, request().path]).toEqual(['GET', '/atrium/v1/media-settings']);

    answer({ body: { settings: { visitorUploads: false, visitorUploadMaxBytes: '1024' } } });
    const updated = await admin().files.updateMediaSettings({ visitorUploadMaxBytes: 1024 });
    expect([request().method, request().path, request().json]).toEqual([
      'PATCH',
      '/atrium/v1/media-settings',
      { settings: { visitorUploadMaxBytes: '1024' } },
    ]);
    expect(updated.visitorUploadMaxBytes).toBe(1024);
  });

  it('types what callers pass and receive', () => {
    const client = visitor();
    expectTypeOf(client.files.getFileDescriptor).returns.resolves.toEqualTypeOf<files.FileDescriptor>();
    expectTypeOf<files.FileDescriptor['sizeInBytes']>().toEqualTypeOf<number | null>();
    expectTypeOf<files.FileDescriptor['_createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<NonNullable<files.FileMedia['image']>['image']>().toEqualTypeOf<string>();
    expectTypeOf<files.FileMedia['video']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf(client.files.bulkDeleteFiles).returns.resolves.toBeVoid();
    expectTypeOf(client.files.listFiles).parameters.toEqualTypeOf<[options?: files.ListFilesOptions]>();
  });

  it('exports nothing but methods, so a bound client shows only calls', () => {
    expect(() => defineModule(files)).not.toThrow();
  });
});
