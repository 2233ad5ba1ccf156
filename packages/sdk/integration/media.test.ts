import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createClient,
  files,
  folders,
  imageUrl,
  isApplicationError,
  parseMediaUri,
  uploadFile,
  uploadResumable,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;
let picture: Buffer;

beforeAll(async () => {
  atrium = await startAtrium({ publicAtHost: true });
  picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => atrium?.close());

const admin = () =>
  createClient({
    modules: { files, folders },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });

async function ready(client: ReturnType<typeof admin>, fileId: string) {
  for (let i = 0; i < 600; i++) {
    const file = await client.files.getFileDescriptor(fileId);
    if (file.operationStatus !== 'PENDING') return file;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('file never left PENDING');
}

describe('the files and folders modules against the real server', () => {
  it('uploads by URL and by tus, byte for byte, and reads the file back as the platform client would', async () => {
    const client = admin();
    const { _id: folderId } = (await client.folders.createFolder('Holidays')).folder!;
    const { uploadUrl } = await client.files.generateFileUploadUrl('image/jpeg', {
      fileName: 'lake.jpg',
      sizeInBytes: picture.length,
      parentFolderId: folderId,
    });
    const progress: number[] = [];
    const uploaded = await uploadFile({
      uploadUrl,
      file: picture,
      mimeType: 'image/jpeg',
      onProgress: (sent) => progress.push(sent),
    });
    expect(progress.at(-1)).toBe(picture.length);
    expect(uploaded).toMatchObject({ displayName: 'lake.jpg', parentFolderId: folderId, mediaType: 'IMAGE' });
    const file = await ready(client, uploaded._id!);
    expect(file.operationStatus).toBe('READY');
    expect(file.hash).toBe(createHash('sha256').update(picture).digest('hex'));
    // Images travel as objects and reach the app as wix:image URIs, as with the platform's client.
    const uri = file.media.image!.image as unknown as string;
    expect(parseMediaUri(uri)).toMatchObject({ id: file._id, width: 640, height: 480 });
    const resized = await fetch(imageUrl(atrium.host, file, { width: 200, height: 200, fit: 'fill' }));
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      width: 256,
      height: 256,
    });
    const original = await fetch(file.url!);
    expect(Buffer.from(await original.arrayBuffer()).equals(picture)).toBe(true);

    const resumable = await client.files.generateFileResumableUploadUrl('image/jpeg', {
      fileName: 'river.jpg',
      sizeInBytes: picture.length,
      uploadProtocol: 'TUS',
    });
    const { fileId } = await uploadResumable({
      uploadUrl: resumable.uploadUrl!,
      uploadToken: resumable.uploadToken!,
      file: picture,
      mimeType: 'image/jpeg',
      chunkSize: 4096,
    });
    const river = await ready(client, fileId);
    expect(river).toMatchObject({ displayName: 'river.jpg', operationStatus: 'READY' });

    const listed = await client.files.listFiles({ parentFolderId: folderId });
    expect(listed.files.map((f) => f._id)).toEqual([uploaded._id]);
    const searched = await client.files.searchFiles({ search: 'river' });
    expect(searched.files.map((f) => f._id)).toEqual([fileId]);
    const queried = await client.files.queryFileDescriptors().eq('parentFolderId', folderId).find();
    expect(queried.items.map((f) => f._id)).toEqual([uploaded._id]);
  });

  it('renames, labels, deletes to the trash and restores', async () => {
    const client = admin();
    const { uploadUrl } = await client.files.generateFileUploadUrl('image/jpeg', { fileName: 'a.jpg' });
    const file = await uploadFile({ uploadUrl, file: picture, mimeType: 'image/jpeg' });
    const renamed = await client.files.updateFileDescriptor({
      _id: file._id!,
      displayName: 'b.jpg',
      labels: ['x'],
    });
    expect(renamed).toMatchObject({ displayName: 'b.jpg', labels: ['x'] });
    await client.files.bulkDeleteFiles([file._id!]);
    const trash = await client.files.listDeletedFiles();
    expect(trash.files.map((f) => f._id)).toContain(file._id);
    await client.files.bulkRestoreFilesFromTrashBin([file._id!]);
    expect((await client.files.getFileDescriptor(file._id!)).state).toBe('OK');
    const { downloadUrls } = await client.files.generateFileDownloadUrl(file._id!, {
      contentDisposition: 'ATTACHMENT',
    });
    const download = await fetch(downloadUrls![0]!.url!);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it("reports another site's file as an application error, and a bad argument by its name", async () => {
    const client = admin();
    const other = await startAtrium();
    try {
      const foreign = createClient({
        modules: { files },
        auth: ApiKeyStrategy({ apiKey: other.site.apiKey, siteId: other.site.siteId }),
        host: other.host,
      });
      const { uploadUrl } = await client.files.generateFileUploadUrl('image/jpeg');
      const mine = await uploadFile({ uploadUrl, file: picture, mimeType: 'image/jpeg' });
      const error = await foreign.files.getFileDescriptor(mine._id!).catch((caught: unknown) => caught);
      expect(isApplicationError(error) && error.code).toBe('FILE_NOT_FOUND');
      const invalid = await client.files.getFileDescriptors([]).catch((caught: unknown) => caught);
      expect(String((invalid as Error).message)).toMatch(/fileIds/);
    } finally {
      await other.close();
    }
  });
});
