import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import {
  caller,
  createFolder,
  jpeg,
  outboxEvents,
  settled,
  upload,
  violatedFields,
  wireError,
  type FileWire,
  type FolderWire,
} from '../../../test/media.js';

let atrium: TestAtrium;
/** A second site on the same server and database, so that only site scoping keeps it from our rows. */
let otherKey: string;
let file: FileWire;
let trashedFile: FileWire;
let folder: FolderWire;
let trashedFolder: FolderWire;

beforeAll(async () => {
  atrium = await createTestApp();
  const { site } = await atrium.modules.sites.createSite({
    name: 'Other site',
    origins: ['http://other.test'],
    redirectUris: ['http://other.test/callback'],
    rotateRefreshTokens: false,
  });
  otherKey = (await atrium.modules.sites.createApiKey(site.id, 'other key')).key;
  const bytes = await jpeg(16, 16);
  folder = await createFolder(atrium, 'Guarded');
  trashedFolder = await createFolder(atrium, 'Guarded, in the trash');
  file = await upload(atrium, bytes, {
    fileName: 'guarded.jpg',
    parentFolderId: folder.id,
    labels: ['mine'],
  });
  trashedFile = await upload(atrium, bytes, { fileName: 'trashed.jpg' });
  // Processing finishes first, so that only the calls under test could change what snapshot() sees.
  await Promise.all([settled(atrium, file.id), settled(atrium, trashedFile.id)]);
  const api = caller(atrium);
  await api.post('/site-media/v1/bulk/files/delete', { fileIds: [trashedFile.id] });
  await api.post('/site-media/v1/bulk/folders/delete', { folderIds: [trashedFolder.id] });
});
afterAll(async () => atrium?.close());

const api = () => caller(atrium);
const long = (length: number) => 'x'.repeat(length);

/** What another caller must not be able to change: our rows, as the API shows them, and our events. */
async function snapshot() {
  const get = async (path: string) => (await api().get(path)).json() as Record<string, unknown>;
  return {
    file: await get(`/site-media/v1/files/get-file-by-id?fileId=${file.id}`),
    trashedFile: await get(`/site-media/v1/files/get-file-by-id?fileId=${trashedFile.id}`),
    folder: await get(`/site-media/v1/folders/${folder.id}?folderId=${folder.id}`),
    trashedFolder: await get(`/site-media/v1/folders/${trashedFolder.id}?folderId=${trashedFolder.id}`),
    events: (await outboxEvents(atrium)).length,
    blob: await atrium.core.store.stat(`${atrium.site.siteId}/${file.id}/original`),
  };
}

