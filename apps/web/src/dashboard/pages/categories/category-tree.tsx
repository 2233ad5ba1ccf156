import { categoriesMutations } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { treeValue, type RowRef } from './category-logic';
import { openBranchesKey, useOpenBranches } from './open-branches';
import { CategoryLevel } from './category-level';
import { TreeDragContext } from './tree-drag';
import type { TreeDrag } from './tree-drag';

/** One tree, a level loaded at a time as branches open; categories are moved by dragging them. */
export function CategoryTree(props: {
  tree: categories.TreeReference;
  selectedId: string | null;
  onSelect: (categoryId: string) => void;
}) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [dragged, setDragged] = useState<RowRef | null>(null);
  const { siteId = '' } = useParams();
  const [open, setOpenIds] = useOpenBranches(openBranchesKey(siteId, treeValue(props.tree)));
  const { mutate, isPending, error } = useMutation(categoriesMutations.move(client, queryClient));
  const drag = useMemo<TreeDrag>(() => {
    const setOpen = (id: string, value: boolean) =>
      setOpenIds((current) => {
        const next = new Set(current);
        if (value) next.add(id);
        else next.delete(id);
        return next;
      });
    return {
      dragged,
      setDragged,
      moving: isPending,
      isOpen: (id) => open.has(id),
      setOpen,
      move: (categoryId, plan) => {
        // The new parent opens, so that the moved category is seen where it went.
        if (plan.parentCategoryId !== null) setOpen(plan.parentCategoryId, true);
        mutate({ categoryId, treeReference: props.tree, options: plan });
      },
    };
  }, [dragged, open, isPending, mutate, props.tree]);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        {error != null && <ErrorNotice error={error} />}
        <TreeDragContext value={drag}>
          <nav aria-label="Category tree">
            <CategoryLevel
              tree={props.tree}
              parentId={null}
              ancestorIds={[]}
              selectedId={props.selectedId}
              onSelect={props.onSelect}
            />
          </nav>
        </TreeDragContext>
        <Text size="xs" c="dimmed">
          Drop on the middle of a category to put it inside; near its top or bottom edge to place it above or
          below.
        </Text>
      </Stack>
    </Paper>
  );
}
