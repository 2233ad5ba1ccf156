import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MediaAsset, RichContent } from '@atrium/contract';
import { sites } from '../sites/tables.js';

/**
 * Text compared byte by byte: tree paths (so that a prefix LIKE uses the index), fractional sort keys and item
 * references sort the same on PGlite and PostgreSQL whatever the database's locale.
 */
const bytes = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    appNamespace: text('app_namespace').notNull(),
    /** '' when the tree reference names no key. */
    treeKey: text('tree_key').notNull().default(''),
    /** The source of truth for the tree; null for a top category. */
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    /** Ancestor ids and the category's own id, each followed by '/': a subtree is a prefix. */
    path: bytes('path').notNull(),
    depth: integer('depth').notNull(),
    /** Fractional key among siblings (fractional-indexing), so that a reorder writes one row. */
    sortKey: bytes('sort_key').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    richContent: jsonb('rich_content').$type<RichContent>(),
    image: jsonb('image').$type<MediaAsset>(),
    seoData: jsonb('seo_data').$type<Record<string, unknown>>(),
    extendedFields: jsonb('extended_fields').$type<Record<string, unknown>>(),
    managingAppId: uuid('managing_app_id'),
    visible: boolean('visible').notNull().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    /** Items placed directly in this category, kept in step with category_items. */
    itemCounter: integer('item_counter').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_slug').on(t.siteId, t.appNamespace, t.treeKey, t.slug),
    index('categories_siblings').on(t.siteId, t.appNamespace, t.treeKey, t.parentId, t.sortKey, t.id),
    index('categories_path').on(t.siteId, t.path),
    index('categories_created').on(t.siteId, t.createdAt, t.id),
  ],
);

export const categoryItems = pgTable(
  'category_items',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    appId: bytes('app_id').notNull(),
    catalogItemId: bytes('catalog_item_id').notNull(),
    /** Position in the category's manual arrangement; null for items not arranged. */
    arrangedIndex: integer('arranged_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.appId, t.catalogItemId] }),
    index('category_items_item').on(t.siteId, t.appId, t.catalogItemId),
    index('category_items_arranged')
      .on(t.categoryId, t.arrangedIndex)
      .where(sql`${t.arrangedIndex} is not null`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryItemRow = typeof categoryItems.$inferSelect;