describe('bad input', () => {
  it('names a missing required field', async () => {
    const answer = await api().post('/site-media/v1/folders', { parentFolderId: 'media-root' });
    expect(wireError(answer, 400)).toEqual([
      expect.objectContaining({ field: 'displayName', violatedRule: 'REQUIRED_FIELD' }),
    ]);
  });

  it('names fields of the wrong type, in bodies and query strings', async () => {
    for (const path of [
      '/site-media/v1/bulk/files/delete',
      '/site-media/v1/bulk/trash-bin/files/restore',
      '/site-media/v1/files/get-files',
      '/site-media/v1/files/generate-download-url',
    ])
      expect(violatedFields(await api().post(path, { fileIds: 'x' }))).toEqual(['fileIds']);
    expect(violatedFields(await api().post('/site-media/v1/bulk/files/delete', { fileIds: [7] }))).toEqual([
      'fileIds[0]',
    ]);
    expect(violatedFields(await api().get('/site-media/v1/files?paging.limit=many'))).toEqual([
      'paging.limit',
    ]);
    expect(violatedFields(await api().get('/site-media/v1/files?private=maybe'))).toEqual(['private']);
    const badType = await api().get('/site-media/v1/files?mediaTypes=IMAGE&mediaTypes=PICTURE');
    expect(wireError(badType, 400)).toEqual([
      expect.objectContaining({ field: 'mediaTypes[1]', violatedRule: 'INVALID_ENUM_VALUE' }),
    ]);
    const notJson = await atrium.app.inject({
      method: 'POST',
      url: '/site-media/v1/folders',
      headers: { authorization: atrium.site.apiKey, 'content-type': 'application/json' },
      payload: '{"displayName":',
    });
    wireError(notJson, 400);
    expect(applicationCode(notJson)).toBe('INVALID_JSON');
    const focal = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: file.id, media: { image: { focalPoint: { x: 2, y: 'top' } } } },
    });
    expect(violatedFields(focal).sort()).toEqual([
      'file.media.image.focalPoint.x',
      'file.media.image.focalPoint.y',
    ]);
  });

  it('refuses oversized values and changes nothing', async () => {
    const before = await snapshot();
    const newFolder = await api().post('/site-media/v1/folders', { displayName: long(1001) });
    expect(wireError(newFolder, 400)).toEqual([
      expect.objectContaining({ field: 'displayName', violatedRule: 'MAX_LENGTH' }),
    ]);
    const rename = await api().patch(`/site-media/v1/folders/${folder.id}`, {
      folder: { id: folder.id, displayName: long(1001) },
    });
    expect(violatedFields(rename)).toEqual(['folder.displayName']);
    const update = (change: object) =>
      api().patch('/site-media/v1/files/update-file-descriptor', { file: { id: file.id, ...change } });
    expect(violatedFields(await update({ displayName: long(1001) }))).toEqual(['file.displayName']);
    const manyLabels = Array.from({ length: 101 }, (_, i) => `label-${i}`);
    expect(wireError(await update({ labels: manyLabels }), 400)).toEqual([
      expect.objectContaining({ field: 'file.labels', violatedRule: 'MAX_SIZE' }),
    ]);
    expect(violatedFields(await update({ labels: [long(201)] }))).toEqual(['file.labels[0]']);
    const uploadLabels = await api().post('/site-media/v1/files/generate-upload-url', {
      mimeType: 'image/jpeg',
      labels: manyLabels.slice(0, 51),
    });
    expect(violatedFields(uploadLabels)).toEqual(['labels']);

    const tooMany = [file.id, ...Array.from({ length: 1000 }, (_, i) => `id-${i}`)];
    const bulk = await api().post('/site-media/v1/bulk/files/delete', { fileIds: tooMany });
    expect(wireError(bulk, 400)).toEqual([
      expect.objectContaining({ field: 'fileIds', violatedRule: 'MAX_SIZE' }),
    ]);
    expect(violatedFields(await api().get('/site-media/v1/files?paging.limit=101'))).toEqual([
      'paging.limit',
    ]);
    expect(violatedFields(await api().post('/site-media/v1/files/search', { search: long(201) }))).toEqual([
      'search',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses what the library cannot do, field by field', async () => {
    const text = await upload(atrium, Buffer.from('plain'), { mimeType: 'text/plain', fileName: 'a.txt' });
    // Its processing records an event when it ends: it must end here, not during a later test's snapshot.
    await settled(atrium, text.id);
    const focalOnText = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: text.id, media: { image: { focalPoint: { x: 0.5, y: 0.5 } } } },
    });
    expect(violatedFields(focalOnText)).toEqual(['file.media.image.focalPoint']);
    const intoTrash = await api().post('/site-media/v1/folders', {
      displayName: 'Nope',
      parentFolderId: 'trash-root',
    });
    expect(violatedFields(intoTrash)).toEqual(['parentFolderId']);
    const intoTrashedFolder = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: text.id, parentFolderId: trashedFolder.id },
    });
    expect(violatedFields(intoTrashedFolder)).toEqual(['file.parentFolderId']);
    const trashed = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: trashedFile.id, displayName: 'renamed.jpg' },
    });
    expect(violatedFields(trashed)).toEqual(['file.id']);
    const maskWithoutValue = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: text.id },
      fieldMask: 'displayName',
    });
    expect(violatedFields(maskWithoutValue)).toEqual(['file.displayName']);
  });
});

