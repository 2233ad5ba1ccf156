import { categoriesQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { treeChoices, treeFromValue, treeLabel, treeValue } from './category-logic';

/** The site's trees; the store's tree is offered before it exists, and starts with its first category. */
export function TreeSelect(props: {
  value: categories.TreeReference;
  onChange: (tree: categories.TreeReference) => void;
}) {
  const client = useSiteClient();
  const trees = useQuery(categoriesQueries.trees(client));
  const choices = treeChoices(trees.data?.trees ?? []);
  return (
    <>
      {trees.isError && <ErrorNotice error={trees.error} onRetry={() => void trees.refetch()} />}
      <Select
        label="Category tree"
        description="Each app keeps its own tree; the store's tree starts when its first category is created."
        data={choices.map((tree) => ({ value: treeValue(tree), label: treeLabel(tree) }))}
        value={treeValue(props.value)}
        onChange={(value) => value && props.onChange(treeFromValue(value))}
        allowDeselect={false}
        maw={360}
      />
    </>
  );
}
