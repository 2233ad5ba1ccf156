// Test support only: file descriptors as the server sends them, and as the SDK shows them.

export const FILE_ID = 'f-0b0d6f1c';

export const wireImageFile = {
  id: FILE_ID,
  displayName: 'Sea view.jpg',
  url: 'https://media.test/media/f-0b0d6f1c',
  parentFolderId: 'media-root',
  hash: 'abc',
  sizeInBytes: '1048576',
  private: false,
  mediaType: 'IMAGE',
  media: {
    image: {
      image: { id: FILE_ID, url: 'https://media.test/x', width: 1200, height: 800, filename: 'sea view.jpg' },
      previewImage: { id: 'p1', url: 'https://media.test/p1', width: 256, height: 171, filename: 'p.webp' },
      faces: [],
      focalPoint: { x: 0.5, y: 0.25 },
    },
  },
  operationStatus: 'READY',
  sourceUrl: null,
  thumbnailUrl: 'https://media.test/t',
  labels: ['sea'],
  createdDate: '2026-11-21T10:00:00.000Z',
  updatedDate: '2026-11-21T11:00:00.000Z',
  siteId: 'site-1',
  state: 'OK',
};

export const sdkImageFile = {
  _id: FILE_ID,
  displayName: 'Sea view.jpg',
  url: 'https://media.test/media/f-0b0d6f1c',
  parentFolderId: 'media-root',
  hash: 'abc',
  sizeInBytes: 1048576,
  private: false,
  mediaType: 'IMAGE',
  media: {
    image: {
      image: `wix:image://v1/${FILE_ID}/sea%20view.jpg#originWidth=1200&originHeight=800`,
      previewImage: 'wix:image://v1/p1/p.webp#originWidth=256&originHeight=171',
      faces: [],
      focalPoint: { x: 0.5, y: 0.25 },
    },
  },
  operationStatus: 'READY',
  sourceUrl: null,
  thumbnailUrl: 'https://media.test/t',
  labels: ['sea'],
  _createdDate: new Date('2026-11-21T10:00:00.000Z'),
  _updatedDate: new Date('2026-11-21T11:00:00.000Z'),
  siteId: 'site-1',
  state: 'OK',
};

export const wireFolder = {
  id: 'folder-1',
  displayName: 'Holidays',
  parentFolderId: 'media-root',
  createdDate: '2026-11-21T10:00:00.000Z',
  updatedDate: '2026-11-21T11:00:00.000Z',
  state: 'OK',
  siteId: 'site-1',
};

export const sdkFolder = {
  _id: 'folder-1',
  displayName: 'Holidays',
  parentFolderId: 'media-root',
  _createdDate: new Date('2026-11-21T10:00:00.000Z'),
  _updatedDate: new Date('2026-11-21T11:00:00.000Z'),
  state: 'OK',
  siteId: 'site-1',
};
