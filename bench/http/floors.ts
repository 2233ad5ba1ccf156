// The floor of each list route bench/http measures: one hand-written statement reading the same rows (the
// columns its answer is made of, the same filter, order and limit), answered as JSON.stringify of them. What a
// route takes beyond its floor is the price of its framework, checks, engine and mapping, not of the data.
// The bench passes the statement's parameters in the query string, by the names listed in `params`.

/** Requests under it go to the bench's own Fastify instance, never to the app's routes (server.ts). */
import { FLOOR_PREFIX } from '../lib/paths.js';

export { BENCH_PREFIX, FLOOR_PREFIX } from '../lib/paths.js';

export interface FloorSpec {
  sql: string;
  params: readonly string[];
}

const FILE_COLUMNS = `id, display_name as "displayName", parent_folder_id as "parentFolderId", hash,
  size_in_bytes as "sizeInBytes", private, media_type as "mediaType", operation_status as "operationStatus",
  failure_reason as "failureReason", mime_type as "mimeType", source_url as "sourceUrl", labels, details,
  focal_x as "focalX", focal_y as "focalY", created_at as "createdDate", updated_at as "updatedDate",
  site_id as "siteId", state`;

export const FLOORS = {
  'select-1': { sql: 'select 1 as one', params: [] },

  webhooks: {
    sql: `select id, url, event_types as "eventTypes", enabled, created_at as "createdDate",
        updated_at as "updatedDate"
      from webhooks where site_id = $1
      order by created_at desc, id limit 50`,
    params: ['siteId'],
  },

  events: {
    sql: `select id, type, entity_id as "entityId", data, created_at as "createdDate"
      from events where site_id = $1
      order by created_at desc, id limit 50`,
    params: ['siteId'],
  },

  // ParentCategory.index is the position among all the siblings, hidden ones included, hence the window
  // over the siblings before the visibility filter.
  categories: {
    sql: `select id, revision, created_at as "createdDate", updated_at as "updatedDate", name, slug, visible,
        item_counter as "itemCounter", image, parent_id as "parentId", sibling_index as "index",
        app_namespace as "appNamespace", tree_key as "treeKey", managing_app_id as "managingAppId",
        seo_data as "seoData", extended_fields as "extendedFields"
      from (
        select *, row_number() over (order by sort_key, id) - 1 as sibling_index from categories
        where site_id = $1 and app_namespace = $2 and tree_key = '' and parent_id = $3
      ) siblings
      where visible
      order by sort_key, id limit 100`,
    params: ['siteId', 'appNamespace', 'parentId'],
  },

  'media-list': {
    sql: `select ${FILE_COLUMNS}
      from media_files where site_id = $1 and state = 'OK' and parent_folder_id = $2
      order by created_at desc, id collate "C" limit 50`,
    params: ['siteId', 'folderId'],
  },

  'media-search': {
    sql: `select ${FILE_COLUMNS}
      from media_files where site_id = $1 and state = 'OK' and (display_name ilike $2 or labels && array[$3])
      order by created_at desc, id collate "C" limit 50`,
    params: ['siteId', 'like', 'label'],
  },

  // The page, each member's second factors and the total of the listing, in one statement.
  members: {
    sql: `select m.id, m.revision, m.created_at as "createdDate", m.updated_at as "updatedDate",
        m.profile as "identityProfile", m.email, m.email_verified as "emailVerified", m.status,
        m.pending_reason as "pendingReason", m.password_hash is not null as "hasPassword",
        coalesce((select json_agg(json_build_object('factorId', f.id, 'type', f.type, 'status', f.status)
            order by f.created_at) from member_factors f where f.member_id = m.id), '[]') as factors,
        count(*) over () as total
      from members m where m.site_id = $1 and m.status <> 'DELETED'
      order by m.created_at desc, m.id desc limit 50`,
    params: ['siteId'],
  },
} satisfies Record<string, FloorSpec>;

export type FloorName = keyof typeof FLOORS;

/** The path of a floor with its parameters. */
export function floorPath(name: FloorName, params: Record<string, string> = {}): string {
  const spec: FloorSpec = FLOORS[name];
  const query = new URLSearchParams();
  for (const param of spec.params) {
    const value = params[param];
    if (value === undefined) throw new Error(`floor ${name} needs ${param}`);
    query.set(param, value);
  }
  const search = query.toString();
  return `${FLOOR_PREFIX}${name}${search ? `?${search}` : ''}`;
}
