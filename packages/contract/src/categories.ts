import { z } from 'zod';
import { Aggregation, type AggregationData } from './aggregations.js';
import { MediaAsset } from './media.js';
import { CursorPaging, Filter, PagingMetadata, Query, Sorting } from './paging.js';
import { RichContent } from './rich-content.js';
import { Int64, Timestamp } from './scalars.js';

// Categories (wire/types/categories.md): trees of categories per site, and the items placed in them.

/** How deep a tree may go: a top category and five levels below it (breadcrumbs hold at most five). */
export const MAX_CATEGORY_DEPTH = 6;
/** Trees one site may hold (ListTreesResponse.trees). */
export const MAX_TREES = 20;
/** Items one category may pin in its manual arrangement (SetArrangedItemsRequest.items). */
export const MAX_ARRANGED_ITEMS = 100;
export const MAX_ITEMS_PAGE = 100;

const CategoryId = z.uuid();
const Revision = Int64;

export const RequestedField = z.enum([
  'UNKNOWN_REQUESTED_FIELD',
  'BREADCRUMBS_INFO',
  'DESCRIPTION',
  'RICH_CONTENT_DESCRIPTION',
]);
export type RequestedField = z.infer<typeof RequestedField>;
const Fields = z.array(RequestedField).max(100).nullish();

/** Where a moved category lands among its new siblings; BEFORE and AFTER name `moveAfterCategoryId`. */
export const MovePosition = z.enum(['UNKNOWN_POSITION', 'NONE', 'FIRST', 'LAST', 'BEFORE', 'AFTER']);
export type MovePosition = z.infer<typeof MovePosition>;

export const TreeReference = z.object({
  appNamespace: z.string().min(4).max(150),
  treeKey: z.string().min(1).max(44).nullish(),
});
export type TreeReference = z.infer<typeof TreeReference>;

export const ItemReference = z.object({
  catalogItemId: z.string().min(1).max(36),
  appId: z.string().min(1).max(36),
});
export type ItemReference = z.infer<typeof ItemReference>;

export const Breadcrumb = z.object({
  categoryId: z.uuid(),
  categoryName: z.string(),
  categorySlug: z.string(),
});

const SeoTag = z.object({
  type: z.string().max(100),
  props: z.record(z.string(), z.unknown()).nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  children: z.string().max(10_000).nullish(),
  custom: z.boolean().nullish(),
  disabled: z.boolean().nullish(),
});
export const SeoData = z.object({
  tags: z.array(SeoTag).max(100).nullish(),
  settings: z
    .object({
      preventAutoRedirect: z.boolean().nullish(),
      keywords: z
        .array(
          z.object({
            term: z.string().max(200),
            isMain: z.boolean().nullish(),
            origin: z.string().max(1000).nullish(),
          }),
        )
        .max(5)
        .nullish(),
    })
    .nullish(),
});

const JSON_LIMIT = 20_000;
export const ExtendedFields = z
  .object({ namespaces: z.record(z.string().max(100), z.record(z.string(), z.unknown())).nullish() })
  .refine((value) => JSON.stringify(value).length <= JSON_LIMIT, {
    message: `must be at most ${JSON_LIMIT} characters as JSON`,
  });

/** An image as sent: a media-library file id (with optional alt text), a `wix:image://` URI, or a URL. */
export const CategoryImageInput = z.union([
  z.string().min(1).max(2000),
  z.object({
    id: z.string().min(1).max(1000).nullish(),
    url: z.string().max(2000).nullish(),
    width: z.number().int().min(0).nullish(),
    height: z.number().int().min(0).nullish(),
    altText: z.string().max(1000).nullish(),
    filename: z.string().max(1000).nullish(),
  }),
]);

const Slug = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'must be lower-case words joined by hyphens');

/** The writable fields of a category. `visible` is set at creation and then only by the visibility calls. */
const Writable = {
  name: z.string().trim().min(1).max(80),
  image: CategoryImageInput.nullish(),
  description: z.string().min(1).max(600).nullish(),
  slug: Slug.nullish(),
  seoData: SeoData.nullish(),
  richContentDescription: RichContent.nullish(),
  extendedFields: ExtendedFields.nullish(),
};

export const CategoryCreate = z.object({
  ...Writable,
  id: CategoryId.nullish(),
  visible: z.boolean().nullish(),
  parentCategory: z.object({ id: CategoryId.nullish() }).nullish(),
  managingAppId: z.uuid().nullish(),
});
export type CategoryCreate = z.infer<typeof CategoryCreate>;

export const CategoryUpdate = z.object({
  ...Writable,
  name: Writable.name.nullish(),
  id: CategoryId,
  /** When sent, the update applies only to this revision: a stale one is a 409. */
  revision: Revision.nullish(),
});
export type CategoryUpdate = z.infer<typeof CategoryUpdate>;

