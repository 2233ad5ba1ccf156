import { categoriesQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { CategoryRow } from './category-row';
import { useParents } from './parents';

export interface LevelProps {
  tree: categories.TreeReference;
  /** null: the top level. */
  parentId: string | null;
  ancestorIds: readonly string[];
  selectedId: string | null;
  onSelect: (categoryId: string) => void;
}

/** The children of one category (or the top categories), hidden ones included, in their order. */
export function CategoryLevel(props: LevelProps) {
  const client = useSiteClient();
  const children = useQuery(
    categoriesQueries.children(client, {
      treeReference: props.tree,
      parentCategoryId: props.parentId,
      returnNonVisibleCategories: true,
    }),
  );
  const parents = useParents(props.tree, children.data?.map((category) => category._id) ?? []);
  if (children.isPending) return <Loader size="xs" m="xs" aria-label="Loading categories" />;
  if (children.isError) return <ErrorNotice error={children.error} onRetry={() => void children.refetch()} />;
  if (children.data.length === 0)
    return (
      <Text size="sm" c="dimmed" px="xs">
        {props.parentId === null ? 'No categories yet: create the first one.' : 'No subcategories.'}
      </Text>
    );
  const siblingIds = children.data.map((category) => category._id);
  return (
    <ul
      aria-label={props.parentId === null ? 'Top categories' : 'Subcategories'}
      style={{ listStyle: 'none', margin: 0, paddingLeft: props.parentId === null ? 0 : 20 }}
    >
      {children.data.map((category) => (
        <CategoryRow
          key={category._id}
          {...props}
          category={category}
          siblingIds={siblingIds}
          hasChildren={parents?.has(category._id)}
          branch={(level) => <CategoryLevel {...level} />}
        />
      ))}
    </ul>
  );
}
