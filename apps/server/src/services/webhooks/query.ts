import { eq, sql } from 'drizzle-orm';
import type { Query } from '@atrium/contract';
import { sqlRows, type Db } from '../../core/db/index.js';
import { events } from '../../core/events/index.js';
import { defineQueryFields, runQuery, type CursorKey, type QueryFields } from '../../core/query/index.js';
import { webhookDeliveries, webhooks } from './tables.js';

const webhookFields = defineQueryFields({
  id: { column: webhooks.id, type: 'uuid', sort: true },
  url: { column: webhooks.url, type: 'string', sort: true },
  eventTypes: { column: webhooks.eventTypes, type: 'string[]' },
  enabled: { column: webhooks.enabled, type: 'boolean', sort: true },
  createdDate: { column: webhooks.createdAt, type: 'date', sort: true },
  updatedDate: { column: webhooks.updatedAt, type: 'date', sort: true },
});

const deliveryFields = defineQueryFields({
  id: { column: webhookDeliveries.id, type: 'uuid', sort: true },
  webhookId: { column: webhookDeliveries.webhookId, type: 'uuid' },
  eventId: { column: webhookDeliveries.eventId, type: 'uuid' },
  eventType: { column: webhookDeliveries.eventType, type: 'string', sort: true },
  status: { column: webhookDeliveries.status, type: 'string', sort: true },
  attempts: { column: webhookDeliveries.attempts, type: 'number', sort: true },
  lastStatusCode: { column: webhookDeliveries.lastStatusCode, type: 'number' },
  lastAttemptDate: { column: webhookDeliveries.lastAttemptAt, type: 'date', sort: true },
  createdDate: { column: webhookDeliveries.createdAt, type: 'date', sort: true },
});

const eventFields = defineQueryFields({
  id: { column: events.id, type: 'uuid', sort: true },
  type: { column: events.type, type: 'string', sort: true },
  entityId: { column: events.entityId, type: 'string' },
  createdDate: { column: events.createdAt, type: 'date', sort: true },
});

const NEWEST_FIRST = [{ fieldName: 'createdDate', order: 'DESC' as const }];
type SiteTable = typeof webhooks | typeof webhookDeliveries | typeof events;

/** A query over one of this service's site-scoped tables, newest first unless the caller sorts. */
function siteQuery<T extends SiteTable>({
  db,
  cursorKey,
  table,
  fields,
  context,
}: {
  db: Db;
  cursorKey: CursorKey;
  table: T;
  fields: QueryFields;
  context: string;
}) {
  return async (siteId: string, query: Query | null | undefined) => {
    const page = await runQuery({
      db,
      table,
      fields,
      scope: eq(table.siteId, siteId),
      query,
      defaultSort: NEWEST_FIRST,
      cursorKey,
      cursorContext: context,
    });
    return { rows: page.rows as T['$inferSelect'][], pagingMetadata: page.pagingMetadata };
  };
}

interface EventListing {
  eventTypes?: string[] | null;
  createdFrom?: string | null;
  createdTo?: string | null;
  paging?: Query['paging'];
}

/** The queries of subscriptions, of their delivery log and of the site's event log. */
export function createWebhookQueries(db: Db, cursorKey: CursorKey) {
  const queryEvents = siteQuery({ db, cursorKey, table: events, fields: eventFields, context: 'events' });

  /** The site's events, newest first, optionally of some types only and in a period (both ends included). */
  function listEvents(siteId: string, request: EventListing) {
    const { eventTypes, createdFrom, createdTo, paging } = request;
    const created = {
      ...(createdFrom ? { $gte: createdFrom } : {}),
      ...(createdTo ? { $lte: createdTo } : {}),
    };
    const filter = {
      ...(eventTypes?.length ? { type: { $in: eventTypes } } : {}),
      ...(createdFrom || createdTo ? { createdDate: created } : {}),
    };
    // The same engine as the query, so both list the same way.
    return queryEvents(siteId, { filter, paging: paging ?? {} });
  }

  /**
   * The types the site's log holds, for a filter that offers only what can match. A loose index scan: each
   * type is one probe of events_site_type_created_idx for the next type after it, where `select distinct`
   * would read every event of the site (on bench/events' log of 200 000 events, some 30 times slower).
   */
  async function listEventTypes(siteId: string): Promise<string[]> {
    const rows = await sqlRows<{ type: string }>(
      db,
      sql`with recursive found as (
          (select type from events where site_id = ${siteId} order by type limit 1)
          union all
          select (select e.type from events e where e.site_id = ${siteId} and e.type > found.type
            order by e.type limit 1)
          from found where found.type is not null
        )
        select type from found where type is not null`,
    );
    return rows.map((row) => row.type);
  }

  return {
    queryWebhooks: siteQuery({ db, cursorKey, table: webhooks, fields: webhookFields, context: 'webhooks' }),
    queryDeliveries: siteQuery({
      db,
      cursorKey,
      table: webhookDeliveries,
      fields: deliveryFields,
      context: 'deliveries',
    }),
    queryEvents,
    listEvents,
    listEventTypes,
  };
}

export type WebhookQueries = ReturnType<typeof createWebhookQueries>;
