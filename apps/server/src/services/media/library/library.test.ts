import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { applicationCode, createTestApp, type TestAtrium } from '../../../test/app.js';
import {
  caller,
  createFolder,
  jpeg,
  pathOf,
  settled,
  upload,
  violatedFields,
  wireError,
  type FileWire,
  type FolderWire,
} from '../../../test/media.js';

let atrium: TestAtrium;

beforeAll(async () => {
  atrium = await createTestApp();
});
afterAll(async () => atrium?.close());

const api = () => caller(atrium);
const folderOf = async (id: string) =>
  ((await api().get(`/site-media/v1/folders/${id}?folderId=${id}`)).json() as { folder: FolderWire }).folder;
const fileOf = async (id: string) =>
  ((await api().get(`/site-media/v1/files/get-file-by-id?fileId=${id}`)).json() as { file: FileWire }).file;
const listFolders = async (query: string) =>
  ((await api().get(`/site-media/v1/folders?${query}`)).json() as { folders: FolderWire[] }).folders;
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

interface FilePage {
  files: FileWire[];
  nextCursor: { cursors: { next: string | null } };
}
const listFiles = async (query: string) => {
  const answer = await api().get(`/site-media/v1/files?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as FilePage;
};
const searchFiles = async (payload: object) => {
  const answer = await api().post('/site-media/v1/files/search', payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as FilePage).files;
};

describe('folders', () => {
  it('creates folders in the root and nested, reads one back and lists them by parent', async () => {
    const top = await createFolder(atrium, 'Holidays');
    expect(top).toMatchObject({
      displayName: 'Holidays',
      parentFolderId: 'media-root',
      state: 'OK',
      siteId: atrium.site.siteId,
    });
    const nested = await createFolder(atrium, 'Summer 2026', top.id);
    expect(nested.parentFolderId).toBe(top.id);
    expect(await folderOf(top.id)).toEqual(top);

    expect(ids(await listFolders(`parentFolderId=${top.id}`))).toEqual([nested.id]);
    const root = ids(await listFolders(''));
    expect(root).toContain(top.id);
    expect(root).not.toContain(nested.id);
  });

  it('renames and moves a folder, with and without a field mask', async () => {
    const folder = await createFolder(atrium, 'Drafts');
    const target = await createFolder(atrium, 'Archive');
    const patch = (payload: object) => api().patch(`/site-media/v1/folders/${folder.id}`, payload);

    const renamed = await patch({ folder: { id: folder.id, displayName: 'Old drafts' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().folder).toMatchObject({ displayName: 'Old drafts', parentFolderId: 'media-root' });

    // The mask names the one field to change: the name sent beside it is left alone.
    const moved = await patch({
      folder: { id: folder.id, displayName: 'Ignored', parentFolderId: target.id },
      fieldMask: 'parentFolderId',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().folder).toMatchObject({ displayName: 'Old drafts', parentFolderId: target.id });
    expect(await folderOf(folder.id)).toMatchObject({ displayName: 'Old drafts', parentFolderId: target.id });
    expect(ids(await listFolders(`parentFolderId=${target.id}`))).toEqual([folder.id]);
    expect(ids(await listFolders(''))).not.toContain(folder.id);

    const unmaskable = await patch({ folder: { id: folder.id, displayName: 'x' }, fieldMask: 'state' });
    expect(violatedFields(unmaskable)).toEqual(['fieldMask']);
  });

  it('refuses to move a folder into itself or one of its subfolders', async () => {
    const parent = await createFolder(atrium, 'Parent');
    const child = await createFolder(atrium, 'Child', parent.id);
    const grandchild = await createFolder(atrium, 'Grandchild', child.id);
    for (const into of [grandchild.id, child.id, parent.id]) {
      const answer = await api().patch(`/site-media/v1/folders/${parent.id}`, {
        folder: { id: parent.id, parentFolderId: into },
      });
      expect(violatedFields(answer)).toEqual(['folder.parentFolderId']);
    }
    expect((await folderOf(parent.id)).parentFolderId).toBe('media-root');
  });

  it('lets only one of two crossing moves through, so that no folder ends up inside itself', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await createFolder(atrium, `Crossing A${round}`);
      const b = await createFolder(atrium, `Crossing B${round}`);
      const move = (folder: FolderWire, into: FolderWire) =>
        api().patch(`/site-media/v1/folders/${folder.id}`, {
          folder: { id: folder.id, parentFolderId: into.id },
        });
      const answers = await Promise.all([move(a, b), move(b, a)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400)!;
      expect(violatedFields(refused)).toEqual(['folder.parentFolderId']);
      const parents = [(await folderOf(a.id)).parentFolderId, (await folderOf(b.id)).parentFolderId];
      expect(parents).toContain('media-root');
    }
  });

  it('searches folders by text and queries them with a filter', async () => {
    const parent = await createFolder(atrium, 'Zebra crossings');
    const inner = await createFolder(atrium, 'zebra stripes', parent.id);
    await createFolder(atrium, 'Lions');

    const search = await api().post('/site-media/v1/folders/search', { search: 'zebra' });
    expect(search.statusCode, search.body).toBe(200);
    expect(ids(search.json().folders).sort()).toEqual([parent.id, inner.id].sort());

    const query = await api().post('/site-media/v1/folders/query', {
      query: { filter: { parentFolderId: parent.id } },
    });
    expect(query.statusCode, query.body).toBe(200);
    expect(ids(query.json().folders)).toEqual([inner.id]);
    const startsWith = await api().post('/site-media/v1/folders/query', {
      query: { filter: { displayName: { $startsWith: 'Zebra' } } },
    });
    expect(ids(startsWith.json().folders).sort()).toEqual([parent.id, inner.id].sort());
  });

  it('creates the folders that a filePath names, once', async () => {
    const bytes = await jpeg(20, 20);
    const first = await upload(atrium, bytes, { filePath: '/Trips/Alps' });
    const second = await upload(atrium, bytes, { filePath: 'Trips/Alps/' });
    const alps = await folderOf(first.parentFolderId);
    expect(alps.displayName).toBe('Alps');
    expect(second.parentFolderId).toBe(alps.id);
    const trips = await folderOf(alps.parentFolderId);
    expect(trips).toMatchObject({ displayName: 'Trips', parentFolderId: 'media-root' });
    const named = (await listFolders('')).filter((folder) => folder.displayName === 'Trips');
    expect(named).toHaveLength(1);
  });

  it('makes the folders of a filePath once when several uploads name it at the same time', async () => {
    const bytes = await jpeg(10, 10);
    const files = await Promise.all(
      Array.from({ length: 6 }, () => upload(atrium, bytes, { filePath: '/Parallel/Batch' })),
    );
    expect(new Set(files.map((file) => file.parentFolderId)).size).toBe(1);
    const named = (await listFolders('')).filter((folder) => folder.displayName === 'Parallel');
    expect(named).toHaveLength(1);
  });
});

describe('files', () => {
  it('renames, labels and moves a file', async () => {
    const folder = await createFolder(atrium, 'Moved here');
    const file = await upload(atrium, await jpeg(30, 30), { fileName: 'before.jpg' });
    const update = (payload: object) => api().patch('/site-media/v1/files/update-file-descriptor', payload);

    const renamed = await update({
      file: { id: file.id, displayName: 'after.jpg', labels: ['a', 'b', 'a'] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().file).toMatchObject({ displayName: 'after.jpg', labels: ['a', 'b'] });

    const moved = await update({ file: { id: file.id, parentFolderId: folder.id } });
    expect(moved.json().file).toMatchObject({ parentFolderId: folder.id, displayName: 'after.jpg' });
    expect(ids((await listFiles(`parentFolderId=${folder.id}`)).files)).toEqual([file.id]);
    expect(ids((await listFiles('')).files)).not.toContain(file.id);
    expect(await fileOf(file.id)).toMatchObject({ parentFolderId: folder.id, labels: ['a', 'b'] });
  });

  it('moves the crop of the thumbnail with the focal point', async () => {
    const file = await settled(
      atrium,
      (await upload(atrium, await jpeg(640, 480), { fileName: 'wide.jpg' })).id,
    );
    const fetch = (url: string) => atrium.app.inject({ method: 'GET', url: pathOf(url) });
    const before = await fetch(file.thumbnailUrl!);
    expect(before.statusCode).toBe(200);

    const answer = await api().patch('/site-media/v1/files/update-file-descriptor', {
      file: { id: file.id, displayName: 'not-this.jpg', media: { image: { focalPoint: { x: 0, y: 0 } } } },
      fieldMask: 'media.image.focalPoint',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const updated = answer.json().file as FileWire;
    expect(updated.displayName).toBe('wide.jpg');
    expect(updated.media.image.focalPoint).toEqual({ x: 0, y: 0 });
    expect(updated.thumbnailUrl).not.toBe(file.thumbnailUrl);

    const after = await fetch(updated.thumbnailUrl!);
    expect(after.statusCode).toBe(200);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps an image’s alt text beside its pixel size, clears it, and refuses it on other files', async () => {
    const image = await settled(atrium, (await upload(atrium, await jpeg(64, 48))).id);
    expect(image.media.image.image).toMatchObject({ width: 64, height: 48 });
    const update = (file: object, fieldMask?: string) =>
      api().patch('/site-media/v1/files/update-file-descriptor', {
        file,
        ...(fieldMask ? { fieldMask } : {}),
      });
    const alt = { id: image.id, media: { image: { image: { altText: ' A red bicycle ' } } } };
    const set = await update(alt, 'media.image.image.altText');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().file.media.image.image).toMatchObject({ altText: 'A red bicycle', width: 64 });
    expect((await fileOf(image.id)).media.image.image.altText).toBe('A red bicycle');

    const cleared = await update({ id: image.id }, 'media.image.image.altText');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().file.media.image.image.altText ?? null).toBeNull();

    const text = await upload(atrium, Buffer.from('plain words'), { mimeType: 'text/plain' });
    const refused = await update(
      { id: text.id, media: { image: { image: { altText: 'words' } } } },
      'media.image.image.altText',
    );
    expect(violatedFields(refused)).toEqual(['file.media.image.image.altText']);
    const tooLong = await update({
      id: image.id,
      media: { image: { image: { altText: 'x'.repeat(1001) } } },
    });
    expect(violatedFields(tooLong)).toEqual(['file.media.image.image.altText']);
  });

  it('gets several files in the order asked and names the ids that are missing', async () => {
    const bytes = await jpeg(10, 10);
    const [a, b, c] = await Promise.all([
      upload(atrium, bytes),
      upload(atrium, bytes),
      upload(atrium, bytes),
    ]);
    const got = await api().post('/site-media/v1/files/get-files', { fileIds: [c!.id, a!.id, b!.id] });
    expect(got.statusCode, got.body).toBe(200);
    expect(ids(got.json().files)).toEqual([c!.id, a!.id, b!.id]);

    const missing = await api().post('/site-media/v1/files/get-files', { fileIds: [a!.id, 'no-such-file'] });
    wireError(missing, 404);
    expect(applicationCode(missing)).toBe('FILE_NOT_FOUND');
    expect(missing.json().details.applicationError.data).toEqual({ fileIds: ['no-such-file'] });
  });

  it('lists a folder by media type and privacy, sorted by name', async () => {
    const folder = await createFolder(atrium, 'Mixed');
    const image = await jpeg(16, 16);
    const into = { parentFolderId: folder.id };
    const b = await upload(atrium, image, { ...into, fileName: 'b.jpg' });
    const a = await upload(atrium, image, { ...into, fileName: 'a.jpg' });
    const secret = await upload(atrium, image, { ...into, fileName: 'c.jpg', private: true });
    const video = await upload(atrium, Buffer.from('not really a video'), {
      ...into,
      fileName: 'd.mp4',
      mimeType: 'video/mp4',
    });
    const text = await upload(atrium, Buffer.from('hello'), {
      ...into,
      fileName: 'e.txt',
      mimeType: 'text/plain',
    });
    await Promise.all([a, b, secret, video, text].map((file) => settled(atrium, file.id)));
    const inFolder = `parentFolderId=${folder.id}`;

    const byName = await listFiles(`${inFolder}&sort.fieldName=displayName&sort.order=ASC`);
    expect(ids(byName.files)).toEqual(ids([a, b, secret, video, text]));
    const desc = await listFiles(`${inFolder}&sort.fieldName=displayName&sort.order=DESC`);
    expect(ids(desc.files)).toEqual(ids([text, video, secret, b, a]));

    const visual = await listFiles(
      `${inFolder}&mediaTypes=IMAGE&mediaTypes=VIDEO&sort.fieldName=displayName`,
    );
    expect(ids(visual.files)).toEqual(ids([a, b, secret, video]));
    const documents = await listFiles(`${inFolder}&mediaTypes=DOCUMENT`);
    expect(ids(documents.files)).toEqual([text.id]);
    expect(ids((await listFiles(`${inFolder}&private=true`)).files)).toEqual([secret.id]);
    const open = await listFiles(`${inFolder}&private=false&sort.fieldName=displayName`);
    expect(ids(open.files)).toEqual(ids([a, b, video, text]));

    const unsortable = await api().get(`/site-media/v1/files?${inFolder}&sort.fieldName=labels`);
    expect(violatedFields(unsortable)).toEqual(['sort.fieldName']);
    const searchSort = await api().post('/site-media/v1/files/search', { sort: { fieldName: 'nope' } });
    expect(violatedFields(searchSort)).toEqual(['sort.fieldName']);
  });

  it('pages with a cursor that carries the query, and refuses one that was altered', async () => {
    const folder = await createFolder(atrium, 'Paged');
    const bytes = await jpeg(12, 12);
    const made: FileWire[] = [];
    for (let i = 0; i < 5; i++) made.push(await upload(atrium, bytes, { parentFolderId: folder.id }));
    // Noise outside the folder that the cursor must keep out of later pages.
    await upload(atrium, bytes);

    const seen: string[] = [];
    let page = await listFiles(`parentFolderId=${folder.id}&paging.limit=2`);
    const first = page.nextCursor.cursors.next;
    for (let pages = 1; ; pages++) {
      expect(page.files.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page.files));
      const next = page.nextCursor.cursors.next;
      if (!next) break;
      expect(pages).toBeLessThan(5);
      page = await listFiles(`paging.cursor=${encodeURIComponent(next)}`);
    }
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual(ids(made).sort());

    const [body, signature] = first!.split('.');
    const state = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    state.f.parentFolderId = 'media-root';
    const forged = `${Buffer.from(JSON.stringify(state)).toString('base64url')}.${signature}`;
    const refused = await api().get(`/site-media/v1/files?paging.cursor=${encodeURIComponent(forged)}`);
    expect(violatedFields(refused)).toEqual(['paging.cursor']);
    const garbled = await api().get(`/site-media/v1/files?paging.cursor=${encodeURIComponent(`${first}x`)}`);
    expect(violatedFields(garbled)).toEqual(['paging.cursor']);
  });

  it('searches by name, by label and under a root folder', async () => {
    const bytes = await jpeg(8, 8);
    const named = await upload(atrium, bytes, { fileName: 'Quokka selfie.jpg' });
    const labelled = await upload(atrium, bytes, { fileName: 'img_001.jpg', labels: ['quokka'] });
    const visitors = await upload(atrium, bytes, {
      fileName: 'quokka from a visitor.jpg',
      parentFolderId: 'visitor-uploads-root',
    });
    await upload(atrium, bytes, { fileName: 'wombat.jpg', labels: ['wombat'] });

    expect(ids(await searchFiles({ search: 'selfie' }))).toEqual([named.id]);
    expect(ids(await searchFiles({ search: 'quokka', rootFolder: 'MEDIA_ROOT' })).sort()).toEqual(
      [named.id, labelled.id].sort(),
    );
    expect(ids(await searchFiles({ search: 'quokka', rootFolder: 'VISITOR_UPLOADS_ROOT' }))).toEqual([
      visitors.id,
    ]);
    expect(ids(await searchFiles({ labels: ['quokka'] }))).toEqual([labelled.id]);
  });

  it('queries files with the query language and names an unknown filter field', async () => {
    const bytes = await jpeg(8, 8);
    const red = await upload(atrium, bytes, { labels: ['red', 'query-test'] });
    const blue = await upload(atrium, bytes, { labels: ['blue', 'query-test'] });
    await upload(atrium, bytes, { labels: ['green', 'query-test'] });
    await upload(atrium, Buffer.from('%PDF-1.4 red'), { mimeType: 'application/pdf', labels: ['red'] });

    const query = (filter: object) => api().post('/site-media/v1/files/query', { query: { filter } });
    const answer = await query({ mediaType: 'IMAGE', labels: { $hasSome: ['red', 'blue'] } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ids(answer.json().files).sort()).toEqual([red.id, blue.id].sort());
    expect(answer.json().pagingMetadata).toMatchObject({ count: 2, hasNext: false });

    expect(violatedFields(await query({ colour: 'red' }))).toEqual(['query.filter.colour']);
  });
});