export const Category = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  name: z.string(),
  image: MediaAsset.nullish(),
  itemCounter: z.number().int(),
  description: z.string().nullish(),
  visible: z.boolean(),
  breadcrumbsInfo: z.object({ breadcrumbs: z.array(Breadcrumb) }).nullish(),
  parentCategory: z.object({ id: z.uuid().nullable(), index: z.number().int() }),
  slug: z.string(),
  seoData: SeoData.nullish(),
  richContentDescription: RichContent.nullish(),
  treeReference: z.object({ appNamespace: z.string(), treeKey: z.string().nullable() }),
  managingAppId: z.string().nullish(),
  extendedFields: z.object({ namespaces: z.record(z.string(), z.unknown()) }).nullish(),
});
export type Category = z.infer<typeof Category>;

export const CategoryResponse = z.object({ category: Category });

export const CreateCategoryRequest = z.object({
  category: CategoryCreate,
  treeReference: TreeReference,
  fields: Fields,
});
export const GetCategoryRequest = z.object({
  categoryId: CategoryId,
  treeReference: TreeReference,
  fields: Fields,
});
export const GetCategoryBySlugRequest = z.object({
  slug: z.string().min(1).max(300),
  treeReference: TreeReference,
  fields: Fields,
});
export const UpdateCategoryRequest = z.object({
  category: CategoryUpdate,
  fieldMask: z.string().max(2000).nullish(),
  treeReference: TreeReference,
  fields: Fields,
});
export const DeleteCategoryRequest = z.object({ categoryId: CategoryId, treeReference: TreeReference });

export const QueryCategoriesRequest = z.object({
  query: Query.nullish(),
  /** Without one, the query spans every tree of the site (filter on `treeReference.appNamespace`). */
  treeReference: TreeReference.nullish(),
  returnNonVisibleCategories: z.boolean().nullish(),
  fields: Fields,
});
export const QueryCategoriesResponse = z.object({
  categories: z.array(Category),
  pagingMetadata: PagingMetadata,
});

export const SearchMode = z.enum(['OR', 'AND']);
export const SearchDetails = z.object({
  mode: SearchMode.nullish(),
  expression: z.string().max(100).nullish(),
  fields: z.array(z.string().max(200)).max(20).nullish(),
  fuzzy: z.boolean().nullish(),
});
export type SearchDetails = z.infer<typeof SearchDetails>;
export const CursorSearch = z.object({
  cursorPaging: CursorPaging.nullish(),
  filter: Filter.nullish(),
  sort: z.array(Sorting).max(10).nullish(),
  aggregations: z.array(Aggregation).max(10).nullish(),
  search: SearchDetails.nullish(),
  timeZone: z.string().max(50).nullish(),
});
export const SearchCategoriesRequest = z.object({
  search: CursorSearch.nullish(),
  treeReference: TreeReference,
  returnNonVisibleCategories: z.boolean().nullish(),
  fields: Fields,
});
export const SearchCategoriesResponse = z.object({
  categories: z.array(Category),
  pagingMetadata: PagingMetadata,
  aggregationData: z.custom<AggregationData>(),
});
export const CountCategoriesRequest = z.object({
  filter: Filter.nullish(),
  search: SearchDetails.nullish(),
  treeReference: TreeReference,
  returnNonVisibleCategories: z.boolean().nullish(),
});
export const CountCategoriesResponse = z.object({ count: z.number().int() });

export const MoveCategoryRequest = z.object({
  categoryId: CategoryId,
  treeReference: TreeReference,
  parentCategoryId: CategoryId.nullish(),
  position: MovePosition.nullish(),
  moveAfterCategoryId: CategoryId.nullish(),
});
export const MoveCategoryResponse = z.object({
  parentCategoryId: z.uuid().nullable(),
  categoriesAfterMove: z.array(z.uuid()),
});

const ItemError = z.object({
  code: z.string(),
  description: z.string(),
  data: z.record(z.string(), z.unknown()).nullish(),
});
export const BulkActionMetadata = z.object({
  totalSuccesses: z.number().int(),
  totalFailures: z.number().int(),
  undetailedFailures: z.number().int(),
});
export const ItemMetadata = z.object({
  id: z.string().nullish(),
  originalIndex: z.number().int(),
  success: z.boolean(),
  error: ItemError.nullish(),
});
export const ItemReferenceMetadata = z.object({
  item: ItemReference,
  originalIndex: z.number().int(),
  success: z.boolean(),
  error: ItemError.nullish(),
});
const BulkCategoriesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, category: Category.nullish() })),
  bulkActionMetadata: BulkActionMetadata,
});

