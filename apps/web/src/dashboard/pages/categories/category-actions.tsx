import { atriumKeys, categoriesMutations, categoriesQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Alert, Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { isStaleRevision, planStep } from './category-logic';
import { RenameModal } from './rename-modal';

/** The mutations behind the actions, and where the category stands among its siblings. */
function useCategoryActions(props: {
  tree: categories.TreeReference;
  category: categories.Category;
  onDeleted: () => void;
}) {
  const { tree, category } = props;
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const parentId = category.parentCategory._id;
  // The same query as the tree's level, so it is read from the cache.
  const siblings = useQuery(
    categoriesQueries.children(client, {
      treeReference: tree,
      parentCategoryId: parentId,
      returnNonVisibleCategories: true,
    }),
  );
  const rename = useMutation(
    categoriesMutations.update(client, queryClient, { onSuccess: () => setRenaming(false) }),
  );
  const visibility = useMutation(
    categoriesMutations.updateVisibility(client, queryClient, {
      // A stale revision: someone changed the category meanwhile. Reload it, so the next try uses the new one.
      onError: (error) => {
        if (isStaleRevision(error))
          void queryClient.invalidateQueries({ queryKey: atriumKeys.categories.allCategories });
      },
    }),
  );
  const move = useMutation(categoriesMutations.move(client, queryClient));
  const remove = useMutation(categoriesMutations.remove(client, queryClient, { onSuccess: props.onDeleted }));
  const siblingIds = siblings.data?.map((sibling) => sibling._id) ?? [];
  const row = { id: category._id, parentId, ancestorIds: [] };
  const step = (direction: -1 | 1) => {
    const plan = planStep(row, siblingIds, direction);
    if (plan) move.mutate({ categoryId: category._id, treeReference: tree, options: plan });
  };
  const failure = rename.error ?? move.error ?? remove.error;
  return { renaming, setRenaming, siblingIds, rename, visibility, move, remove, step, failure };
}

/** Why showing or hiding failed; a stale revision gets its own explanation. */
function VisibilityError(props: { error: unknown }) {
  if (isStaleRevision(props.error))
    return (
      <Alert color="yellow" role="alert" title="This category was changed elsewhere">
        Someone changed it since this page loaded it (perhaps in another tab), so the change was not made. It
        has been reloaded: check it, then try again.
      </Alert>
    );
  return props.error == null ? null : <ErrorNotice error={props.error} />;
}

/** Rename, show or hide, move up or down, delete. */
export function CategoryActions(props: {
  tree: categories.TreeReference;
  category: categories.Category;
  onDeleted: () => void;
}) {
  const { tree, category } = props;
  const { renaming, setRenaming, siblingIds, rename, visibility, move, remove, step, failure } =
    useCategoryActions(props);

  return (
    <>
      <VisibilityError error={visibility.error} />
      {failure != null && <ErrorNotice error={failure} />}
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={visibility.isPending}
          onClick={() =>
            visibility.mutate({
              categoryId: category._id,
              options: { visible: !category.visible, treeReference: tree, revision: category.revision },
            })
          }
        >
          {category.visible ? 'Hide' : 'Show'}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={move.isPending || siblingIds.indexOf(category._id) <= 0}
          onClick={() => step(-1)}
        >
          Move up
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={move.isPending || siblingIds.indexOf(category._id) === siblingIds.length - 1}
          onClick={() => step(1)}
        >
          Move down
        </Button>
        <ConfirmButton
          title={`Delete ${category.name}?`}
          message={`Deleting ${category.name} also deletes every category inside it, at every level, and takes their items out of them. The items themselves stay. This cannot be undone.`}
          onConfirm={() => remove.mutate({ categoryId: category._id, treeReference: tree })}
          loading={remove.isPending}
        >
          Delete
        </ConfirmButton>
      </Group>
      <RenameModal
        opened={renaming}
        initial={category.name}
        pending={rename.isPending}
        error={rename.error}
        onClose={() => setRenaming(false)}
        onSubmit={(name) =>
          rename.mutate({
            _id: category._id,
            category: { name },
            options: { treeReference: tree, fieldMask: ['name'] },
          })
        }
      />
    </>
  );
}
