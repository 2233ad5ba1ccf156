import { productSearchQueries, productsMutations, productsQueries } from '@atrium/react';
import type { products } from '@atrium/sdk';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { ProductForm } from './product-form';
import { StockPanel } from './stock-panel';
import { StoreSettingsCard } from './store-settings-card';

function stockLabel(product: products.Product) {
  if (!product.stock.trackInventory) return 'Not tracked';
  if (!product.stock.inStock) return 'Sold out';
  return `${product.stock.quantity} in stock`;
}

/** Every product, hidden ones too (the first 100); or, with text, the products that match it. */
function useProductList(text: string) {
  const client = useSiteClient();
  const all = useQuery({
    ...productsQueries.list(client, { includeHidden: true, limit: 100 }),
    enabled: !text,
  });
  const found = useQuery({
    ...productSearchQueries.search(client, { text, includeHidden: true }),
    enabled: !!text,
  });
  return text ? found : all;
}

const priceLabel = (product: products.Product) =>
  product.priceRange.minValue === product.priceRange.maxValue
    ? product.priceData.formatted.price
    : `${product.priceRange.minValue}–${product.priceRange.maxValue} ${product.priceData.currency}`;

export function ProductsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<products.Product | 'new' | null>(null);
  const text = search.trim();
  const list = useProductList(text);
  const remove = useMutation(productsMutations.remove(client, queryClient));
  const close = () => setEditing(null);
  const current = editing === 'new' || editing === null ? undefined : editing;
  return (
    <Stack>
      <PageHeader
        title="Products"
        description="What the store sells: prices, options and variants, pictures, categories and stock."
        action={<Button onClick={() => setEditing('new')}>New product</Button>}
      />
      <StoreSettingsCard />
      <TextInput
        aria-label="Search products"
        placeholder="Search by name, description or SKU"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={list}>
        {(result: { items: products.Product[] }) =>
          result.items.length === 0 ? (
            <Text>{search ? 'No product matches.' : 'No products yet.'}</Text>
          ) : (
            <DataTable minWidth={640} columns={['Name', 'Price', 'Stock', 'Visible']} actions>
              {result.items.map((product) => (
                <Table.Tr key={product._id}>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>{priceLabel(product)}</Table.Td>
                  <Table.Td>{stockLabel(product)}</Table.Td>
                  <Table.Td>{product.visible ? 'Yes' : <Badge color="gray">Hidden</Badge>}</Table.Td>
                  <Table.Td align="right">
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(product)}>
                        Edit
                      </Button>
                      <ConfirmButton
                        title="Delete this product?"
                        message={`${product.name} leaves the store and its categories.`}
                        onConfirm={() => remove.mutate(product._id)}
                      >
                        Delete
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={current ? `Edit ${current.name}` : 'New product'}
        size="xl"
      >
        {editing !== null && (
          <Stack>
            <ProductForm key={current?._id ?? 'new'} product={current} onDone={close} />
            {current && <StockPanel product={current} />}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
