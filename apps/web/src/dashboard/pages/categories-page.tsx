import type { categories } from '@atrium/sdk';
import { Button, Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../components/page-header';
import { CategoryPanel } from './categories/category-panel';
import { CategoryTree } from './categories/category-tree';
import { DEFAULT_TREE, treeValue } from './categories/category-logic';
import { CreateCategoryModal } from './categories/create-category-modal';
import { TreeSelect } from './categories/tree-select';

/** The site's category trees: the tree on the left, the selected category and its items on the right. */
export function CategoriesPage() {
  const [tree, setTree] = useState<categories.TreeReference>(DEFAULT_TREE);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const chooseTree = (next: categories.TreeReference) => {
    setTree(next);
    setSelected(null);
  };
  return (
    <Stack>
      <PageHeader
        title="Categories"
        description="Organise the site's items into trees of categories. Drag a category onto another to put it inside, or above or below one to reorder."
        action={<Button onClick={() => setCreating(true)}>New category</Button>}
      />
      <TreeSelect value={tree} onChange={chooseTree} />
      {/* Keyed by tree: open branches and drag state belong to one tree. */}
      <Grid key={treeValue(tree)}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CategoryTree tree={tree} selectedId={selected} onSelect={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected !== null && (
            <CategoryPanel tree={tree} categoryId={selected} onDeleted={() => setSelected(null)} />
          )}
        </Grid.Col>
      </Grid>
      <CreateCategoryModal
        opened={creating}
        tree={tree}
        onClose={() => setCreating(false)}
        onCreated={(category) => {
          setCreating(false);
          setSelected(category._id);
        }}
      />
    </Stack>
  );
}