export const BulkUpdateCategoriesRequest = z.object({
  categories: z
    .array(z.object({ category: CategoryUpdate, fieldMask: z.string().max(2000).nullish() }))
    .min(1)
    .max(100),
  treeReference: TreeReference,
  returnEntity: z.boolean().nullish(),
  fields: Fields,
});
export const BulkUpdateCategoriesResponse = BulkCategoriesResponse;

export const UpdateCategoryVisibilityRequest = z.object({
  categoryId: CategoryId,
  visible: z.boolean(),
  treeReference: TreeReference,
  revision: Revision,
  fields: Fields,
});
export const BulkShowCategoriesRequest = z.object({
  categoryIds: z.array(CategoryId).min(1).max(100),
  treeReference: TreeReference,
  returnEntity: z.boolean().nullish(),
  fields: Fields,
});
export const BulkShowCategoriesResponse = BulkCategoriesResponse;

const ItemsToCategoryResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemReferenceMetadata })),
  bulkActionMetadata: BulkActionMetadata,
});
const ItemToCategoriesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata })),
  bulkActionMetadata: BulkActionMetadata,
});
export const BulkAddItemsToCategoryRequest = z.object({
  categoryId: CategoryId,
  items: z.array(ItemReference).min(1).max(1000),
  treeReference: TreeReference,
});
export const BulkRemoveItemsFromCategoryRequest = z.object({
  categoryId: CategoryId,
  items: z.array(ItemReference).min(1).max(100),
  treeReference: TreeReference,
});
export const BulkItemsToCategoryResponse = ItemsToCategoryResponse;
export const BulkAddItemToCategoriesRequest = z.object({
  item: ItemReference,
  categoryIds: z.array(CategoryId).min(1).max(100),
  treeReference: TreeReference,
});
export const BulkRemoveItemFromCategoriesRequest = BulkAddItemToCategoriesRequest;
export const BulkItemToCategoriesResponse = ItemToCategoriesResponse;
export const BulkSetItemCategoriesRequest = z.object({
  item: ItemReference,
  categoryIds: z.array(CategoryId).max(1000),
  treeReference: TreeReference,
});
export const BulkSetItemCategoriesResponse = z.object({
  addResults: z.array(z.object({ itemMetadata: ItemMetadata })),
  removeResults: z.array(z.object({ itemMetadata: ItemMetadata })),
  bulkActionMetadata: BulkActionMetadata,
});

export const ListItemsInCategoryRequest = z.object({
  categoryId: CategoryId,
  treeReference: TreeReference,
  useCategoryArrangement: z.boolean().nullish(),
  includeItemsFromSubcategories: z.boolean().nullish(),
  cursorPaging: CursorPaging.nullish(),
});
export const ListItemsInCategoryResponse = z.object({
  items: z.array(ItemReference),
  pagingMetadata: z.object({
    count: z.number().int(),
    cursors: z.object({ next: z.string().nullish(), prev: z.string().nullish() }),
    hasNext: z.boolean(),
  }),
});

export const ListCategoriesForItemRequest = z.object({ item: ItemReference, treeReference: TreeReference });
export const ListCategoriesForItemResponse = z.object({
  directCategoryIds: z.array(z.uuid()),
  allCategoryIds: z.array(z.uuid()),
});
export const ListCategoriesForItemsRequest = z.object({
  items: z.array(ItemReference).min(1).max(100),
  treeReference: TreeReference,
});
export const ListCategoriesForItemsResponse = z.object({
  categoriesForItems: z.array(
    z.object({
      item: ItemReference,
      directCategoryIds: z.array(z.uuid()),
      indirectCategoryIds: z.array(z.uuid()),
    }),
  ),
});

export const ListTreesRequest = z.object({});
export const ListTreesResponse = z.object({
  trees: z.array(z.object({ appNamespace: z.string(), treeKey: z.string().nullable() })),
});

export const SetArrangedItemsRequest = z.object({
  categoryId: CategoryId,
  treeReference: TreeReference,
  items: z.array(ItemReference).max(MAX_ARRANGED_ITEMS),
});
export const GetArrangedItemsRequest = z.object({ categoryId: CategoryId, treeReference: TreeReference });
export const ArrangedItemsResponse = z.object({ items: z.array(ItemReference) });

/** Event types the categories service records in the outbox. */
export const CATEGORY_EVENTS = {
  created: 'category.created',
  updated: 'category.updated',
  deleted: 'category.deleted',
  moved: 'category.moved',
  itemAdded: 'category.item_added',
  itemRemoved: 'category.item_removed',
  itemsArranged: 'category.items_arranged',
} as const;
