// Test support only: categories as the server sends them, and as the SDK shows them.

export const TREE = { appNamespace: '@atrium/stores' };
export const CATEGORY_ID = '0b6e8a1c-3c1f-4f3a-9a59-1f0e6a2b7c01';
export const PARENT_ID = '5d2c9e47-8b1a-4e6f-b3c2-7a9d0e1f2a03';

export const wireCategory = {
  id: CATEGORY_ID,
  revision: '3',
  createdDate: '2026-11-21T10:00:00.000Z',
  updatedDate: '2026-11-21T11:00:00.000Z',
  name: 'Shoes',
  image: { id: 'img-1', url: 'https://media.test/img-1', width: 800, height: 600, filename: 'shoes.jpg' },
  itemCounter: 2,
  description: 'All shoes',
  visible: true,
  breadcrumbsInfo: {
    breadcrumbs: [{ categoryId: PARENT_ID, categoryName: 'Clothing', categorySlug: 'clothing' }],
  },
  parentCategory: { id: PARENT_ID, index: 0 },
  slug: 'shoes',
  richContentDescription: {
    nodes: [
      {
        type: 'PARAGRAPH',
        id: 'n1',
        nodes: [{ type: 'TEXT', id: 'n2', textData: { text: '<b>Shoes</b>' } }],
      },
    ],
    metadata: { version: 1, createdTimestamp: '2026-11-21T10:00:00.000Z', id: 'doc-1' },
  },
  treeReference: { appNamespace: '@atrium/stores', treeKey: null },
  managingAppId: null,
};

export const sdkCategory = {
  _id: CATEGORY_ID,
  revision: '3',
  _createdDate: new Date('2026-11-21T10:00:00.000Z'),
  _updatedDate: new Date('2026-11-21T11:00:00.000Z'),
  name: 'Shoes',
  image: 'wix:image://v1/img-1/shoes.jpg#originWidth=800&originHeight=600',
  itemCounter: 2,
  description: 'All shoes',
  visible: true,
  breadcrumbsInfo: {
    breadcrumbs: [{ categoryId: PARENT_ID, categoryName: 'Clothing', categorySlug: 'clothing' }],
  },
  parentCategory: { _id: PARENT_ID, index: 0 },
  slug: 'shoes',
  richContentDescription: {
    nodes: [
      {
        type: 'PARAGRAPH',
        _id: 'n1',
        nodes: [{ type: 'TEXT', _id: 'n2', textData: { text: '<b>Shoes</b>' } }],
      },
    ],
    metadata: { version: 1, createdTimestamp: new Date('2026-11-21T10:00:00.000Z'), _id: 'doc-1' },
  },
  treeReference: { appNamespace: '@atrium/stores', treeKey: null },
  managingAppId: null,
};

export const ITEM = { appId: 'stores', catalogItemId: 'product-1' };