describe('another site', () => {
  it("cannot read, change, delete, restore or download this site's files and folders", async () => {
    const before = await snapshot();
    const theirs = caller(atrium, otherKey);
    const own = await upload(atrium, await jpeg(8, 8), { authorization: otherKey });
    const refused: Array<[string, ReturnType<typeof theirs.get>, string]> = [
      ['FILE_NOT_FOUND', theirs.get(`/site-media/v1/files/get-file-by-id?fileId=${file.id}`), 'get'],
      ['FILE_NOT_FOUND', theirs.post('/site-media/v1/files/get-files', { fileIds: [file.id] }), 'get-files'],
      [
        'FILE_NOT_FOUND',
        theirs.patch('/site-media/v1/files/update-file-descriptor', {
          file: { id: file.id, displayName: 'x' },
        }),
        'update',
      ],
      ['FILE_NOT_FOUND', theirs.post('/site-media/v1/bulk/files/delete', { fileIds: [file.id] }), 'delete'],
      [
        'FILE_NOT_FOUND',
        theirs.post('/site-media/v1/bulk/files/delete', { fileIds: [file.id], permanent: true }),
        'delete for good',
      ],
      [
        'FILE_NOT_FOUND',
        theirs.post('/site-media/v1/bulk/trash-bin/files/restore', { fileIds: [trashedFile.id] }),
        'restore',
      ],
      [
        'FILE_NOT_FOUND',
        theirs.post('/site-media/v1/files/generate-file-download-url', { fileId: file.id }),
        'download',
      ],
      [
        'FILE_NOT_FOUND',
        theirs.post('/site-media/v1/files/generate-download-url', { fileIds: [file.id] }),
        'zip',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.get(`/site-media/v1/folders/${folder.id}?folderId=${folder.id}`),
        'get folder',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.patch(`/site-media/v1/folders/${folder.id}`, { folder: { id: folder.id, displayName: 'x' } }),
        'rename folder',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.post('/site-media/v1/bulk/folders/delete', { folderIds: [folder.id] }),
        'delete folder',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.post('/site-media/v1/bulk/folders/delete', { folderIds: [folder.id], permanent: true }),
        'delete folder for good',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.post('/site-media/v1/bulk/trash-bin/folders/restore', { folderIds: [trashedFolder.id] }),
        'restore folder',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.post(`/site-media/v1/folders/${folder.id}/generate-download-url`),
        'zip folder',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.post('/site-media/v1/folders', { displayName: 'in yours', parentFolderId: folder.id }),
        'create inside',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.patch('/site-media/v1/files/update-file-descriptor', {
          file: { id: own.id, parentFolderId: folder.id },
        }),
        'move into',
      ],
      [
        'FOLDER_NOT_FOUND',
        theirs.post('/site-media/v1/files/generate-upload-url', {
          mimeType: 'image/jpeg',
          parentFolderId: folder.id,
        }),
        'upload into',
      ],
    ];
    for (const [code, answer, what] of refused) {
      const response = await answer;
      wireError(response, 404);
      expect(applicationCode(response), what).toBe(code);
    }
    const listed = await theirs.get(`/site-media/v1/files?parentFolderId=${folder.id}`);
    expect(listed.json().files).toEqual([]);
    const searched = await theirs.post('/site-media/v1/files/search', { search: 'guarded' });
    expect(searched.json().files).toEqual([]);
    const trash = await theirs.get('/site-media/v1/trash-bin/files');
    expect(trash.json().files).toEqual([]);
    await theirs.post('/atrium/v1/media/trash-bin/empty');
    expect(await snapshot()).toEqual(before);
  });
});

describe('callers without rights', () => {
  const adminCalls: Array<[string, string, object?]> = [
    ['GET', '/site-media/v1/files'],
    ['GET', '/site-media/v1/trash-bin/files'],
    ['POST', '/site-media/v1/files/search', {}],
    ['POST', '/site-media/v1/files/query', { query: {} }],
    ['POST', '/site-media/v1/folders', { displayName: 'x' }],
    ['GET', '/site-media/v1/folders'],
    ['POST', '/site-media/v1/bulk/files/delete', { fileIds: ['a'] }],
    ['POST', '/site-media/v1/bulk/trash-bin/files/restore', { fileIds: ['a'] }],
    ['POST', '/site-media/v1/bulk/folders/delete', { folderIds: ['a'] }],
    ['PATCH', '/site-media/v1/files/update-file-descriptor', { file: { id: 'a' } }],
    ['POST', '/site-media/v1/files/generate-file-download-url', { fileId: 'a' }],
    ['POST', '/site-media/v1/files/generate-download-url', { fileIds: ['a'] }],
    ['POST', '/atrium/v1/media/trash-bin/empty', {}],
  ];
  // No credentials unless a caller is named.
  const callAs = (authorization?: string) => (method: string, url: string, payload?: object) =>
    atrium.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: authorization ? { authorization } : {},
    });
  const call = callAs();

  it('refuses a visitor on the admin routes with 403', async () => {
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    // Made before the snapshot: a new key is an event of its own (api_key.created).
    const key = (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'no media', ['api-keys.manage']))
      .key;
    const before = await snapshot();
    for (const [method, url, payload] of adminCalls) {
      const answer = await callAs(visitor)(method, url, payload);
      wireError(answer, 403);
    }
    const limited = await callAs(key)('GET', '/site-media/v1/files');
    wireError(limited, 403);
    expect(applicationCode(limited)).toBe('MISSING_PERMISSION');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a call without a token with 401', async () => {
    const calls: Array<[string, string, object?]> = [
      ...adminCalls,
      ['GET', `/site-media/v1/files/get-file-by-id?fileId=${file.id}`],
      ['POST', '/site-media/v1/files/get-files', { fileIds: [file.id] }],
      ['POST', '/site-media/v1/files/generate-upload-url', { mimeType: 'image/jpeg' }],
    ];
    for (const [method, url, payload] of calls) wireError(await call(method, url, payload), 401);
    wireError(await callAs('not-a-token')('GET', '/site-media/v1/files'), 401);
  });
});
