/**
 * The shapes of the categories module's arguments and answers (modules/categories.ts), in the SDK's form:
 * `_id` and `_createdDate`, Date objects, images as `wix:image://` URIs.
 */
import type {
  AggregationData,
  Category as WireCategory,
  CategoryCreate as WireCategoryCreate,
  CategoryUpdate as WireCategoryUpdate,
  Filter,
  ItemReference,
  MovePosition,
  PagingMetadata,
  RequestedField,
  SearchDetails,
  TreeReference,
} from '@atrium/contract';
import type { FromWire } from '../wire/wire-types.js';
import type { CursorPaging, Sorting } from './files.js';

export type { ItemReference, MovePosition, RequestedField, TreeReference };

type WireRichContent = NonNullable<WireCategory['richContentDescription']>;
type WireRichContentMetadata = NonNullable<WireRichContent['metadata']>;

/** A rich-content description; its metadata's timestamps arrive as Date objects. */
export type RichContent = Omit<FromWire<WireRichContent>, 'metadata'> & {
  metadata?:
    | (Omit<FromWire<WireRichContentMetadata>, 'createdTimestamp' | 'updatedTimestamp'> & {
        createdTimestamp?: Date | null;
        updatedTimestamp?: Date | null;
      })
    | null;
};

export type Category = Omit<FromWire<WireCategory>, 'image' | 'richContentDescription'> & {
  /** `wix:image://v1/<id>/<filename>#originWidth=..&originHeight=..`, or the image's URL when it has no id. */
  image?: string | null;
  richContentDescription?: RichContent | null;
};

/** A category to create; `image` is a media-library file id, a `wix:image://` URI or a URL. */
export type NewCategory = Omit<FromWire<WireCategoryCreate>, 'richContentDescription'> & {
  richContentDescription?: RichContent | null;
};

/** The fields to change; the id travels as the first argument. */
export type CategoryUpdate = Omit<FromWire<WireCategoryUpdate>, '_id' | 'richContentDescription'> & {
  richContentDescription?: RichContent | null;
};

export interface TreeOptions {
  treeReference: TreeReference;
}
export interface FieldsOptions {
  /** Extra fields to include in the answer (`BREADCRUMBS_INFO`, `DESCRIPTION`, ...). */
  fields?: RequestedField[];
}
export interface CreateCategoryOptions extends TreeOptions, FieldsOptions {}
export interface UpdateCategoryOptions extends TreeOptions, FieldsOptions {
  /** The fields to change; a list, or the wire's comma-joined string. */
  fieldMask?: string | string[];
}
export interface QueryCategoriesOptions extends FieldsOptions {
  /** Without one the query spans every tree of the site. */
  treeReference?: TreeReference;
  returnNonVisibleCategories?: boolean;
}
export interface CursorSearch {
  cursorPaging?: CursorPaging | null;
  filter?: Filter | null;
  sort?: Sorting[] | null;
  aggregations?: Record<string, unknown>[] | null;
  search?: SearchDetails | null;
  timeZone?: string | null;
}
export interface SearchCategoriesOptions extends TreeOptions, FieldsOptions {
  returnNonVisibleCategories?: boolean;
}
export interface CountCategoriesOptions extends TreeOptions {
  filter?: Filter | null;
  search?: SearchDetails | null;
  returnNonVisibleCategories?: boolean;
}
export interface UpdateCategoryVisibilityOptions extends TreeOptions, FieldsOptions {
  visible: boolean;
  /** The category's current revision: a stale one is refused (409), so two editors do not overwrite each other. */
  revision: string;
}
export interface BulkCategoriesOptions extends TreeOptions, FieldsOptions {
  returnEntity?: boolean;
}
export interface MaskedCategory {
  category: CategoryUpdate & { _id: string };
  fieldMask?: string | string[];
}
export interface ItemToCategoriesOptions extends TreeOptions {
  categoryIds: string[];
}
export interface ListItemsInCategoryOptions {
  /** Sorts by the category's manual arrangement (setArrangedItems) first. */
  useCategoryArrangement?: boolean;
  includeItemsFromSubcategories?: boolean;
  cursorPaging?: CursorPaging;
}
export interface MoveCategoryOptions {
  /** The new parent; null or absent: the top level. */
  parentCategoryId?: string | null;
  position?: MovePosition;
  /** The sibling that BEFORE and AFTER are relative to. */
  moveAfterCategoryId?: string | null;
}

export interface CategoryResponse {
  category: Category;
}
export interface CategoriesPage {
  categories: Category[];
  pagingMetadata: PagingMetadata;
}
export interface SearchCategoriesResponse extends CategoriesPage {
  aggregationData?: AggregationData;
}
export interface ItemError {
  code: string;
  description: string;
  data?: Record<string, unknown> | null;
}
export interface BulkActionMetadata {
  totalSuccesses: number;
  totalFailures: number;
  undetailedFailures: number;
}
export interface ItemMetadata {
  _id?: string | null;
  originalIndex: number;
  success: boolean;
  error?: ItemError | null;
}
export interface BulkCategoriesResponse {
  results: { itemMetadata: ItemMetadata; category?: Category | null }[];
  bulkActionMetadata: BulkActionMetadata;
}
export interface BulkItemToCategoriesResponse {
  results: { itemMetadata: ItemMetadata }[];
  bulkActionMetadata: BulkActionMetadata;
}
export interface BulkSetItemCategoriesResponse {
  addResults: { itemMetadata: ItemMetadata }[];
  removeResults: { itemMetadata: ItemMetadata }[];
  bulkActionMetadata: BulkActionMetadata;
}
export interface BulkItemsToCategoryResponse {
  results: {
    itemMetadata: { item: ItemReference; originalIndex: number; success: boolean; error?: ItemError | null };
  }[];
  bulkActionMetadata: BulkActionMetadata;
}
export interface ListItemsInCategoryResponse {
  items: ItemReference[];
  pagingMetadata: {
    count: number;
    cursors: { next?: string | null; prev?: string | null };
    hasNext: boolean;
  };
}
export interface ItemsResponse {
  items: ItemReference[];
}
export interface ListCategoriesForItemResponse {
  directCategoryIds: string[];
  allCategoryIds: string[];
}
export interface ListCategoriesForItemsResponse {
  categoriesForItems: {
    item: ItemReference;
    directCategoryIds: string[];
    indirectCategoryIds: string[];
  }[];
}
export interface ListTreesResponse {
  trees: { appNamespace: string; treeKey: string | null }[];
}
export interface MoveCategoryResponse {
  parentCategoryId: string | null;
  /** The new parent's children, in their new order. */
  categoriesAfterMove: string[];
}
