import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../core/create-client.js';
import { defineModule } from '../core/define-method.js';
import { isApplicationError, isValidationError } from '../errors/errors.js';
import type { QueryBuilder } from '../query/query-builder.js';
import {
  CATEGORY_ID,
  ITEM,
  PARENT_ID,
  sdkCategory,
  TREE,
  wireCategory,
} from '../testing/category-fixtures.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse } from '../testing/http-test-server.js';
import * as categories from './categories.js';

// What the categories module returns: the SDK's form of each answer, its errors, and its types.

const server = useTestServer();
const answer = (response: CannedResponse) => server.handle(() => response);
const client = () =>
  createClient({
    modules: { categories },
    host: server.url,
    auth: { getAuthHeaders: async () => ({ headers: { Authorization: 'token' } }) },
  });
const bulkMetadata = { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 };

describe('categories module: answers', () => {
  it('createCategory, getCategory and updateCategory return ?.category in the SDK form', async () => {
    answer({ body: { category: wireCategory } });
    await expect(
      client().categories.createCategory({ name: 'Shoes' }, { treeReference: TREE }),
    ).resolves.toEqual(sdkCategory);
    await expect(client().categories.getCategory(CATEGORY_ID, TREE)).resolves.toEqual(sdkCategory);
    const updated = await client().categories.updateCategory(
      CATEGORY_ID,
      { name: 'Shoes' },
      { treeReference: TREE },
    );
    expect(updated).toEqual(sdkCategory);
    // The revision is handed back as it came, to be sent again as is.
    expect(typeof updated.revision).toBe('string');
  });

  it('getCategoryBySlug and updateCategoryVisibility return the whole response', async () => {
    answer({ body: { category: wireCategory } });
    await expect(client().categories.getCategoryBySlug('shoes', TREE)).resolves.toEqual({
      category: sdkCategory,
    });
    await expect(
      client().categories.updateCategoryVisibility(CATEGORY_ID, {
        visible: true,
        treeReference: TREE,
        revision: '3',
      }),
    ).resolves.toEqual({ category: sdkCategory });
  });

  it('an image without an id is shown as its URL', async () => {
    answer({ body: { category: { ...wireCategory, image: { url: 'https://cdn.test/a.png' } } } });
    const category = await client().categories.getCategory(CATEGORY_ID, TREE);
    expect(category.image).toBe('https://cdn.test/a.png');
  });

  it('bulk answers convert every category they carry and rename item ids', async () => {
    answer({
      body: {
        results: [
          { itemMetadata: { id: CATEGORY_ID, originalIndex: 0, success: true }, category: wireCategory },
          { itemMetadata: { originalIndex: 1, success: false, error: { code: 'X', description: 'x' } } },
        ],
        bulkActionMetadata: { ...bulkMetadata, totalFailures: 1 },
      },
    });
    const shown = await client().categories.bulkShowCategories([CATEGORY_ID], {
      treeReference: TREE,
      returnEntity: true,
    });
    expect(shown.results[0]).toEqual({
      itemMetadata: { _id: CATEGORY_ID, originalIndex: 0, success: true },
      category: sdkCategory,
    });
    expect(shown.results[1]!.category).toBeUndefined();
  });

  it('searchCategories converts the categories and keeps the aggregations', async () => {
    const pagingMetadata = { count: 1, cursors: { next: null }, hasNext: false };
    answer({ body: { categories: [wireCategory], pagingMetadata, aggregationData: { results: [] } } });
    const found = await client().categories.searchCategories({}, { treeReference: TREE });
    expect(found).toEqual({ categories: [sdkCategory], pagingMetadata, aggregationData: { results: [] } });
  });

  it('moves, trees, items and deletions come back as the server sent them', async () => {
    answer({ body: { parentCategoryId: null, categoriesAfterMove: [CATEGORY_ID, PARENT_ID] } });
    await expect(client().categories.moveCategory(CATEGORY_ID, TREE, { position: 'FIRST' })).resolves.toEqual(
      {
        parentCategoryId: null,
        categoriesAfterMove: [CATEGORY_ID, PARENT_ID],
      },
    );
    answer({ body: { trees: [{ appNamespace: '@atrium/stores', treeKey: null }] } });
    await expect(client().categories.listTrees()).resolves.toEqual({
      trees: [{ appNamespace: '@atrium/stores', treeKey: null }],
    });
    answer({ body: { items: [ITEM] } });
    await expect(client().categories.getArrangedItems(CATEGORY_ID, TREE)).resolves.toEqual({ items: [ITEM] });
    answer({ body: {} });
    await expect(client().categories.deleteCategory(CATEGORY_ID, TREE)).resolves.toEqual({});
    answer({
      body: {
        results: [{ itemMetadata: { item: ITEM, originalIndex: 0, success: true } }],
        bulkActionMetadata: bulkMetadata,
      },
    });
    const added = await client().categories.bulkAddItemsToCategory(CATEGORY_ID, [ITEM], {
      treeReference: TREE,
    });
    expect(added.results[0]!.itemMetadata.item).toEqual(ITEM);
  });
});

describe('categories module: errors and types', () => {
  it('maps violations back to argument names', async () => {
    answer({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'treeReference.appNamespace',
                description: 'is too short',
                violatedRule: 'MIN_LENGTH',
              },
              { field: 'category.name', description: 'is too long', violatedRule: 'MAX_LENGTH' },
              { field: 'category.id', description: 'must be a UUID', violatedRule: 'FORMAT' },
            ],
          },
        },
      },
    });
    const error = await client()
      .categories.updateCategory('x', { name: 'n'.repeat(81) }, { treeReference: { appNamespace: 'a' } })
      .catch((caught: unknown) => caught);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'INVALID_ARGUMENT: "_id" must be a UUID, "category.name" is too long, ' +
        '"options.treeReference.appNamespace" is too short',
    );
  });

  it('passes a stale revision (409) through as an application error', async () => {
    answer({
      status: 409,
      body: {
        message: 'Category was changed',
        details: { applicationError: { code: 'REVISION_MISMATCH', description: 'Category was changed' } },
      },
    });
    const error = await client()
      .categories.updateCategoryVisibility(CATEGORY_ID, {
        visible: false,
        treeReference: TREE,
        revision: '1',
      })
      .catch((caught: unknown) => caught);
    expect(isApplicationError(error) && error.status === 409).toBe(true);
  });

  it('types what callers pass and receive', () => {
    const c = client();
    expectTypeOf(c.categories.getCategory).returns.resolves.toEqualTypeOf<categories.Category>();
    expectTypeOf<categories.Category['_createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<categories.Category['revision']>().toEqualTypeOf<string>();
    expectTypeOf<categories.Category['image']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<categories.Category['parentCategory']>().toEqualTypeOf<{
      _id: string | null;
      index: number;
    }>();
    // Wrapped, never called: the overloads are checked without sending anything.
    const builder = () => c.categories.queryCategories({ treeReference: TREE });
    const typed = () => c.categories.queryCategories({}, { treeReference: TREE });
    expectTypeOf(builder).returns.toEqualTypeOf<QueryBuilder<categories.Category>>();
    expectTypeOf(typed).returns.resolves.toEqualTypeOf<categories.CategoriesPage>();
    expectTypeOf(
      c.categories.getCategoryBySlug,
    ).returns.resolves.toEqualTypeOf<categories.CategoryResponse>();
  });

  it('exports nothing but methods, so a bound client shows only calls', () => {
    expect(() => defineModule(categories)).not.toThrow();
  });
});
