import { access } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, type TestAtrium } from '../../../test/app.js';
import {
  caller,
  createFolder,
  jpeg,
  outboxEvents,
  pathOf,
  settled,
  upload,
  violatedFields,
  wireError,
  type FileWire,
  type FolderWire,
} from '../../../test/media.js';

let atrium: TestAtrium;
let bytes: Buffer;

beforeAll(async () => {
  atrium = await createTestApp();
  bytes = await jpeg(24, 24);
});
afterAll(async () => atrium?.close());

const api = () => caller(atrium);
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
const fileOf = async (id: string) =>
  ((await api().get(`/site-media/v1/files/get-file-by-id?fileId=${id}`)).json() as { file: FileWire }).file;
const folderOf = async (id: string) =>
  ((await api().get(`/site-media/v1/folders/${id}?folderId=${id}`)).json() as { folder: FolderWire }).folder;
const listed = async (path: string) => {
  const answer = await api().get(path);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { files?: FileWire[]; folders?: FolderWire[] };
  return ids(body.files ?? body.folders ?? []);
};
const ok = async (path: string, payload: object) => {
  const answer = await api().post(path, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toEqual({});
};
const deleteFiles = (fileIds: string[], permanent?: boolean) =>
  ok('/site-media/v1/bulk/files/delete', { fileIds, ...(permanent ? { permanent } : {}) });
const deleteFolders = (folderIds: string[]) => ok('/site-media/v1/bulk/folders/delete', { folderIds });
const restoreFiles = (fileIds: string[]) => ok('/site-media/v1/bulk/trash-bin/files/restore', { fileIds });
const restoreFolders = (folderIds: string[]) =>
  ok('/site-media/v1/bulk/trash-bin/folders/restore', { folderIds });
const serve = (file: FileWire) => atrium.app.inject({ method: 'GET', url: pathOf(file.url) });

/** Whether anything of the file (original or derived) is left in the blob store. */
async function blobsLeft(file: FileWire) {
  const { store } = atrium.core;
  const original = await store.stat(`${atrium.site.siteId}/${file.id}/original`);
  const folder = await access(store.localPath!(`${atrium.site.siteId}/${file.id}`)).then(
    () => true,
    () => false,
  );
  return Boolean(original) || folder;
}

describe('trash', () => {
  it('moves files to the trash and restores them to their folder', async () => {
    const folder = await createFolder(atrium, 'Keep');
    const gone = await settled(atrium, (await upload(atrium, bytes, { parentFolderId: folder.id })).id);
    const kept = await upload(atrium, bytes, { parentFolderId: folder.id });
    expect((await serve(gone)).statusCode).toBe(200);

    await deleteFiles([gone.id]);
    expect(await listed(`/site-media/v1/files?parentFolderId=${folder.id}`)).toEqual([kept.id]);
    expect(await listed('/site-media/v1/trash-bin/files')).toEqual([gone.id]);
    expect(await fileOf(gone.id)).toMatchObject({ state: 'DELETED' });
    const served = await serve(gone);
    wireError(served, 404);
    expect(applicationCode(served)).toBe('FILE_NOT_FOUND');

    await restoreFiles([gone.id]);
    expect(await fileOf(gone.id)).toMatchObject({ state: 'OK', parentFolderId: folder.id });
    expect((await listed(`/site-media/v1/files?parentFolderId=${folder.id}`)).sort()).toEqual(
      [gone.id, kept.id].sort(),
    );
    expect(await listed('/site-media/v1/trash-bin/files')).toEqual([]);
    expect((await serve(gone)).statusCode).toBe(200);
  });

  it('trashes a folder with its contents, and its restore brings back exactly those', async () => {
    const top = await createFolder(atrium, 'Project');
    const sub = await createFolder(atrium, 'Assets', top.id);
    const inTop = await upload(atrium, bytes, { parentFolderId: top.id });
    const inSub = await upload(atrium, bytes, { parentFolderId: sub.id });
    const alone = await upload(atrium, bytes, { parentFolderId: top.id });
    await deleteFiles([alone.id]);

    await deleteFolders([top.id]);
    expect(await listed('/site-media/v1/folders')).not.toContain(top.id);
    expect((await listed('/site-media/v1/trash-bin/folders')).sort()).toEqual([top.id, sub.id].sort());
    expect((await listed('/site-media/v1/trash-bin/files')).sort()).toEqual(
      [inTop.id, inSub.id, alone.id].sort(),
    );

    await restoreFolders([top.id]);
    expect(await folderOf(top.id)).toMatchObject({ state: 'OK', parentFolderId: 'media-root' });
    expect(await folderOf(sub.id)).toMatchObject({ state: 'OK', parentFolderId: top.id });
    expect(await listed(`/site-media/v1/files?parentFolderId=${sub.id}`)).toEqual([inSub.id]);
    expect(await listed(`/site-media/v1/files?parentFolderId=${top.id}`)).toEqual([inTop.id]);
    // Trashed on its own before: it waits for its own restore.
    expect(await listed('/site-media/v1/trash-bin/files')).toEqual([alone.id]);
    await restoreFiles([alone.id]);
    expect(await listed('/site-media/v1/trash-bin/folders')).toEqual([]);
  });

  it('restores a folder and its subfolder deleted together as one', async () => {
    const top = await createFolder(atrium, 'Selected');
    const sub = await createFolder(atrium, 'Also selected', top.id);
    const file = await upload(atrium, bytes, { parentFolderId: sub.id });
    await deleteFolders([top.id, sub.id]);
    await restoreFolders([top.id]);
    expect(await folderOf(sub.id)).toMatchObject({ state: 'OK', parentFolderId: top.id });
    expect(await fileOf(file.id)).toMatchObject({ state: 'OK', parentFolderId: sub.id });
    expect(await listed('/site-media/v1/trash-bin/folders')).toEqual([]);
  });

  it('restores a file or folder whose parent is in the trash into the media root', async () => {
    const parent = await createFolder(atrium, 'Doomed');
    const child = await createFolder(atrium, 'Rescued folder', parent.id);
    const file = await upload(atrium, bytes, { parentFolderId: parent.id });
    await deleteFolders([parent.id]);

    await restoreFiles([file.id]);
    expect(await fileOf(file.id)).toMatchObject({ state: 'OK', parentFolderId: 'media-root' });
    expect(await listed('/site-media/v1/files')).toContain(file.id);
    await restoreFolders([child.id]);
    expect(await folderOf(child.id)).toMatchObject({ state: 'OK', parentFolderId: 'media-root' });
    expect(await folderOf(parent.id)).toMatchObject({ state: 'DELETED' });
    await restoreFolders([parent.id]);
  });

  it('puts an upload into the media root when its folder went to the trash after the URL was made', async () => {
    const folder = await createFolder(atrium, 'Gone before the upload');
    const granted = await api().post('/site-media/v1/files/generate-upload-url', {
      mimeType: 'image/jpeg',
      parentFolderId: folder.id,
    });
    await deleteFolders([folder.id]);
    const put = await atrium.app.inject({
      method: 'PUT',
      url: pathOf(granted.json().uploadUrl),
      payload: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const file = (put.json() as { file: FileWire }).file;
    expect(file).toMatchObject({ state: 'OK', parentFolderId: 'media-root' });
    expect(await listed('/site-media/v1/files')).toContain(file.id);
    await restoreFolders([folder.id]);
  });

  it('deletes a file for good: its row and its bytes', async () => {
    const file = await settled(atrium, (await upload(atrium, bytes)).id);
    expect(await blobsLeft(file)).toBe(true);
    await deleteFiles([file.id], true);
    const read = await api().get(`/site-media/v1/files/get-file-by-id?fileId=${file.id}`);
    wireError(read, 404);
    expect(applicationCode(read)).toBe('FILE_NOT_FOUND');
    expect(await blobsLeft(file)).toBe(false);
    const count = await atrium.database.executeSql(
      'select count(*)::int as n from media_files where id = $1',
      [file.id],
    );
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it('deletes a folder for good with its subfolders, files and their bytes', async () => {
    const top = await createFolder(atrium, 'Shredded');
    const sub = await createFolder(atrium, 'Shredded too', top.id);
    const inSub = await settled(atrium, (await upload(atrium, bytes, { parentFolderId: sub.id })).id);
    const trashedInTop = await settled(atrium, (await upload(atrium, bytes, { parentFolderId: top.id })).id);
    await deleteFiles([trashedInTop.id]);
    await ok('/site-media/v1/bulk/folders/delete', { folderIds: [top.id], permanent: true });
    for (const folder of [top, sub])
      expect((await api().get(`/site-media/v1/folders/${folder.id}?folderId=${folder.id}`)).statusCode).toBe(
        404,
      );
    for (const file of [inSub, trashedInTop]) {
      expect((await api().get(`/site-media/v1/files/get-file-by-id?fileId=${file.id}`)).statusCode).toBe(404);
      expect(await blobsLeft(file)).toBe(false);
    }
    const events = await outboxEvents(atrium);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'media.file.deleted',
        entityId: inSub.id,
        data: { fileId: inSub.id, permanent: true },
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'media.folder.deleted',
        entityId: top.id,
        data: { folderId: top.id, permanent: true },
      }),
    );
  });

  it('empties the trash, rows and bytes, and leaves the live files alone', async () => {
    const folder = await createFolder(atrium, 'Bin me');
    const inFolder = await settled(atrium, (await upload(atrium, bytes, { parentFolderId: folder.id })).id);
    const loose = await settled(atrium, (await upload(atrium, bytes)).id);
    const live = await settled(atrium, (await upload(atrium, bytes)).id);
    await deleteFiles([loose.id]);
    await deleteFolders([folder.id]);

    await ok('/atrium/v1/media/trash-bin/empty', {});
    expect(await listed('/site-media/v1/trash-bin/files')).toEqual([]);
    expect(await listed('/site-media/v1/trash-bin/folders')).toEqual([]);
    for (const gone of [inFolder, loose]) {
      expect((await api().get(`/site-media/v1/files/get-file-by-id?fileId=${gone.id}`)).statusCode).toBe(404);
      expect(await blobsLeft(gone)).toBe(false);
    }
    expect((await api().get(`/site-media/v1/folders/${folder.id}?folderId=${folder.id}`)).statusCode).toBe(
      404,
    );
    expect(await fileOf(live.id)).toMatchObject({ state: 'OK' });
    expect(await blobsLeft(live)).toBe(true);
    expect((await serve(live)).statusCode).toBe(200);
  });

  it('refuses to delete or restore the root folders', async () => {
    for (const root of ['media-root', 'trash-root', 'visitor-uploads-root']) {
      const deleted = await api().post('/site-media/v1/bulk/folders/delete', { folderIds: [root] });
      expect(violatedFields(deleted)).toEqual(['folderIds']);
      const forGood = await api().post('/site-media/v1/bulk/folders/delete', {
        folderIds: [root],
        permanent: true,
      });
      expect(violatedFields(forGood)).toEqual(['folderIds']);
    }
    const restored = await api().post('/site-media/v1/bulk/trash-bin/folders/restore', {
      folderIds: ['media-root'],
    });
    expect(violatedFields(restored)).toEqual(['folderIds']);
  });
});

describe('events', () => {
  it('records every change of files and folders in the outbox, with the entity ids', async () => {
    const folder = await createFolder(atrium, 'Evented');
    const renamed = await api().patch(`/site-media/v1/folders/${folder.id}`, {
      folder: { id: folder.id, displayName: 'Evented, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const file = await settled(atrium, (await upload(atrium, bytes, { parentFolderId: folder.id })).id);
    expect(file.operationStatus).toBe('READY');
    const labelled = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: file.id, labels: ['evented'] },
    });
    expect(labelled.statusCode).toBe(200);
    const loose = await upload(atrium, bytes);
    await deleteFiles([loose.id]);
    await deleteFolders([folder.id]);

    const events = await outboxEvents(atrium);
    const of = (entityId: string) =>
      events
        .filter((event) => event.entityId === entityId)
        .map((event) => event.type)
        .sort();
    expect(of(folder.id)).toEqual(['media.folder.created', 'media.folder.deleted', 'media.folder.updated']);
    expect(of(file.id)).toEqual(['media.file.deleted', 'media.file.ready', 'media.file.updated']);
    expect(of(loose.id)).toContain('media.file.deleted');
    const find = (type: string, entityId: string) =>
      events.find((event) => event.type === type && event.entityId === entityId)!;
    expect(find('media.folder.updated', folder.id).data).toMatchObject({
      folderId: folder.id,
      displayName: 'Evented, renamed',
    });
    expect(find('media.file.ready', file.id).data).toMatchObject({ fileId: file.id });
    expect(find('media.file.updated', file.id).data).toMatchObject({ fileId: file.id, changed: ['labels'] });
    expect(find('media.file.deleted', loose.id).data).toEqual({ fileId: loose.id, permanent: false });
    expect(find('media.folder.deleted', folder.id).data).toEqual({ folderId: folder.id, permanent: false });
  });
});
