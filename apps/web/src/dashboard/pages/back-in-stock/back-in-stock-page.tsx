import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient, type SiteClient } from '../../site-client';

const STORE_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const KEY = ['back-in-stock'] as const;
const STATUS_COLOR: Record<string, string> = {
  RECEIVED: 'blue',
  PROCESSING: 'yellow',
  NOTIFICATION_SENT: 'green',
  FAILED: 'red',
};

/** The names of store products by id, for the items requests name. */
async function productNames(client: SiteClient, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const named = await client.products.queryProducts().in('_id', ids).limit(100).find();
  return new Map(named.items.map((product) => [product._id, product.name]));
}

/** The items shoppers wait for, with how many wait for each and the products' names. */
async function waitingItems(client: SiteClient) {
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
async function latestRequests(client: SiteClient) {
  const page = await client.backInStockNotifications
    .queryBackInStockNotificationRequests()
    .descending('_createdDate')
    .limit(50)
    .find();
  const ids = [...new Set(page.items.map((r) => r.catalogReference.catalogItemId))];
  return { requests: page.items, names: await productNames(client, ids) };
}

/** Back in stock: who waits for which item, a "notify now" per item, and the latest requests with their status. */
export function BackInStockPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey: [...KEY, 'items'], queryFn: () => waitingItems(client) });
  const latest = useQuery({ queryKey: [...KEY, 'latest'], queryFn: () => latestRequests(client) });
  const notify = useMutation({
    mutationFn: (catalogReference: { appId: string; catalogItemId: string }) =>
      client.backInStockNotifications.reportItemsBackInStock({}, { catalogReference }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <Stack>
      <PageHeader
        title="Back in stock"
        description="Shoppers who asked to be emailed when a sold-out item returns. Restocking mails them once; “Notify now” mails them at once."
      />
      {notify.error && <ErrorNotice error={notify.error} />}
      <QueryState query={items}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>Nobody is waiting for an item.</Text>
          ) : (
            <DataTable minWidth={480} columns={['Item', 'Waiting']} actions>
              {rows.map((row) => (
                <Table.Tr key={row.catalogReference.catalogItemId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td data-testid="waiting-count">{row.count}</Table.Td>
                  <Table.Td align="right">
                    <Button
                      size="xs"
                      variant="light"
                      loading={
                        notify.isPending &&
                        notify.variables?.catalogItemId === row.catalogReference.catalogItemId
                      }
                      onClick={() => notify.mutate(row.catalogReference)}
                    >
                      Notify now
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Title order={3}>Latest requests</Title>
      <QueryState query={latest}>
        {({ requests, names }) =>
          requests.length === 0 ? (
            <Text>No requests yet.</Text>
          ) : (
            <DataTable minWidth={560} columns={['Email', 'Item', 'Status', 'Asked']}>
              {requests.map((request) => (
                <Table.Tr key={request._id}>
                  <Table.Td>{request.email}</Table.Td>
                  <Table.Td>
                    {names.get(request.catalogReference.catalogItemId) ??
                      request.catalogReference.catalogItemId}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[request.status] ?? 'gray'}>
                      {request.status.replace('_', ' ')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{request._createdDate?.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
