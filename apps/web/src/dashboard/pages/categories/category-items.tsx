import { categoriesMutations, categoriesQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { AddItemForm } from './add-item-form';
import { itemKey, moveItem, sameItems } from './category-logic';
import { ItemRow } from './item-row';
import { SaveStatus } from '../../components/save-status';

/** The server keeps a manual order for at most this many items (MAX_ARRANGED_ITEMS of the contract). */
const MAX_ARRANGED = 100;

type ItemReference = categories.ItemReference;

/** The category's items in their arranged order, as many as can be arranged. */
function useArrangedItems(tree: categories.TreeReference, categoryId: string) {
  const client = useSiteClient();
  return useQuery(
    categoriesQueries.items(client, {
      treeReference: tree,
      categoryId,
      options: { useCategoryArrangement: true, cursorPaging: { limit: MAX_ARRANGED } },
    }),
  );
}

/** The category's items in its arrangement; dragged into a new order, which is saved on demand. */
export function CategoryItems(props: { tree: categories.TreeReference; categoryId: string }) {
  const { tree, categoryId } = props;
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const list = useArrangedItems(tree, categoryId);
  // The order being arranged, until it is saved or put back; null: the server's order.
  const [order, setOrder] = useState<ItemReference[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const save = useMutation(
    categoriesMutations.setArrangedItems(client, queryClient, { onSuccess: () => setOrder(null) }),
  );
  const remove = useMutation(
    categoriesMutations.removeItems(client, queryClient, { onSuccess: () => setOrder(null) }),
  );

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Items
      </Title>
      {remove.error != null && <ErrorNotice error={remove.error} />}
      <SaveStatus mutation={save} />
      <QueryState query={list}>
        {(loaded) => {
          const shown = order ?? loaded.items;
          const changed = order !== null && !sameItems(order, loaded.items);
          const reorder = (from: number, to: number) => setOrder(moveItem(shown, from, to));
          return (
            <>
              {shown.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No items in this category yet.
                </Text>
              ) : (
                <ol aria-label="Items in this category" style={{ margin: 0, paddingLeft: 24 }}>
                  {shown.map((item, index) => (
                    <ItemRow
                      key={itemKey(item)}
                      item={item}
                      index={index}
                      last={index === shown.length - 1}
                      dragged={dragged}
                      onDragged={setDragged}
                      onMove={reorder}
                      onRemove={() => remove.mutate({ categoryId, treeReference: tree, items: [item] })}
                    />
                  ))}
                </ol>
              )}
              {loaded.pagingMetadata.hasNext && (
                <Text size="xs" c="dimmed">
                  Only the first {MAX_ARRANGED} items can be arranged; the others follow in their own order.
                </Text>
              )}
              <Group gap="xs">
                <Button
                  size="xs"
                  disabled={!changed}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate({ categoryId, treeReference: tree, items: shown.slice(0, MAX_ARRANGED) })
                  }
                >
                  Save order
                </Button>
                <Button size="xs" variant="subtle" disabled={!changed} onClick={() => setOrder(null)}>
                  Put back
                </Button>
              </Group>
            </>
          );
        }}
      </QueryState>
      <AddItemForm tree={tree} categoryId={categoryId} />
    </Stack>
  );
}
