/**
 * Query and mutation options for back-in-stock requests (the SDK's `backInStockNotifications`, with the
 * store's `products` for the items' names), for a dashboard: who waits for which item, and the latest
 * requests.
 */
import type { backInStockNotifications, BoundModule, products } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface BackInStockClient {
  backInStockNotifications: BoundModule<typeof backInStockNotifications>;
  products: BoundModule<typeof products>;
}

export interface CatalogReference {
  appId: string;
  catalogItemId: string;
}

/** The app id of Atrium's built-in store, under which requests name its products. */
const STORE_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const keys = atriumKeys.backInStock;

/** The names of store products by id, for the items requests name. */
async function productNames(client: BackInStockClient, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const named = await client.products.queryProducts().in('_id', ids).limit(100).find();
  return new Map(named.items.map((product) => [product._id, product.name]));
}

/** The items shoppers wait for, with how many wait for each and the products' names. */
async function waitingItems(client: BackInStockClient) {
  const waiting = await client.backInStockNotifications
    .queryBackInStockNotificationRequests()
    .in('status', ['RECEIVED', 'PROCESSING'])
    .ascending('catalogReference.catalogItemId')
    .limit(100)
    .find();
  const ids = [...new Set(waiting.items.map((r) => r.catalogReference.catalogItemId))];
  if (!ids.length) return [];
  const references = ids.map((catalogItemId) => ({ appId: STORE_APP_ID, catalogItemId }));
  const [counts, names] = await Promise.all([
    client.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences(references),
    productNames(client, ids),
  ]);
  return counts.countsPerCatalogReference.map(({ catalogReference, count }) => ({
    catalogReference,
    name: names.get(catalogReference.catalogItemId) ?? catalogReference.catalogItemId,
    count,
  }));
}

/** The latest requests, whatever their status, with their items' names. */
async function latestRequests(client: BackInStockClient) {
  const page = await client.backInStockNotifications
    .queryBackInStockNotificationRequests()
    .descending('_createdDate')
    .limit(50)
    .find();
  const ids = [...new Set(page.items.map((r) => r.catalogReference.catalogItemId))];
  return { requests: page.items, names: await productNames(client, ids) };
}

export const backInStockQueries = {
  waiting: (client: BackInStockClient) =>
    queryOptions({ queryKey: keys.waiting(), queryFn: () => waitingItems(client) }),
  latest: (client: BackInStockClient) =>
    queryOptions({ queryKey: keys.latest(), queryFn: () => latestRequests(client) }),
};

export const backInStockMutations = {
  /** Mails everyone waiting for the item now, whatever its stock. */
  notify: mutationFactory<BackInStockClient, Record<string, never>, CatalogReference>({
    mutationKey: keys.mutation('notify'),
    mutationFn: (client, catalogReference) =>
      client.backInStockNotifications.reportItemsBackInStock({}, { catalogReference }),
    invalidate: () => [keys.all],
  }),
};
